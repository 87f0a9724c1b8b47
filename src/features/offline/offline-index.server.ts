// The offline search index: every approved listing's name, category, district and phone, small enough
// for a phone to keep (no description, no address, nothing of an owner).
import type { OfflineListing } from '~/features/offline/messages.ts';
import type { Db } from '~/lib/db/db.server.ts';

export interface OfflineIndex {
  generatedAt: string;
  listings: OfflineListing[];
}

/** The index of the approved listings, by name. */
export async function buildOfflineIndex(db: Db, now: Date): Promise<OfflineIndex> {
  const rows = await db
    .selectFrom('businesses')
    .select(['id', 'name', 'category', 'district', 'phone'])
    .where('status', '=', 'approved')
    .orderBy('nameOrder')
    .execute();
  return {
    generatedAt: now.toISOString(),
    listings: rows.map((r) => [r.id, r.name, r.category, r.district ?? '', r.phone ?? ''] satisfies OfflineListing),
  };
}
