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
