import { expect, test } from '@playwright/test';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server.ts';

let smtp: TestSmtpServer;

test.beforeAll(async () => {
  smtp = await startSmtpServer(Number(process.env.E2E_SMTP_PORT));
});
test.afterAll(async () => smtp.close());

test.describe('owner account without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('signs up, verifies from the mail, logs in to /hesabim and logs out', async ({ page }) => {
    test.setTimeout(120_000);
    const email = `sahip-${Date.now()}@example.com`;
    const password = 'Nemrut-Dagi-Gunes-9';
    await page.goto('/hesap/kayit');
    await page.getByLabel(/^Adınız Soyadınız/).fill('Zeynep Aydın');
    await page.getByLabel(/^E-posta/).fill(email);
    await page.getByLabel(/^Şifre \*?$/).fill(password);
    await page.getByLabel(/^Şifre \(tekrar\)/).fill(password);
    await page.getByRole('button', { name: 'Hesap Aç' }).click();
    await expect(page).toHaveURL(/\/hesap\/giris\?durum=kayit-alindi$/);
    await expect(page.getByRole('status')).toContainText('Hesabınız oluşturuldu');

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
