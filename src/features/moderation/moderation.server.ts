// The one moderation queue: everything that waits for an admin, of every kind, and one way to decide each.
// Deciding goes through the listings core's transitions (directly, or through the owning feature when the
// decision also closes that feature's own row: a change, a claim), so each writes its audit row.
import { listPendingBusinesses } from '~/features/admin/approval.server.ts';
import type { Actor } from '~/features/audit/audit.server.ts';
import { decidePost, pendingPosts } from '~/features/listing-posts/posts.server.ts';
import {
  approveListing,
  decidePhoto,
  decideReply,
  decideReview,
  rejectListing,
} from '~/features/listings/transitions.server.ts';
import {
  MODERATION_KINDS,
  type ModerationDecision,
  type ModerationKind,
  type ModerationQueue,
  type PendingContent,
  type QueueItem,
} from '~/features/moderation/messages.ts';
import { decideChange, listPendingChanges } from '~/features/owners/changes.server.ts';
import { decideClaim, listPendingClaims } from '~/features/owners/claims.server.ts';
import { pendingPhotos } from '~/features/photos/photos.server.ts';
import { pendingReplies } from '~/features/reviews/replies.server.ts';
import { listPendingReviews } from '~/features/reviews/reviews.server.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { hasRow } from '~/lib/db/row-status.server.ts';

/** Everything owners sent that waits for an admin. */
export async function pendingContent(db: Db): Promise<PendingContent> {
  return { photos: await pendingPhotos(db), replies: await pendingReplies(db) };
}

/** When each waiting photo was uploaded (the photo DTO does not carry it). */
async function photoTimes(db: Db): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('businessPhotos')
    .select(['id', 'createdAt'])
    .where('status', '=', 'pending')
    .execute();
  return new Map(rows.map((row) => [row.id, row.createdAt]));
}

/**
 * Every item waiting for an admin, of every kind, oldest first (ties by kind, then id), with how many of
 * each kind wait.
 */
export async function listModerationQueue(db: Db): Promise<ModerationQueue> {
  const [listings, changes, claims, photos, times, reviews, replies, posts] = await Promise.all([
    listPendingBusinesses(db),
    listPendingChanges(db),
    listPendingClaims(db),
    pendingPhotos(db),
    photoTimes(db),
    listPendingReviews(db),
    pendingReplies(db),
    pendingPosts(db),
  ]);
  const items: QueueItem[] = [
    ...listings.map((item) => ({
      kind: 'listing' as const,
      id: item.id,
      businessId: item.id,
      businessName: item.name,
      since: item.createdAt,
      item,
    })),
    ...changes.map((item) => ({ kind: 'change' as const, ...about(item), since: item.createdAt, item })),
    ...claims.map((item) => ({ kind: 'claim' as const, ...about(item), since: item.createdAt, item })),
    ...photos.map((item) => ({ kind: 'photo' as const, ...about(item), since: times.get(item.id) ?? '', item })),
    ...reviews.map((item) => ({ kind: 'review' as const, ...about(item), since: item.createdAt, item })),
    ...replies.map((item) => ({ kind: 'reply' as const, ...about(item), since: item.updatedAt, item })),
    ...posts.map((item) => ({ kind: 'post' as const, ...about(item), since: item.createdAt, item })),
  ];
  const rank = (kind: ModerationKind) => MODERATION_KINDS.indexOf(kind);
  items.sort((a, b) => Date.parse(a.since) - Date.parse(b.since) || rank(a.kind) - rank(b.kind) || a.id - b.id);
  const counts = Object.fromEntries(MODERATION_KINDS.map((kind) => [kind, 0])) as Record<ModerationKind, number>;
  for (const item of items) counts[item.kind] += 1;
  return { items, counts, total: items.length };
}

const about = (item: { id: number; businessId: number; businessName: string }) => ({
  id: item.id,
  businessId: item.businessId,
  businessName: item.businessName,
});

/**
 * True when the review or listing with this id waits: the core's review decision does not ask, and a
 * listing is decided here only before its first decision.
 */
const waits = (db: Db, table: 'reviews' | 'businesses', id: number) => hasRow(db, table, { id, status: 'pending' });

/**
 * An admin's decision on one waiting item of any kind. The reason of a rejection reaches the affected
 * person where the kind has one (listing, change, claim). False when no such item waits (nothing written).
 */
export async function decideModeration(
  db: Db,
  kind: ModerationKind,
  id: number,
  decision: ModerationDecision,
  actor: Actor,
): Promise<boolean> {
  switch (kind) {
    case 'listing':
      if (!(await waits(db, 'businesses', id))) return false;
      return (
        (decision.approve
          ? await approveListing(db, id, actor)
          : await rejectListing(db, id, decision.reason, actor)) !== null
      );
    case 'change':
      return (await decideChange(db, id, decision, actor)) !== null;
    case 'claim':
      return (await decideClaim(db, id, decision, actor)) !== null;
    case 'photo':
      return decidePhoto(db, id, decision.approve, actor);
    case 'review':
      if (!(await waits(db, 'reviews', id))) return false;
      return (await decideReview(db, id, decision.approve ? 'approved' : 'rejected', actor)) !== null;
    case 'reply':
      return decideReply(db, id, decision.approve, actor);
    case 'post':
      return decidePost(db, id, decision, actor);
  }
}
