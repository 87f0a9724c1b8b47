import { expect, type Locator, type Page } from '@playwright/test';
import {
  MODERATION_KIND_LABELS,
  MODERATION_MSG,
  MODERATION_PAGE,
  type ModerationKind,
} from '~/features/moderation/messages.ts';

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

/** The item of the one moderation queue (its page open in `page`) of that kind about that listing. */
export function queueItem(page: Page, kind: ModerationKind, businessName: string): Locator {
  return page.getByRole('listitem', { name: `${MODERATION_KIND_LABELS[kind]} ${businessName}` });
}

/** Opens the one moderation queue as the admin (signing in first). */
export async function openQueue(page: Page): Promise<void> {
  await loginAsAdmin(page, MODERATION_PAGE);
}

/** Approves a queue item with its plain form and waits for the queue's notice. */
export async function approveInQueue(item: Locator): Promise<void> {
  const page = item.page();
  await item.getByRole('button', { name: MODERATION_MSG.approve }).click();
  await expect(page.getByRole('status')).toContainText(MODERATION_MSG.onaylandi);
}
