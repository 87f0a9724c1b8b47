import { expect, test } from '@playwright/test';
import { BULK_MSG } from '~/features/imports/messages.ts';
import { loginAsAdmin } from './support/admin.ts';
import { openE2eDb } from './support/e2e-db.ts';

const db = openE2eDb();
// Names carry a per-run suffix: a retry must not meet the first attempt's rows as duplicates.
const run = Date.now().toString(36);

test.use({ javaScriptEnabled: false });

test('without JavaScript an admin imports a CSV file and Maps links by plain form posts; refusals keep values', async ({
  page,
}) => {
  // The page itself tells a visitor to log in; the forms come with the session.
  const notice = await page.goto('/bulk-import');
  expect(notice?.status()).toBe(200);
  await expect(page.getByRole('link', { name: 'Yönetici girişi' })).toHaveAttribute(
    'href',
    '/admin/login?next=%2Fbulk-import',
  );
  await expect(page.getByLabel('Kategori', { exact: true })).toHaveCount(0);
  await loginAsAdmin(page, '/bulk-import');

  // No file: the page again, with the message and the category kept.
  await page.getByLabel('Kategori', { exact: true }).selectOption('Restoranlar');
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/bulk-import/csv'));
  await page.getByRole('button', { name: 'CSV Yükle' }).click();
  expect((await refused).status()).toBe(400);
  const status = page.getByRole('status', { name: 'İçe aktarma sonucu' });
  await expect(status).toContainText(BULK_MSG.missingFile);
  await expect(page.getByLabel('Kategori', { exact: true })).toHaveValue('Restoranlar');

  const good = `Formla Kebap ${run}`;
  const csv = [
    'name,address,phone,email,website,description',
    `${good},"Atatürk Bulvarı No:9, Kâhta/Adıyaman",,,,`,
    'X,Kısa,,,,',
  ].join('\n');
  await page
    .getByLabel('CSV dosyası', { exact: true })
    .setInputFiles({ name: 'isletmeler.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'CSV Yükle' }).click();
  await expect(status.getByRole('definition').nth(0)).toHaveText('1');
  await expect(status.getByRole('definition').nth(1)).toHaveText('1');
  await expect(status.getByRole('listitem')).toContainText('3. satır:');
  const row = await db.selectFrom('businesses').select(['status', 'category']).where('name', '=', good).execute();
  expect(row).toEqual([{ status: 'pending', category: 'Restoranlar' }]);

  // Links without a category: refused, the links kept; then imported.
  const name = `Formla Pansiyon ${run}`;
  const links = `https://www.google.com/maps/place/${encodeURIComponent(name)}/@37.98,38.74,17z\nhttps://example.com/degil`;
  await page.getByLabel('Kategori', { exact: true }).selectOption('');
  await page.getByLabel('Google Maps bağlantıları (her satıra bir bağlantı)').fill(links);
  await page.getByRole('button', { name: 'Bağlantıları İçe Aktar' }).click();
  await expect(status).toContainText(BULK_MSG.missingUrls);
  await expect(page.getByLabel('Google Maps bağlantıları (her satıra bir bağlantı)')).toHaveValue(links);

  await page.getByLabel('Kategori', { exact: true }).selectOption('Oteller');
  await page.getByRole('button', { name: 'Bağlantıları İçe Aktar' }).click();
  await expect(status.getByText(BULK_MSG.mapsNeedsKey)).toBeVisible();
  await expect(status.getByRole('listitem')).toHaveText("2. satır: Geçerli bir Google Maps URL'si girin");
  const place = await db.selectFrom('businesses').select('category').where('name', '=', name).execute();
  expect(place).toEqual([{ category: 'Oteller' }]);
});
