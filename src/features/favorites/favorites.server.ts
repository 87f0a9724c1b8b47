import type { FavoriteBusiness, FavoritesResponse } from '~/features/favorites/messages.ts';
import { FAVORITES_MAX } from '~/features/favorites/messages.ts';
import type { FavoritesSync } from '~/features/favorites/schema.ts';
import type { Db } from '~/lib/db/db.server.ts';

async function listedBusinesses(db: Db, ids: readonly number[]): Promise<FavoriteBusiness[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('businesses')
    .select(['id', 'name', 'category', 'district', 'address'])
    .where('status', '=', 'approved')
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/**
 * The favourites of a device, merged into the account when someone is signed in: the device's ids
 * are added to the account (listed businesses only), those it took off are removed, and the account's
 * whole list comes back for the device to keep. Without an account nothing is written.
 */
export async function syncFavorites(db: Db, userId: number | null, input: FavoritesSync): Promise<FavoritesResponse> {
  const sent = [...new Set(input.ids)];
  if (userId === null) return { ids: sent, signedIn: false, businesses: await listedBusinesses(db, sent) };
  const removed = new Set(input.removed ?? []);
  const adding = (await listedBusinesses(db, sent)).filter((b) => !removed.has(b.id));
  const ids = await db.transaction().execute(async (trx) => {
    if (removed.size > 0) {
      await trx
        .deleteFrom('favorites')
        .where('userId', '=', userId)
        .where('businessId', 'in', [...removed])
        .execute();
    }
    if (adding.length > 0) {
      await trx
        .insertInto('favorites')
        .values(adding.map((b) => ({ userId, businessId: b.id })))
        .onConflict((oc) => oc.columns(['userId', 'businessId']).doNothing())
        .execute();
    }
    const rows = await trx
      .selectFrom('favorites')
      .select('businessId')
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(FAVORITES_MAX)
      .execute();
    return rows.map((r) => r.businessId);
  });
  return { ids, signedIn: true, businesses: await listedBusinesses(db, ids) };
}
