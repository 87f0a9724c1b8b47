import { expect, type Page } from '@playwright/test';
import { hashPassword } from '~/features/identity/passwords.server.ts';
import type { NewBusiness } from '~/lib/db/schema.ts';
import { insertBusiness } from '../../support/rows.ts';
import { openE2eDb } from './e2e-db.ts';

// An owner with a listing of theirs, for specs of what an owner does: added straight to the e2e database
// (signing up and claiming are their own specs), then signed in through the login form.

/** A verified owner account and an approved listing it owns; the listing's id. */
export async function ownedListing(
  email: string,
  password: string,
  listing: Pick<NewBusiness, 'name' | 'category' | 'address' | 'district'>,
): Promise<number> {
  const db = openE2eDb();
  try {
    const owner = await db
      .insertInto('users')
      .values({ username: email, email, role: 'owner', emailVerified: 1, passwordHash: await hashPassword(password) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return await insertBusiness(db, listing.name, { ...listing, status: 'approved', ownerId: owner.id });
  } finally {
    await db.destroy();
  }
}

/** Signs the owner in on `page` and waits for the dashboard. */
export async function signInOwner(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/hesap/giris');
  await page.getByLabel(/^E-posta/).fill(email);
  await page.getByLabel(/^Şifre/).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/hesabim$/, { timeout: 30_000 });
}
