import { hashPassword, randomPassword } from '~/features/admin/passwords.server.ts';
import { PASSWORD_MIN } from '~/lib/constants.ts';
import type { Db } from '~/lib/db/db.server.ts';

export const ADMIN_USERNAME = 'admin';
const ADMIN_EMAIL = 'admin@adiyamanrehberi.com.tr';

// Passwords that are too common to protect an admin account (DESIGN §6).
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '87654321',
  '11111111',
  '00000000',
  '12341234',
  '11223344',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'qwertyui',
  'qwerty123',
  'iloveyou',
  'sunshine',
  'admin123',
  'admin1234',
  'administrator',
  'welcome1',
  'letmein1',
  'football',
  'baseball',
  'superman',
  'trustno1',
  'abcd1234',
  '1q2w3e4r',
  '1qaz2wsx',
  'zaq12wsx',
  'asdfghjk',
  'sifre123',
  'parola123',
  'şifre123',
  'galatasaray',
  'fenerbahce',
  'besiktas',
  'adiyaman',
  'adıyaman',
  'adiyaman02',
  'turkiye1',
]);

/** Why a password may not be used for an account (admin or owner), or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `Şifre en az ${PASSWORD_MIN} karakter olmalıdır.`;
  if (COMMON_PASSWORDS.has(password.toLocaleLowerCase('tr'))) return 'Bu şifre çok yaygın; başka bir şifre seçin.';
  return null;
}

export type FirstAdminResult =
  | { created: false }
  | { created: true; username: string; generatedPassword: string | null };

/**
 * Makes sure an admin exists: when none does, creates 'admin' with ADMIN_PASSWORD or, if unset,
 * a random password the caller prints once. Throws when ADMIN_PASSWORD breaks the password rules.
 */
export async function ensureFirstAdmin(
  db: Db,
  envPassword: string | undefined = process.env.ADMIN_PASSWORD,
): Promise<FirstAdminResult> {
  const existing = await db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirst();
  if (existing) return { created: false };
  const password = envPassword || randomPassword();
  const problem = passwordProblem(password);
  if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
  const passwordHash = await hashPassword(password);
  await db
    .insertInto('users')
    .values({ username: ADMIN_USERNAME, email: ADMIN_EMAIL, passwordHash, role: 'admin', emailVerified: 1 })
    .onConflict((oc) => oc.column('username').doUpdateSet({ passwordHash, role: 'admin' }))
    .execute();
  return { created: true, username: ADMIN_USERNAME, generatedPassword: envPassword ? null : password };
}

/**
 * Sets a new password for an admin (creating 'admin' when there is none) and ends every session
 * of that user, so an old token stops working at once.
 */
export async function setAdminPassword(db: Db, password: string, username = ADMIN_USERNAME): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
    if (user) {
      await trx
        .updateTable('users')
        .set({ passwordHash, role: 'admin', updatedAt: new Date().toISOString() })
        .where('id', '=', user.id)
        .execute();
      await trx.deleteFrom('userSessions').where('userId', '=', user.id).execute();
    } else {
      const email = username === ADMIN_USERNAME ? ADMIN_EMAIL : `${username}@adiyamanrehberi.com.tr`;
      await trx
        .insertInto('users')
        .values({ username, email, passwordHash, role: 'admin', emailVerified: 1 })
        .execute();
    }
  });
}
