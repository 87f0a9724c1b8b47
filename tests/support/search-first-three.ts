import { expect, it } from 'vitest';
import { listApprovedBusinesses } from '~/features/directory/businesses.server.ts';
import type { Db } from '~/lib/db/db.server.ts';

/**
 * One test per [query as typed, listing name]: the query brings that listing into the first three
 * results. Another test keeps the table from shrinking below `atLeast` queries.
 */
export function itFindsEachInTheFirstThree(queries: [string, string][], atLeast: number, db: () => Db) {
  it(`has at least ${atLeast} queries`, () => {
    expect(queries.length).toBeGreaterThanOrEqual(atLeast);
  });

  it.each(queries)('%s → %s', async (q, name) => {
    const { businesses } = await listApprovedBusinesses(db(), { q, limit: 3, offset: 0 });
    expect(businesses.map((b) => b.name)).toContain(name);
  });
}
