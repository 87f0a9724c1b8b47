import { createHash, randomBytes } from 'node:crypto';
import { SESSION_TTL_MS } from '~/lib/constants.ts';
import type { Db } from '~/lib/db/db.server.ts';

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  role: string;
}

/** SHA-256 of a session token: only the hash is stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session with a fresh 256-bit token; returns the token (to send) and its expiry. */
export async function createSession(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .insertInto('userSessions')
    .values({ userId, tokenHash: hashToken(token), expiresAt: expiresAt.toISOString() })
    .execute();
  return { token, expiresAt };
}

/** The user of a live session token, or null for unknown and expired tokens. */
export async function findSessionUser(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('userSessions')
    .innerJoin('users', 'users.id', 'userSessions.userId')
    .select(['users.id', 'users.username', 'users.email', 'users.role'])
    .where('userSessions.tokenHash', '=', hashToken(token))
    .where('userSessions.expiresAt', '>', now.toISOString())
    .executeTakeFirst();
  return row ?? null;
}

/** Deletes the session of a token (logout). */
export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('userSessions').where('tokenHash', '=', hashToken(token)).execute();
}

/**
 * After a change of what proves who someone is (password, address, role): every session of the account
 * but `keepToken`'s ends and every outstanding one-time link of the account stops working, so whoever
 * held an old session or a mailed link loses it with the change. Run it inside the change's transaction.
 */
export async function revokeOtherCredentials(
  db: Db,
  userId: number,
  keepToken: string | null = null,
  now = new Date(),
): Promise<void> {
  let sessions = db.deleteFrom('userSessions').where('userId', '=', userId);
  if (keepToken) sessions = sessions.where('tokenHash', '!=', hashToken(keepToken));
  await sessions.execute();
  await db
    .updateTable('accountTokens')
    .set({ usedAt: now.toISOString() })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .execute();
}

/** The Bearer token of a request, or null (a script's session; a browser's comes from the cookie). */
function bearerTokenOf(request: Request): string | null {
  const auth = request.headers.get('authorization');
  return auth?.toLowerCase().startsWith('bearer ') ? auth.slice(7).trim() || null : null;
}

/** The session token a request carries: `Authorization: Bearer` first, else the cookie value. */
export function sessionTokenFrom(request: Request, cookieValue: string | undefined): string | null {
  return bearerTokenOf(request) ?? (cookieValue || null);
}
