import type { Db } from '~/lib/db/db.server.ts';

/** Value of a change counter (bumped by triggers on every write to its table; migration 0005). */
async function changeCounter(db: Db, name: 'businesses'): Promise<number> {
  const row = await db.selectFrom('changeCounters').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value ?? 0;
}

/**
 * Wraps a read of business-derived figures so it runs again only after businesses changed: one
 * tiny counter read per call instead of counting every approved business for every page view.
 */
export function cachedUntilBusinessesChange<T>(load: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const cache = new WeakMap<Db, { version: number; value: Promise<T> }>();
  return async (db) => {
    const version = await changeCounter(db, 'businesses');
    const hit = cache.get(db);
    if (hit && hit.version === version) return hit.value;
    const value = load(db);
    cache.set(db, { version, value });
    value.catch(() => cache.delete(db));
    return value;
  };
}

/** Version name of everything listings show: approved businesses (migration 0015). */
export const LISTINGS_VERSION = 'listings';

/** Version name of one business's page: its row while approved and its approved reviews (migration 0015). */
export const businessVersion = (id: number) => `business:${id}`;

/** Current values of change counters, in the order asked; a counter never bumped is 0. */
export async function readChangeCounters(db: Db, names: readonly string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const rows = await db.selectFrom('changeCounters').select(['name', 'value']).where('name', 'in', names).execute();
  const values = new Map(rows.map((r) => [r.name, r.value]));
  return names.map((name) => values.get(name) ?? 0);
}

/**
 * Moves the versions of what a change to a business's public content touches (its page, and the listings
 * when `listings`): for writes no trigger sees, such as a photo or an owner's reply being published.
 */
export async function bumpBusinessVersions(db: Db, businessId: number, listings = false): Promise<void> {
  const names = [businessVersion(businessId), ...(listings ? [LISTINGS_VERSION] : [])];
  for (const name of names) {
    await db
      .insertInto('changeCounters')
      .values({ name, value: 1 })
      .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ value: eb('changeCounters.value', '+', 1) })))
      .execute();
  }
}
