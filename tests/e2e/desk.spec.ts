import { expect, test } from '@playwright/test';
import { loginAsAdmin } from './support/admin.ts';
import { openE2eDb } from './support/e2e-db.ts';
import { firstPublishedPost } from './support/published-post.ts';

// The operator's desk, used as an admin would on a normal day; each change is then looked at where a
// visitor would see it. The desk's pages are plain HTML forms: they are used here with scripts off.
test.use({ javaScriptEnabled: false });
// A saved change queues a rebuild of the site, which competes for the CPU with the pages under test.
test.describe.configure({ timeout: 120_000 });

test('an admin reads a contact message and replies; the reply is kept with the message as not e-mailed', async ({
  page,
}) => {
  const sent = await page.request.post('/api/contact', {
    data: {
      name: 'Elif Şahin',
      email: 'elif@example.com',
      subject: 'Nemrut gün doğumu turu',
      message: 'Merhaba, Nemrut Dağı için gün doğumu turu düzenliyor musunuz?',
    },
  });
  expect(sent.status()).toBe(201);

  await loginAsAdmin(page, '/admin/gelen-kutusu');
  await expect(page.getByTestId('inbox-badge')).toHaveText(/^\d+$/);
  await page.getByLabel('Ara').fill('gün doğumu');
  await page.getByRole('button', { name: 'Filtrele' }).click();
  await page.getByRole('link', { name: 'Nemrut gün doğumu turu' }).click();
  await expect(page.getByTestId('inbox-message')).toContainText('Nemrut Dağı için gün doğumu turu düzenliyor musunuz?');
  await expect(page.getByTestId('inbox-message')).toContainText('elif@example.com');
  await expect(page.getByLabel('Durum')).toHaveValue('read');

  // A blank reply passes the browser's length check but not the server's: refused in Turkish, text kept.
  await page.getByRole('textbox', { name: 'Yanıtınız', exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Yanıtı Kaydet ve Gönder' }).click();
  await expect(page.locator('#f-body-error')).toHaveText('Yanıt en az 2 karakter olmalıdır');
  await expect(page.getByRole('textbox', { name: 'Yanıtınız', exact: true })).toHaveValue('   ');

  await page
    .getByRole('textbox', { name: 'Yanıtınız', exact: true })
    .fill('Merhaba Elif Hanım, her cumartesi sabah turumuz var.');
  await page.getByRole('button', { name: 'Yanıtı Kaydet ve Gönder' }).click();
  await expect(page.getByRole('status')).toHaveText('Değişiklikler kaydedildi.');
  const replies = page.getByTestId('inbox-replies');
  await expect(replies).toContainText('Merhaba Elif Hanım, her cumartesi sabah turumuz var.');
  // The e2e server's mail server is only up during the owner tests: the reply waits in the outbox.
  await expect(replies).toContainText('giden kutusunda bekliyor');
  await expect(page.getByLabel('Durum')).toHaveValue('answered');

  await page.goto('/admin/kayitlar?islem=inbox.reply');
  await expect(page.getByTestId('audit-table')).toContainText('Nemrut gün doğumu turu');
});

test("an admin edits a business's phone and a visitor sees it on the business page", async ({ page, browser }) => {
  const db = openE2eDb();
  const business = await db
    .selectFrom('businesses')
    .select(['id', 'name', 'phone'])
    .where('status', '=', 'approved')
    // A closed listing shows no phone by design (it offers similar open ones instead of a call).
    .where('closure', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  await db.destroy();

  await loginAsAdmin(page, `/admin/isletmeler/${business.id}`);
  await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
  await page.getByRole('textbox', { name: 'Telefon', exact: true }).fill('0416 202 30 40');
  await page
    .getByRole('form', { name: 'İşletmeyi Düzenle' })
    .getByRole('button', { name: 'Kaydet', exact: true })
    .click();
  await expect(page.getByRole('status')).toHaveText('Değişiklikler kaydedildi.');
  await expect(page.getByRole('textbox', { name: 'Telefon', exact: true })).toHaveValue('0416 202 30 40');

  const visitor = await browser.newPage();
  await visitor.goto(`/business/${business.id}`);
  await expect(visitor.locator('main')).toContainText('0416 202 30 40');
  await visitor.close();

  await page.goto('/admin/kayitlar?islem=business.edit');
  await expect(page.getByTestId('audit-table')).toContainText(`${business.name} (#${business.id}): Telefon`);
});

test('an admin unpublishes a post and its address then says the post is not found', async ({ page, browser }) => {
  const post = await firstPublishedPost();

  const visitor = await browser.newPage();
  await visitor.goto(`/blog/${post.slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: post.title })).toBeVisible();

  await loginAsAdmin(page, '/admin/blog');
  await page.getByRole('link', { name: post.title }).click();
  await expect(page.getByTestId('post-status')).toHaveText('Yayında');
  await page.getByRole('button', { name: 'Yayından Kaldır' }).click();
  await expect(page.getByTestId('post-status')).toHaveText('Taslak');

  const response = await visitor.goto(`/blog/${post.slug}`);
  expect(response?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'Yazı Bulunamadı' })).toBeVisible();
  await visitor.close();

  // Put back for the other specs that read the seeded posts.
  await page.getByRole('button', { name: 'Yayımla' }).click();
  await expect(page.getByTestId('post-status')).toHaveText('Yayında');
});

test('desk pages send a visitor without a session to the login', async ({ page }) => {
  const response = await page.goto('/admin/isletmeler');
  expect(response?.url()).toContain('/admin/login?next=%2Fadmin%2Fisletmeler');
});
