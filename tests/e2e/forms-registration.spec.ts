import { expect, test } from '@playwright/test';
import { fillByLabel, registration } from './support/forms.ts';
import { hydrated } from './support/islands.ts';

test.describe('/register-business', () => {
  test('shows the hero, benefits and KVKK line; validates on submit, then on change', async ({ page }) => {
    await page.goto('/register-business');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ücretsiz');
    for (const badge of ['Tamamen Ücretsiz', 'Hızlı Onay Süreci', 'Anında Görünürlük'])
      await expect(page.getByText(badge)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'KVKK Aydınlatma Metni' })).toHaveAttribute(
      'href',
      '/kvkk',
    );
    await hydrated(page, 'RegistrationForm');

    const form = page.getByRole('form', { name: 'İşletme kayıt formu' });
    await expect(form.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Ücretsiz Kayıt Ol' }).click();
    await expect(form.getByText('İşletme adı gerekli')).toBeVisible();
    await expect(form.getByText('En az 20 karakter açıklama yazın')).toBeVisible();
    await expect(form.getByText('Fiyat aralığı seçimi gerekli')).toBeVisible();

    // After the first submit, each change re-validates.
    await page.getByLabel(/^İşletme Adı/).fill('Kâhta Sofrası');
    await expect(form.getByText('İşletme adı gerekli')).toHaveCount(0);
    await page.getByLabel(/^Telefon/).fill('123');
    await expect(form.getByText('Geçerli bir telefon numarası girin')).toBeVisible();
  });

  test('a valid registration is received, the form clears and the success toast shows', async ({ page }) => {
    await page.goto('/register-business');
    await hydrated(page, 'RegistrationForm');
    await fillByLabel(page, registration('Kâhta Sofrası E2E'));
    await page.getByRole('button', { name: 'Ücretsiz Kayıt Ol' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Başvuru Alındı!');
    await expect(toast).toContainText('İnceleme süreci 1-3 iş günü sürmektedir.');
    await expect(page.getByLabel(/^İşletme Adı/)).toHaveValue('');
  });

  test('a server failure keeps the values and shows the Kayıt Hatası toast', async ({ page }) => {
    await page.route('**/api/businesses/register', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Sunucu hatası' }) }),
    );
    await page.goto('/register-business');
    await hydrated(page, 'RegistrationForm');
    await fillByLabel(page, registration('Kalacak Değer'));
    await page.getByRole('button', { name: 'Ücretsiz Kayıt Ol' }).click();
    await expect(page.getByTestId('toast')).toContainText('Kayıt Hatası');
    await expect(page.getByTestId('toast')).toContainText('Sunucu hatası');
    await expect(page.getByLabel(/^İşletme Adı/)).toHaveValue('Kalacak Değer');
  });
});
