// Who is signed in is decided here, for admins and owners alike: one login, one limit per client on every
// password check (login and the current password a signed-in form asks for), one rule on unverified
// addresses, and a fresh session only at the end of all of them.
import { hashPassword, verifyPassword } from '~/features/identity/passwords.server.ts';
import { createSession, type SessionUser } from '~/features/identity/sessions.server.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { RATE_LIMITS, refundToken, takeToken } from '~/lib/http/rate-limit.server.ts';

export type LoginResult =
  | { ok: true; token: string; expiresAt: Date; user: SessionUser }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'unverified'; user: SessionUser }
  | { ok: false; reason: 'rate-limited'; retryAfterS: number };

// Unknown users are checked against this hash so that they take as long as a wrong password.
let decoyHash: Promise<string> | undefined;

const failureKey = (ip: string) => `login-failure:${ip}`;

/**
 * Checks a password under the per-client limit (RATE_LIMITS.login(), keyed on `clientIp`): the attempt
 * is counted before the check, so guesses sent at once cannot all be verified (the caller gives it back
 * once the attempt succeeded); past the limit every attempt is refused until the window ends, even the
 * right one.
 */
async function limitedCheck(
  ip: string,
  password: string,
  stored: string | null | undefined,
  now: Date,
): Promise<{ ok: boolean } | { ok: false; retryAfterS: number }> {
  const attempt = await takeToken(failureKey(ip), RATE_LIMITS.login(), now.getTime());
  if (!attempt.allowed) return { ok: false, retryAfterS: attempt.retryAfterS };
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  const valid = await verifyPassword(password, stored ?? (await decoyHash));
  return { ok: valid && Boolean(stored) };
}

/**
 * Logs in by user name or e-mail: a fresh session on success. The failure reason is never told apart
 * (generic error) but for the right password of an account whose address is not verified yet, which gets
 * no session. Every account that signed itself up must have verified its address; admins are made by the
 * operator (ensureFirstAdmin, admin-password), who vouches for them.
 */
export async function login(
  db: Db,
  identifier: string,
  password: string,
  ip: string,
  now = new Date(),
): Promise<LoginResult> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'role', 'passwordHash', 'emailVerified'])
    .where((eb) => eb.or([eb('username', '=', identifier), eb('email', '=', identifier.trim().toLowerCase())]))
    .executeTakeFirst();
  const checked = await limitedCheck(ip, password, user?.passwordHash, now);
  if ('retryAfterS' in checked) return { ok: false, reason: 'rate-limited', retryAfterS: checked.retryAfterS };
  if (!user || !checked.ok) return { ok: false, reason: 'invalid' };
  const who: SessionUser = { id: user.id, username: user.username, email: user.email, role: user.role };
  // Still counted: each such attempt mails a fresh verification link.
  if (!user.emailVerified && user.role !== 'admin') return { ok: false, reason: 'unverified', user: who };
  await refundToken(failureKey(ip));
  const session = await createSession(db, user.id, now);
  await db.updateTable('users').set({ lastLoginAt: now.toISOString() }).where('id', '=', user.id).execute();
  return { ok: true, ...session, user: who };
}

type CurrentPasswordCheck = { ok: true } | { ok: false; reason: 'wrong' } | { ok: false; retryAfterS: number };

/**
 * The current password a signed-in user confirms a change with (password, e-mail, deletion): checked
 * under the same per-client limit as a login, so a taken-over session cannot guess it faster.
 */
export async function checkCurrentPassword(
  db: Db,
  userId: number,
  password: string,
  ip: string,
  now = new Date(),
): Promise<CurrentPasswordCheck> {
  const row = await db.selectFrom('users').select('passwordHash').where('id', '=', userId).executeTakeFirst();
  const checked = await limitedCheck(ip, password, row?.passwordHash, now);
  if ('retryAfterS' in checked) return { ok: false, retryAfterS: checked.retryAfterS };
  if (!checked.ok) return { ok: false, reason: 'wrong' };
  await refundToken(failureKey(ip));
  return { ok: true };
}
