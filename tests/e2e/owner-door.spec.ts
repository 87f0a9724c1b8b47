import { expect, test } from '@playwright/test';
import { createSession } from '~/features/identity/sessions.server.ts';
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '~/lib/constants.ts';
import { openE2eDb } from './support/e2e-db.ts';
import { openPhoneMenu } from './support/phone-menu.ts';

// The door for owners: 'Giriş' in the bar and the phone menu of every (cached) page, 'Hesabım' and 'Çıkış'
// once signed in. The claim kept through sign-up, the mailed link and the first login is in
// owner-account.spec.ts, the one spec that runs the mail server (one port: two specs starting it on two
// workers at once clash).

test.describe('Giriş on /', () => {
  test('in the desktop bar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Ana menü' });
    await expect(bar.getByRole('link', { name: 'Giriş', exact: true }).first()).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Hesabım' })).toHaveCount(0);
  });

  test('in the phone menu', async ({ page }) => {
    const { menu } = await openPhoneMenu(page);
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
