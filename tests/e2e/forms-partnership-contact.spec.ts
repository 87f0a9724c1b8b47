import { expect, test } from '@playwright/test';
import { contactMessage, fillByLabel, partnershipApplication } from './support/forms.ts';
import { hydrated } from './support/islands.ts';

test.describe('/partnership', () => {
  test('shows the programmes and sends an application with the success toast', async ({ page }) => {
    await page.goto('/partnership');
    for (const label of ['Premium Listeleme', 'Turizm Ortaklığı', 'Satış Ortaklığı', 'Yerel Sponsorluk']) {
      await expect(page.getByRole('heading', { name: label })).toBeVisible();
    }
    // The contact strip shows only the site's configured channels (SITE_WHATSAPP, SITE_EMAIL …): none here.
    await expect(page.getByRole('heading', { name: 'Sorularınız mı var?' })).toHaveCount(0);
    await expect(page.locator('a[href^="https://wa.me/"]')).toHaveCount(0);
    await hydrated(page, 'PartnershipForm');

    await fillByLabel(page, partnershipApplication({ 'İşletme Adı': 'Nemrut Tur E2E' }));

    const sent = page.waitForRequest('**/api/partnerships/apply');
    await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({ preferredCommission: '', marketingBudget: '', yearsInBusiness: 12 });
    await expect(page.getByTestId('toast')).toContainText('Başvuru Gönderildi');
    await expect(page.getByTestId('toast')).toContainText('2 iş günü içinde');
    await expect(page.getByLabel(/^İşletme Adı/)).toHaveValue('');
  });

  test('the browser blocks an empty application and a server failure shows the Hata toast', async ({ page }) => {
    await page.goto('/partnership');
    await hydrated(page, 'PartnershipForm');
    let calls = 0;
    await page.route('**/api/partnerships/apply', (route) => {
      calls++;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    });
    await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
    expect(await page.getByLabel(/^İşletme Adı/).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(
      true,
    );
    expect(calls).toBe(0);

    await page.getByLabel(/^İşletme Adı/).fill('X');
    await page.getByLabel(/^Yetkili Adı Soyadı/).fill('Y');
    await page.getByLabel(/^Telefon/).fill('1');
    await page.getByLabel(/^E-posta/).fill('a@b.co');
    await page.getByLabel(/^Kategori/).selectOption('diger');
    await page.getByLabel(/^Ortaklık Türü/).selectOption('local_sponsor');
    await page.getByLabel(/^Adres/).fill('Z');
    await page.getByLabel(/^İşletmenizi Tanıtın/).fill('D');
    await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
    await expect(page.getByTestId('toast')).toContainText('Hata');
    await expect(page.getByTestId('toast')).toContainText('500: {}');
    await expect(page.getByLabel(/^İşletme Adı/)).toHaveValue('X');
  });
});

test.describe('/contact', () => {
  test('sends a message, thanks the visitor and offers a new message', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('main').getByText('Merkez, Adıyaman, Türkiye')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sık Sorulan Sorular' })).toBeVisible();
    await hydrated(page, 'ContactForm');

    await fillByLabel(page, contactMessage({ 'Adınız Soyadınız': 'Zeynep Kaya' }));
    await page.getByRole('button', { name: 'Mesaj Gönder' }).click();

    await expect(page.getByText('Mesajınız Gönderildi!')).toBeVisible();
    await expect(page.getByText('En kısa sürede size geri dönüş yapacağız. Teşekkür ederiz.')).toBeVisible();
    await page.getByRole('button', { name: 'Yeni Mesaj Gönder' }).click();
    await expect(page.getByLabel(/^Adınız Soyadınız/)).toHaveValue('');
  });

  test('a rejected message keeps the form and shows the server message', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Çok fazla istek gönderdiniz. Lütfen biraz bekleyip tekrar deneyin.' }),
      }),
    );
    await page.goto('/contact');
    await hydrated(page, 'ContactForm');
    await fillByLabel(page, contactMessage({ 'Adınız Soyadınız': 'Zeynep' }));
    await page.getByRole('button', { name: 'Mesaj Gönder' }).click();
    await expect(page.getByTestId('toast')).toContainText('Çok fazla istek gönderdiniz');
    await expect(page.getByLabel(/^Adınız Soyadınız/)).toHaveValue('Zeynep');
  });
});
