import { expect, test } from '@playwright/test';
import { REGISTRY_MSG } from '~/features/submissions/messages.ts';
import { loginAsAdmin } from './support/admin.ts';
import { hydrated } from './support/islands.ts';

const MAPS_URL =
  'https://www.google.com/maps/place/Nemrut+Sofras%C4%B1/@37.7636,38.2773,17z/data=!4m6!3m5!1s0x1530bc3f5a1d2c3b:0x5c7d9e1f2a3b4c5d';

test.describe('/add-business wizard', () => {
  test('step rules: Back disabled on step 1, Next validates, the Maps card only on step 1, Save on step 4', async ({
    page,
  }) => {
    await page.goto('/add-business');
    await hydrated(page, 'AddBusinessWizard');
    const back = page.getByRole('button', { name: 'Geri' });
    const next = page.getByRole('button', { name: 'İleri' });
    const mapsCard = page.getByRole('heading', { name: 'Google Maps’ten Bilgileri Al' });

    await expect(page.getByRole('heading', { name: /Adım 1\/4: Temel Bilgiler/ })).toBeVisible();
    await expect(back).toBeDisabled();
    await expect(mapsCard).toBeVisible();
    await expect(page.getByLabel(/^Kategori/).locator('option')).toHaveCount(18);

    await next.click();
    await expect(page.getByText('İşletme adı en az 2 karakter olmalıdır')).toBeVisible();
    await expect(page.getByText('Kategori seçimi zorunludur')).toBeVisible();
    await expect(page.getByText('Adres en az 5 karakter olmalıdır')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Adım 1\/4/ })).toBeVisible();

    await page.getByLabel(/^İşletme Adı/).fill('Sincik Dağ Evi E2E');
    await page.getByLabel(/^Kategori/).selectOption('Oteller');
    await page.getByLabel(/^Adres/).fill('Sincik Merkez Mah. No:1');
    await page.getByLabel(/^İlçe/).selectOption('Sincik');
    await next.click();

    await expect(page.getByRole('heading', { name: /Adım 2\/4: Sosyal Medya & İletişim/ })).toBeVisible();
    await expect(mapsCard).toHaveCount(0);
    await expect(back).toBeEnabled();
    await expect(page.getByLabel('Cumartesi')).toHaveValue('10:00-16:00');
    await expect(page.getByLabel('Pazar', { exact: true })).toHaveValue('Kapalı');
    await page.getByLabel('Instagram').fill('@sincikdagevi');
    await back.click();
    await expect(page.getByRole('heading', { name: /Adım 1\/4/ })).toBeVisible();
    await expect(page.getByLabel(/^İşletme Adı/)).toHaveValue('Sincik Dağ Evi E2E');
    await next.click();
    await next.click();

    await expect(page.getByRole('heading', { name: /Adım 3\/4: Reklamcılık & Pazarlama/ })).toBeVisible();
    await page.getByLabel('Instagram reklamları').check();
    await page.getByLabel(/Aylık Pazarlama Bütçesi/).selectOption('1000-2500');
    await next.click();

    await expect(page.getByRole('heading', { name: /Adım 4\/4: İnceleme/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'İleri' })).toHaveCount(0);
    await expect(page.getByText('Sincik Dağ Evi E2E')).toBeVisible();
    await expect(page.getByText('Instagram reklamları')).toBeVisible();
    await page.getByRole('button', { name: 'Kaydet' }).click();

    await expect(page.getByTestId('toast')).toContainText('Başarılı!');
    const notice = page.getByRole('status').filter({ hasText: 'Başvurunuz alındı' });
    await expect(notice).toContainText('incelendikten sonra yayınlanacak');
    await expect(page.getByRole('heading', { name: /Adım 1\/4/ })).toBeVisible();
    await expect(page.getByLabel(/^İşletme Adı/)).toHaveValue('');
  });

  test('the Maps card fills the fields from a link without an API key, and rejects other links', async ({ page }) => {
    await page.goto('/add-business');
    await hydrated(page, 'AddBusinessWizard');
    const link = page.getByLabel('Google Maps bağlantısı');
    await link.fill('https://example.com/yer');
    await page.getByRole('button', { name: 'Verileri Getir' }).click();
    await expect(page.getByText("Geçerli bir Google Maps URL'si girin")).toBeVisible();

    await link.fill(MAPS_URL);
    await page.getByRole('button', { name: 'Verileri Getir' }).click();
    await expect(page.getByTestId('toast')).toContainText('Veriler Dolduruldu');
    await expect(page.getByLabel(/^İşletme Adı/)).toHaveValue('Nemrut Sofrası');
    await expect(page.getByText('Google Maps API anahtarı gerekli').first()).toBeVisible();
  });

  test('without a registry the dialog tells a visitor what to do, and only an admin that keys are missing', async ({
    page,
  }) => {
    await page.goto('/add-business');
    await hydrated(page, 'RegistryImportDialog');
    await page.getByRole('button', { name: 'Resmî Sicilden İçe Aktar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resmî Sicilden İşletme İçe Aktar' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(REGISTRY_MSG.unavailableText)).toBeVisible();
    await expect(dialog.getByText('API keys not configured')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Kapat' }).click();

    await loginAsAdmin(page, '/add-business');
    await hydrated(page, 'RegistryImportDialog');
    await page.getByRole('button', { name: 'Resmî Sicilden İçe Aktar' }).click();
    await expect(dialog.getByText('API keys not configured')).toBeVisible();
    await expect(dialog.getByLabel('Vergi Numarası')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Kapat' }).click();
    await expect(dialog).toBeHidden();
  });
});
