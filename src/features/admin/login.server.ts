import { hashPassword, verifyPassword } from '~/features/admin/passwords.server.ts';
import { createSession, type SessionUser } from '~/features/admin/sessions.server.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { RATE_LIMITS, refundToken, takeToken } from '~/lib/http/rate-limit.server.ts';

export type LoginResult =
  | { ok: true; token: string; expiresAt: Date; user: SessionUser }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'rate-limited'; retryAfterS: number };

// Unknown users are checked against this hash so that they take as long as a wrong password.
let decoyHash: Promise<string> | undefined;

const failureKey = (ip: string) => `login-failure:${ip}`;

/**
 * Logs in by user name or e-mail: a fresh session on success. Every attempt is counted per IP before the
 * password is checked (RATE_LIMITS.login()), so guesses sent at once cannot all be verified, and given back
 * when it was right; past the limit every attempt is refused until the window ends, even with the right
 * password. The failure reason is never told apart (generic error).
 */
export async function login(
  db: Db,
  identifier: string,
  password: string,
  ip: string,
  now = new Date(),
): Promise<LoginResult> {
  const attempt = await takeToken(failureKey(ip), RATE_LIMITS.login(), now.getTime());
  if (!attempt.allowed) return { ok: false, reason: 'rate-limited', retryAfterS: attempt.retryAfterS };
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'role', 'passwordHash'])
    .where((eb) => eb.or([eb('username', '=', identifier), eb('email', '=', identifier.toLowerCase())]))
    .executeTakeFirst();
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
  if (!user?.passwordHash || !valid) return { ok: false, reason: 'invalid' };
  await refundToken(failureKey(ip));
  const session = await createSession(db, user.id, now);
  await db.updateTable('users').set({ lastLoginAt: now.toISOString() }).where('id', '=', user.id).execute();
  return { ok: true, ...session, user: { id: user.id, username: user.username, email: user.email, role: user.role } };
}
