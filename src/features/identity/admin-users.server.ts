import { hashPassword, passwordProblem, randomPassword } from '~/features/identity/passwords.server.ts';
import { revokeOtherCredentials } from '~/features/identity/sessions.server.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { adminPassword } from '~/lib/env.server.ts';

export const ADMIN_USERNAME = 'admin';
const ADMIN_EMAIL = 'admin@adiyamanrehberi.com.tr';

export type FirstAdminResult =
  | { created: false }
  | { created: true; username: string; generatedPassword: string | null };

/**
 * Makes sure an admin exists: when none does, makes 'admin' one with ADMIN_PASSWORD or, if unset,
 * a random password the caller prints once. Throws when ADMIN_PASSWORD breaks the password rules.
 */
export async function ensureFirstAdmin(
  db: Db,
  envPassword: string | undefined = adminPassword() ?? undefined,
): Promise<FirstAdminResult> {
  const existing = await db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirst();
  if (existing) return { created: false };
  const password = envPassword || randomPassword();
  const problem = passwordProblem(password, [ADMIN_USERNAME]);
  if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
  await makeAdmin(db, ADMIN_USERNAME, await hashPassword(password));
  return { created: true, username: ADMIN_USERNAME, generatedPassword: envPassword ? null : password };
}

/**
 * Sets a new password for an admin (creating 'admin' when there is none) and ends every session
 * of that user, so an old token stops working at once.
 */
export async function setAdminPassword(db: Db, password: string, username = ADMIN_USERNAME): Promise<void> {
  const problem = passwordProblem(password, [username]);
  if (problem) throw new Error(problem);
  await makeAdmin(db, username, await hashPassword(password));
}

/**
 * The user `username` becomes an admin with this password hash (created when missing). An existing
 * account's sessions and mailed links end with the change of role and password: what was granted to the
 * account before (another role, another password) must not carry over.
 */
async function makeAdmin(db: Db, username: string, passwordHash: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
    if (user) {
      await trx
        .updateTable('users')
        .set({ passwordHash, role: 'admin', updatedAt: new Date().toISOString() })
        .where('id', '=', user.id)
        .execute();
      await revokeOtherCredentials(trx, user.id);
    } else {
      const email = username === ADMIN_USERNAME ? ADMIN_EMAIL : `${username}@adiyamanrehberi.com.tr`;
      await trx
        .insertInto('users')
        .values({ username, email, passwordHash, role: 'admin', emailVerified: 1 })
        .execute();
    }
  });
}
