import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '~/lib/db/db.server.ts';

/** Version name of everything listings show: approved businesses (migration 0015). */
export const LISTINGS_VERSION = 'listings';

/** Version name of what the blog shows: any write to a post but counting a view (migration 0052). */
export const POSTS_VERSION = 'posts';

type Readings = WeakMap<Db, Map<string, Promise<number>>>;
const snapshots = new AsyncLocalStorage<Readings>();

/**
 * Runs `work` (a page's render) reading each change counter once: the first read of a counter gives
 * the value every later read in `work` gets. A page reads the listings' version a dozen times over (its
 * render-cache versions, then each figure kept until businesses change); one reading is cheaper, and the
 * whole page is then made from the data of one version. Only for requests that write nothing (GET): a
 * write in `work` is not seen by the counters read before it.
 */
export function withCounterSnapshot<T>(work: () => T): T {
  return snapshots.run(new WeakMap(), work);
}

/**
 * Runs `work` (a read made of many figures kept until businesses change, such as one list) in the
 * snapshot it is called in — a page's — or, outside one, in its own: one reading of each counter.
 */
export function withinCounterSnapshot<T>(work: () => T): T {
  return snapshots.getStore() ? work() : withCounterSnapshot(work);
}

/** The readings of the snapshot `work` runs in, for one database; null outside a snapshot. */
function snapshotOf(db: Db): Map<string, Promise<number>> | null {
  const readings = snapshots.getStore();
  if (!readings) return null;
  let mine = readings.get(db);
  if (!mine) {
    mine = new Map();
    readings.set(db, mine);
  }
  return mine;
}

/** Value of a change counter (bumped by triggers on writes to what it names; migrations 0005, 0015). */
function changeCounter(db: Db, name: string): Promise<number> {
  return readChangeCounters(db, [name]).then(([value = 0]) => value);
}

/**
 * Wraps a read of figures derived from the public (approved) businesses, one per key (a count per
 * search expression), so each runs again only after they changed: one tiny counter read per call.
 * Keyed on LISTINGS_VERSION, which writes nobody sees (a pending submission) leave alone: a stream
 * of registrations does not make every search reload the vocabulary and recount its matches. At most
 * `size` keys are kept, the least recently used dropped first.
 */
export function cachedPerKeyUntilBusinessesChange<T>(
  size: number,
  load: (db: Db, key: string) => Promise<T>,
): (db: Db, key: string) => Promise<T> {
  const cache = new WeakMap<Db, { version: number; values: Map<string, Promise<T>> }>();
  return async (db, key) => {
    const version = await changeCounter(db, LISTINGS_VERSION);
    let kept = cache.get(db);
    if (!kept || kept.version !== version) {
      kept = { version, values: new Map() };
      cache.set(db, kept);
    }
    const values = kept.values;
    const hit = values.get(key);
    if (hit) {
      values.delete(key);
      values.set(key, hit);
      return hit;
    }
    const value = load(db, key);
    if (values.size >= size) values.delete(values.keys().next().value as string);
    values.set(key, value);
    value.catch(() => values.delete(key));
    return value;
  };
}

/** The same for one figure (the vocabulary, the category counts): read again only after businesses changed. */
export function cachedUntilBusinessesChange<T>(load: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const cached = cachedPerKeyUntilBusinessesChange(1, (db) => load(db));
  return (db) => cached(db, '');
}

/** Version name of one business's page: its row while approved and its approved reviews (migration 0015). */
export const businessVersion = (id: number) => `business:${id}`;

/** Reads change counters from the database, in the order asked; a counter never bumped is 0. */
async function readFromDb(db: Db, names: readonly string[]): Promise<number[]> {
  const rows = await db.selectFrom('changeCounters').select(['name', 'value']).where('name', 'in', names).execute();
  const values = new Map(rows.map((r) => [r.name, r.value]));
  return names.map((name) => values.get(name) ?? 0);
}

/**
 * Current values of change counters, in the order asked; a counter never bumped is 0. Within
 * withCounterSnapshot, the values of its first reading.
 */
export async function readChangeCounters(db: Db, names: readonly string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const snapshot = snapshotOf(db);
  if (!snapshot) return readFromDb(db, names);
  const unread = names.filter((name) => !snapshot.has(name));
  if (unread.length > 0) {
    const reading = readFromDb(db, unread);
    unread.forEach((name, i) => {
      snapshot.set(
        name,
        reading.then((values) => values[i] ?? 0),
      );
    });
    // A failed reading is not kept: the next read in the snapshot asks the database again.
    reading.catch(() => {
      for (const name of unread) snapshot.delete(name);
    });
  }
  return Promise.all(names.map((name) => snapshot.get(name) as Promise<number>));
}

/**
 * Moves the versions of what a change to a business's public content touches (its page, and the listings
 * when `listings`): for writes no trigger sees, such as an owner's reply being published.
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
