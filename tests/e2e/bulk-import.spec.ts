import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { BULK_MSG } from '~/features/imports/messages.ts';
import { expectNoAxeViolations } from './support/a11y.ts';
import { loginAsAdmin } from './support/admin.ts';
import { waitForIslands } from './support/islands.ts';

// Names carry a per-run suffix: a retry must not meet the first attempt's rows as duplicates.
const run = Date.now().toString(36);

test.describe('bulk import', () => {
  test('an anonymous visitor sees the login notice and the endpoints refuse them', async ({ page }) => {
    await page.goto('/bulk-import');
    await expect(page.getByRole('heading', { name: 'Toplu İçe Aktar', level: 1 })).toBeVisible();
    await expect(page.getByText(BULK_MSG.duplicatesNote)).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Bu sayfa için yönetici girişi gerekir.');
    await expect(page.getByRole('link', { name: 'Yönetici girişi' })).toHaveAttribute(
      'href',
      '/admin/login?next=%2Fbulk-import',
    );
    await expect(page.getByRole('tab', { name: 'CSV Dosyası' })).toHaveCount(0);
    // Same-origin, as the page would send it (Astro refuses cross-site form posts before our check runs).
    const origin = new URL(page.url()).origin;
    const csv = await page.request.post('/api/bulk-import/csv', {
      headers: { Origin: origin },
      multipart: {
        category: 'Restoranlar',
        csv: { name: 'a.csv', mimeType: 'text/csv', buffer: Buffer.from('name,address\nA Yeri,Merkez 1\n') },
      },
    });
    expect(csv.status()).toBe(401);
    const maps = await page.request.post('/api/bulk-import/google-maps', {
      data: { urls: ['https://www.google.com/maps/place/X'], category: 'Turizm' },
    });
    expect(maps.status()).toBe(401);
  });

  test('an admin uploads a CSV, sees the counts and finds the business waiting for approval', async ({ page }) => {
    await loginAsAdmin(page, '/bulk-import');
    await waitForIslands(page);
    await expect(page.getByRole('tab', { name: 'CSV Dosyası' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'CSV Yükle' }).click();
    await expect(page.getByTestId('toast')).toContainText(BULK_MSG.missingTitle);
    await expect(page.getByTestId('toast')).toContainText(BULK_MSG.missingFile);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Şablon CSV İndir' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('isletme-sablonu.csv');
    const template = fs.readFileSync((await download.path())!, 'utf8');
    expect(template.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('name,address,phone,email,website,description');

    const good = `Toplu Kebap Evi ${run}`;
    const csv = [
      'name,address,phone,email,website,description',
      `${good},"Atatürk Bulvarı No:7, Kâhta/Adıyaman",,,,Odun ateşinde kebap`,
      `Toplu Kafe ${run},Cumhuriyet Mah. Besni,,,,`,
      'X,Kısa,,,,',
      `${good},"Atatürk Bulvarı No:7, Kâhta/Adıyaman",,,,`,
    ].join('\n');
    await page.getByLabel('Kategori', { exact: true }).selectOption('Restoranlar');
    await page
      .getByLabel('CSV dosyası', { exact: true })
      .setInputFiles({ name: 'isletmeler.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'CSV Yükle' }).click();

    await expect(page.getByTestId('toast')).toContainText(BULK_MSG.successTitle);
    await expect(page.getByTestId('toast')).toContainText(BULK_MSG.successText(2, 1, 1));
    const status = page.getByRole('status');
    await expect(status.getByRole('definition').nth(0)).toHaveText('2');
    await expect(status.getByRole('definition').nth(1)).toHaveText('1');
    await expect(status.getByRole('definition').nth(2)).toHaveText('1');
    await expect(status.getByRole('listitem')).toHaveText(
      /^4\. satır: İşletme adı en az 2 karakter olmalıdır; Adres en az 5 karakter olmalıdır$/,
    );

    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Onay paneline git' }).click();
    await expect(page).toHaveURL(/\/admin\/approval$/);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: good }) });
    await expect(card).toContainText('Restoranlar · Kâhta');
    await expect(card.getByRole('button', { name: 'Onayla' })).toBeVisible();
  });

  test('an admin imports Google Maps links and sees imported and failed counts', async ({ page }) => {
    await loginAsAdmin(page, '/bulk-import');
    await waitForIslands(page);
    await page.getByRole('tab', { name: 'Google Maps Bağlantıları' }).click();
    await page.getByRole('button', { name: 'Bağlantıları İçe Aktar' }).click();
    await expect(page.getByTestId('toast')).toContainText(BULK_MSG.missingUrls);

    const name = `Harita Pansiyon ${run}`;
    await page.getByLabel('Kategori', { exact: true }).selectOption('Oteller');
    await page
      .getByLabel('Google Maps bağlantıları (her satıra bir bağlantı)')
      .fill(
        [
          `https://www.google.com/maps/place/${encodeURIComponent(name)}/@37.98,38.74,17z`,
          '',
          'https://example.com/degil',
        ].join('\n'),
      );
    await page.getByRole('button', { name: 'Bağlantıları İçe Aktar' }).click();

    await expect(page.getByTestId('toast')).toContainText(BULK_MSG.successText(1, 1, 0));
    const status = page.getByRole('status');
    await expect(status.getByText(BULK_MSG.mapsNeedsKey)).toBeVisible();
    await expect(status.getByRole('listitem')).toHaveText("2. satır: Geçerli bir Google Maps URL'si girin");

    const pending = await page.request.get('/api/businesses/pending/all');
    const businesses = ((await pending.json()) as { businesses: { name: string; category: string }[] }).businesses;
    expect(businesses.find((b) => b.name === name)).toMatchObject({ category: 'Oteller' });
  });
});
