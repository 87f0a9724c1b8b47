import { expect, test } from '@playwright/test';
import { createSession } from '~/features/identity/sessions.server.ts';
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '~/lib/constants.ts';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server.ts';
import { openE2eDb } from './support/e2e-db.ts';
import { publishedListing } from './support/listings.ts';

// The door for owners: 'Giriş' in the bar and the phone menu of every (cached) page, 'Hesabım' and 'Çıkış'
// once signed in; and the listing an owner came to claim kept through sign-up, the mailed link and the
// first login.

let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startSmtpServer(Number(process.env.E2E_SMTP_PORT));
});
test.afterAll(async () => smtp.close());

test.describe('Giriş on /', () => {
  test('in the desktop bar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Ana menü' });
    await expect(bar.getByRole('link', { name: 'Giriş', exact: true }).first()).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Hesabım' })).toHaveCount(0);
  });

  test('in the phone menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByText('Menüyü aç').click();
    const menu = page.locator('#nav-mobile');
    await expect(menu.getByRole('link', { name: 'Giriş', exact: true })).toBeVisible();
    await menu.getByRole('link', { name: 'Giriş', exact: true }).click();
    await expect(page).toHaveURL(/\/hesap\/giris$/);
  });

  test('a signed-in owner sees Hesabım and Çıkış instead, from the same cached page', async ({
    page,
    context,
    baseURL,
  }) => {
    const db = openE2eDb();
    const { id } = await db
      .insertInto('users')
      .values({
        username: `kapi-${Date.now()}@example.com`,
        email: `kapi-${Date.now()}@example.com`,
        role: 'owner',
        emailVerified: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { token } = await createSession(db, id);
    const url = baseURL ?? 'http://127.0.0.1:4321';
    await context.addCookies([
      { name: SESSION_COOKIE, value: token, url },
      { name: SIGNED_IN_COOKIE, value: 'owner', url },
    ]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Ana menü' });
    await expect(bar.getByRole('link', { name: 'Hesabım' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Çıkış' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Giriş', exact: true })).toBeHidden();
    await bar.getByRole('link', { name: 'Hesabım' }).click();
    await expect(page).toHaveURL(/\/hesabim$/);
  });
});

test('a new owner follows the claim prompt, signs up, verifies from the mail and lands on the claim page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const db = openE2eDb();
  const listingId = await publishedListing(db, `Sahiplenilecek Lokanta ${Date.now()}`);
  const email = `sahiplenen-${Date.now()}@example.com`;
  const password = 'Gerger-Kalesi-Yolu-7';

  await page.goto(`/business/${listingId}`);
  await page.getByRole('link', { name: 'İşletmeyi sahiplen' }).click();
  await page.getByRole('link', { name: 'hesap açın' }).click();
  await expect(page).toHaveURL(/\/hesap\/kayit\?next=/);
  await page.getByLabel(/^Adınız Soyadınız/).fill('Hasan Kaya');
  await page.getByLabel(/^E-posta/).fill(email);
  await page.getByLabel(/^Şifre \*?$/).fill(password);
  await page.getByLabel(/^Şifre \(tekrar\)/).fill(password);
  await page.getByRole('button', { name: 'Hesap Aç' }).click();
  await expect(page.getByRole('status')).toContainText('Kaydınızı aldık');

  const mail = await smtp.waitFor(email, 'E-posta adresinizi doğrulayın', 30_000);
  const link = mail.text.match(/https?:\/\/\S+\/hesap\/dogrula\?token=\S+/)?.[0] ?? '';
  expect(link).toContain(`next=${encodeURIComponent(`/hesabim/sahiplen/${listingId}`)}`);
  const target = new URL(link);
  await page.goto(target.pathname + target.search);
  await expect(page.getByRole('status')).toContainText('E-posta adresiniz doğrulandı');

  await page.getByLabel(/^E-posta/).fill(email);
  await page.getByLabel(/^Şifre/).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(new RegExp(`/hesabim/sahiplen/${listingId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sahiplenilecek Lokanta');
});
