import { expect, type Page, test } from '@playwright/test';
import { createSession } from '~/features/identity/sessions.server.ts';
import { SESSION_COOKIE } from '~/lib/constants.ts';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server.ts';
import { approveInQueue, openQueue, queueItem } from './support/admin.ts';
import { openE2eDb } from './support/e2e-db.ts';
import { publishedListing } from './support/listings.ts';

// The one spec that runs the mail server: it listens on the single port the e2e site sends to, so a second
// spec starting it on the other worker at the same time would fail to listen.
let smtp: TestSmtpServer;

test.beforeAll(async () => {
  smtp = await startSmtpServer(Number(process.env.E2E_SMTP_PORT));
});
test.afterAll(async () => smtp.close());

/** Opens an owner account on /hesap/kayit the way a visitor does: name, e-mail, the password twice. */
async function signUp(page: Page, name: string, email: string, password: string) {
  await page.goto('/hesap/kayit');
  await page.getByLabel(/^Adınız Soyadınız/).fill(name);
  await page.getByLabel(/^E-posta/).fill(email);
  await page.getByLabel(/^Şifre \*?$/).fill(password);
  await page.getByLabel(/^Şifre \(tekrar\)/).fill(password);
  await page.getByRole('button', { name: 'Hesap Aç' }).click();
}

test.describe('owner account without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('signs up, verifies from the mail, logs in to /hesabim and logs out', async ({ page }) => {
    test.setTimeout(120_000);
    const email = `sahip-${Date.now()}@example.com`;
    const password = 'Nemrut-Dagi-Gunes-9';
    await signUp(page, 'Zeynep Aydın', email, password);
    await expect(page).toHaveURL(/\/hesap\/giris\?durum=kayit-alindi$/);
    await expect(page.getByRole('status')).toContainText('Kaydınızı aldık');

    const mail = await smtp.waitFor(email, 'E-posta adresinizi doğrulayın', 30_000);
    const link = mail.text.match(/https?:\/\/\S+\/hesap\/dogrula\?token=[\w-]+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
    await expect(page).toHaveURL(/\/hesap\/giris\?durum=dogrulandi$/);

    await page.getByLabel(/^E-posta/).fill(email);
    await page.getByLabel(/^Şifre/).fill(password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page).toHaveURL(/\/hesabim$/);
    await expect(page.getByRole('heading', { name: 'Hesabım' })).toBeVisible();
    await expect(page.getByText(`Hesap bilgileri · ${email}`)).toBeVisible();

    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await expect(page.getByRole('status')).toContainText('Çıkış yapıldı.');
  });

  test('a refused sign-up comes back with the Turkish message and the values, never the password', async ({ page }) => {
    await page.goto('/hesap/kayit');
    await page.getByLabel(/^Adınız Soyadınız/).fill('Ali Veli');
    await page.getByLabel(/^E-posta/).fill('ali@example.com');
    await page.getByLabel(/^Şifre \*?$/).fill('Uzun-Bir-Sifre-1');
    await page.getByLabel(/^Şifre \(tekrar\)/).fill('Baska-Bir-Sifre-2');
    await page.getByRole('button', { name: 'Hesap Aç' }).click();
    await expect(page.getByRole('alert').first()).toContainText('Şifreler aynı değil.');
    await expect(page.getByLabel(/^E-posta/)).toHaveValue('ali@example.com');
    await expect(page.getByLabel(/^Şifre \*?$/)).toHaveValue('');
  });
});

test('a visitor cannot open /hesabim or the owner API', async ({ page, request }) => {
  const res = await page.goto('/hesabim');
  expect(res?.status()).toBe(401);
  await expect(page.getByRole('link', { name: 'Giriş yapın' })).toBeVisible();
  expect((await request.get('/api/account/export')).status()).toBe(401);
});

