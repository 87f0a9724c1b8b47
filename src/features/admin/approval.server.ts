import { notifyApproved, notifyRejected } from '~/features/accounts/notify.server.ts';
import type { PendingBusiness } from '~/features/admin/approval.ts';
import { publishedLinks } from '~/features/directory/business-links.ts';
import { DEFAULT_REJECTION_REASON } from '~/features/submissions/options.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { requestRebuild } from '~/lib/serve/rebuild.server.ts';
import type { RebuildStatus } from '~/lib/serve/rebuild-status.ts';

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

export interface ModeratedBusiness {
  id: number;
  name: string;
  status: string;
  rejectionReason: string | null;
}

async function setStatus(
  db: Db,
  id: number,
  status: 'approved' | 'rejected',
  rejectionReason: string | null,
): Promise<ModeratedBusiness | null> {
  const row = await db
    .updateTable('businesses')
    .set({ status, rejectionReason, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .returning(['id', 'name', 'status', 'rejectionReason'])
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Publishes a business: status 'approved' (the search triggers index it, so every public list shows
 * it at once). Null for an unknown id.
 */
export async function approveBusiness(
  db: Db,
  id: number,
): Promise<{ business: ModeratedBusiness; rebuild: RebuildStatus } | null> {
  const business = await setStatus(db, id, 'approved', null);
  if (business) await notifyApproved(db, id);
  // A published business changes the static pages (lists, category counts): rebuild them.
  return business && { business, rebuild: requestRebuild(`işletme onaylandı: ${business.name}`) };
}

/** Rejects a business with a reason (the spec's default when blank) and tells its owner. Null for an unknown id. */
export async function rejectBusiness(
  db: Db,
  id: number,
  reason: string = DEFAULT_REJECTION_REASON,
): Promise<ModeratedBusiness | null> {
  const business = await setStatus(db, id, 'rejected', reason.trim() || DEFAULT_REJECTION_REASON);
  if (business) await notifyRejected(db, id, business.rejectionReason ?? DEFAULT_REJECTION_REASON);
  return business;
}
