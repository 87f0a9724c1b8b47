import { expect, type Page } from '@playwright/test';

/** Password of the first admin of the e2e server (playwright.config.ts passes it as ADMIN_PASSWORD). */
export const E2E_ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD || 'e2e-Yonetici-Parola-42';

/** Logs in through /admin/login and waits for the page it leads to. */
export async function loginAsAdmin(page: Page, next = '/admin/approval'): Promise<void> {
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Kullanıcı adı veya e-posta').fill('admin');
  await page.getByLabel('Şifre').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  // A password check is deliberately slow (scrypt) and may queue behind a rebuild of the site.
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[/?]/g, '\\$&')}$`), { timeout: 30_000 });
}
