import type { PendingBusiness } from '~/features/admin/approval.ts';
import type { Actor } from '~/features/audit/audit.server.ts';
import { publishedLinks } from '~/features/directory/business-links.ts';
import { approveListing, type ModeratedListing } from '~/features/listings/transitions.server.ts';
import type { Db } from '~/lib/db/db.server.ts';

/** Pending businesses, oldest first, with owner name and verified flag (SPEC §3). */
export async function listPendingBusinesses(db: Db): Promise<PendingBusiness[]> {
  const rows = await db
    .selectFrom('businesses')
    .select([
      'id',
      'name',
      'description',
      'category',
      'district',
      'address',
      'phone',
      'email',
      'website',
      'googleMapsUrl',
      'latitude',
      'longitude',
      'facebookPage',
      'instagramHandle',
      'tiktokHandle',
      'youtubeChannel',
      'linkedinPage',
      'ownerName',
      'ownerEmail',
      'ownerPhone',
      'isVerified',
      'source',
      'createdAt',
    ])
    .where('status', '=', 'pending')
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(({ isVerified, ...row }) => {
    // The link columns become the links the page will publish; the web site is shown as typed too.
    const {
      googleMapsUrl,
      latitude,
      longitude,
      facebookPage,
      instagramHandle,
      tiktokHandle,
      youtubeChannel,
      linkedinPage,
      ...shown
    } = row;
    return { ...shown, links: publishedLinks(row), verified: isVerified === 1 };
  });
}

/**
 * Publishes a business through the listings core (row, audit row, the owner's mail); the pages showing
 * lists and counts follow the listings' version by themselves. Null for an unknown id.
 */
export async function approveBusiness(
  db: Db,
  id: number,
  actor: Actor,
): Promise<{ business: ModeratedListing } | null> {
  const business = await approveListing(db, id, actor);
  return business && { business };
}
