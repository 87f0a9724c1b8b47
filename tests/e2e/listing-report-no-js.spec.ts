import { expect, test } from '@playwright/test';
import { loginAsAdmin } from './support/admin.ts';
import { openE2eDb } from './support/e2e-db.ts';
import { publishedListing } from './support/listings.ts';

// 'Bilgiler yanlış / kapandı' with scripts off: a visitor reports a listing from its page by a plain form
// post, and the report waits in the desk's inbox.
test.use({ javaScriptEnabled: false });
// The admin's login (scrypt) may queue behind a rebuild started by another spec.
test.describe.configure({ timeout: 120_000 });

const db = openE2eDb();
const reportsOf = (businessId: number) =>
  db.selectFrom('listingReports').selectAll().where('businessId', '=', businessId).execute();

test('a visitor reports a closed listing, corrects a refused report, and the admin reads it in the inbox', async ({
  page,
}) => {
  const id = await publishedListing(db, 'Eski Çarşı Kebap Salonu');
  await page.goto(`/business/${id}`);
  const corner = page.locator('#bilgi-bildir');
  await corner.getByText('Bilgiler yanlış / kapandı — bildirin').click();
  await corner.getByLabel(/^Neden/).selectOption({ label: 'Kalıcı olarak kapandı' });
  // Spaces pass the browser's own checks; the server refuses them.
  await corner.getByLabel(/^Ne gördünüz/).fill('       ');
  await corner.getByLabel(/^Adınız/).fill('Ayşe Güneş');
  await corner.getByRole('button', { name: 'Bildirimi Gönder' }).click();

  await expect(page.getByRole('heading', { name: 'Bilgi Düzeltme Bildirimi' })).toBeVisible();
  await expect(page.getByRole('alert').first()).toContainText('Lütfen ne gördüğünüzü en az 5 karakterle yazın');
  await expect(page.getByLabel(/^Neden/)).toHaveValue('closed_permanently');
  await expect(page.getByLabel(/^Adınız/)).toHaveValue('Ayşe Güneş');
  expect(await reportsOf(id)).toHaveLength(0);

  await page.getByLabel(/^Ne gördünüz/).fill('Dükkân boşaltılmış, tabelası sökülmüş.');
  await page.getByRole('button', { name: 'Bildirimi Gönder' }).click();
  await expect(page).toHaveURL(new RegExp(`/business/${id}/bildir\\?durum=bildirim-alindi$`));
  await expect(page.getByRole('status').filter({ hasText: 'Bildiriminiz alındı' })).toBeVisible();
  const stored = await reportsOf(id);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ reason: 'closed_permanently', name: 'Ayşe Güneş', email: null, status: 'new' });

  await loginAsAdmin(page, '/admin/gelen-kutusu?tur=report');
  await page.getByRole('link', { name: 'Eski Çarşı Kebap Salonu: Kalıcı olarak kapandı' }).click();
  const message = page.getByTestId('inbox-message');
  await expect(message).toContainText('Yanlış bilgi / kapandı bildirimi');
  await expect(message).toContainText('Dükkân boşaltılmış, tabelası sökülmüş.');
  await expect(message).toContainText('Ayşe Güneş');
  await expect(message).toContainText(`Eski Çarşı Kebap Salonu (#${id})`);
  await expect(page.getByLabel('Durum')).toHaveValue('read');
});