test.describe('an owner keeps a listing alive', () => {
  test('signs up, verifies, claims a listing by the mailed code, edits its hours; the admin approves the diff; the page shows the new hours', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now();
    const name = `Nemrut Ocakbaşı ${stamp}`;
    const listingEmail = `ocakbasi-${stamp}@example.com`;
    const db = openE2eDb();
    let businessId: number;
    let strangerToken: string;
    try {
      ({ id: businessId } = await db
        .insertInto('businesses')
        .values({
          name,
          category: 'Restoranlar',
          address: 'Atatürk Bulvarı No:7, Merkez/Adıyaman',
          district: 'Merkez',
          email: listingEmail,
          workingHours: JSON.stringify({ monday: '09:00-18:00', tuesday: '09:00-18:00' }),
          status: 'approved',
        })
        .returning('id')
        .executeTakeFirstOrThrow());
      const stranger = await db
        .insertInto('users')
        .values({
          username: `baska-${stamp}@example.com`,
          email: `baska-${stamp}@example.com`,
          role: 'owner',
          emailVerified: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      strangerToken = (await createSession(db, stranger.id)).token;
    } finally {
      await db.destroy();
    }

    // Sign-up and verification from the mail.
    const email = `sahip-${stamp}@example.com`;
    const password = 'Perre-Antik-Kenti-7';
    await signUp(page, 'Murat Demir', email, password);
    await expect(page).toHaveURL(/durum=kayit-alindi$/);
    const verification = await smtp.waitFor(email, 'E-posta adresinizi doğrulayın', 30_000);
    const link = new URL(verification.text.match(/https?:\/\/\S+\/hesap\/dogrula\?token=[\w-]+/)?.[0] ?? 'http://x/');
    await page.goto(link.pathname + link.search);
    await expect(page).toHaveURL(/durum=dogrulandi$/);

    // The claim starts on the business page and asks for the login first.
    await page.goto(`/business/${businessId}`);
    await page.getByRole('link', { name: 'İşletmeyi sahiplen' }).click();
    await expect(page.getByRole('link', { name: 'Giriş yapın' })).toBeVisible();
    await page.getByRole('link', { name: 'Giriş yapın' }).click();
    await page.getByLabel(/^E-posta/).fill(email);
    await page.getByLabel(/^Şifre/).fill(password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page).toHaveURL(new RegExp(`/hesabim/sahiplen/${businessId}$`), { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: `“${name}” işletmesini sahiplenin` })).toBeVisible();
    await page.getByRole('button', { name: 'Kod Gönder' }).click();
    await expect(page.getByRole('status')).toContainText('Doğrulama kodunu işletmenin e-posta adresine gönderdik.');
    const codeMail = await smtp.waitFor(listingEmail, 'İşletme sahipliği doğrulama kodu', 30_000);
    const code = /kodunuz: (\d{6})/.exec(codeMail.text)?.[1] ?? '';
    await page.getByLabel(/^Doğrulama kodu/).fill(code);
    await page.getByRole('button', { name: 'Kodu Doğrula' }).click();
    await expect(page).toHaveURL(/\/hesabim\?durum=sahiplik-onaylandi$/);
    await smtp.waitFor(email, 'Sahiplik talebiniz onaylandı', 30_000);

    // The edit of the hours waits for the admin; the public page stays as it is.
    const card = page.locator(`[data-listing="${businessId}"]`);
    await card.getByRole('link', { name: 'Bilgileri düzenle' }).click();
    await page.getByLabel(/^Pazartesi/).fill('10:00-22:00');
    await page.getByLabel(/^Tarih 1/).fill('2030-01-01');
    await page.getByLabel('Kapalı').first().check();
    await page.getByRole('button', { name: 'Onaya Gönder' }).click();
    await expect(page).toHaveURL(/\/hesabim\?durum=onaya-gonderildi$/);
    await expect(page.locator(`[data-listing="${businessId}"]`)).toContainText('Değişikliğiniz onay bekliyor.');
    const before = await page.request.get(`/business/${businessId}`);
    expect(await before.text()).toContain('09:00-18:00');

    // Nobody else reaches the listing: a visitor 401, another owner 403, on the pages and the API.
    const visitor = await browser.newContext();
    expect((await visitor.request.get('/hesabim')).status()).toBe(401);
    expect((await visitor.request.get(`/hesabim/isletme/${businessId}`)).status()).toBe(401);
    expect((await visitor.request.get(`/api/owner/listings/${businessId}`)).status()).toBe(401);
    await visitor.close();
    const other = await browser.newContext();
    await other.addCookies([{ name: SESSION_COOKIE, value: strangerToken, url: page.url() }]);
    expect((await other.request.get(`/hesabim/isletme/${businessId}`)).status()).toBe(403);
    await other.close();
    const api = await page.request.get(`/api/owner/listings/${businessId}`, {
      headers: { authorization: `Bearer ${strangerToken}` },
    });
    expect(api.status()).toBe(403);

    // The admin sees the change as a diff and approves it.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await openQueue(adminPage);
    const change = queueItem(adminPage, 'change', name);
    const monday = change.getByRole('row', { name: /Çalışma saatleri · Pazartesi/ });
    await expect(monday).toContainText('09:00-18:00');
    await expect(monday).toContainText('10:00-22:00');
    await expect(change.getByRole('row', { name: /Özel günler/ })).toContainText('01.01.2030: Kapalı');
    await approveInQueue(change);
    await adminContext.close();
    await smtp.waitFor(email, 'Değişikliğiniz onaylandı', 30_000);

    await page.goto(`/business/${businessId}`);
    await expect(page.getByRole('row', { name: /Pazartesi/ })).toContainText('10:00-22:00');
    await expect(page.getByRole('row', { name: /01\.01\.2030/ })).toContainText('Kapalı');
    await expect(page.getByText('Doğrulanmış işletme')).toBeVisible();
  });
});

// The listing an owner came to claim is kept through sign-up, the mailed link and the first login.
test('a new owner follows the claim prompt, signs up, verifies from the mail and lands on the claim page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const db = openE2eDb();
  const listingId = await publishedListing(db, `Sahiplenilecek Lokanta ${Date.now()}`);
  await db.destroy();
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
