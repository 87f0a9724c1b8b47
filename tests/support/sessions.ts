import { createSession } from '~/features/identity/sessions.server.ts';
import type { Db } from '~/lib/db/db.server.ts';

/** A user with the given role, a verified e-mail address and a live session: its id and the bearer token of that session. */
export async function signedInUser(
  db: Db,
  role: 'admin' | 'user' | 'owner',
  username = role === 'admin' ? 'yonetici' : 'uye',
): Promise<{ id: number; token: string }> {
  const { id } = await db
    .insertInto('users')
    .values({ username, email: `${username}@example.com`, role, emailVerified: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, token: (await createSession(db, id)).token };
}
