// Owners' public replies to reviews: one per review, published once an admin approves the text; an edit
// waits beside the published text until it is approved in turn. An admin's own reply is published at once.
import type { ListingActor } from '~/features/accounts/listing-guard.server.ts';
import { type PendingReply, type PublicReply, REPLY_MSG } from '~/features/reviews/reply-messages.ts';
import { bumpBusinessVersions } from '~/lib/db/change-counter.server.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { hasRow } from '~/lib/db/row-status.server.ts';

/** Saves the reply to a published review of the actor's listing; the status it took. */
export async function saveReply(
  db: Db,
  actor: ListingActor,
  reviewId: number,
  body: string,
): Promise<{ ok: true; published: boolean } | { ok: false; status: 404; message: string }> {
  const businessId = actor.business.id;
  if (!(await hasRow(db, 'reviews', { id: reviewId, businessId, status: 'approved' })))
    return { ok: false, status: 404, message: REPLY_MSG.reviewNotFound };
  const now = new Date().toISOString();
  const text = actor.isAdmin ? { body, publishedAt: now, pendingBody: null } : { pendingBody: body };
  await db
    .insertInto('reviewReplies')
    .values({ reviewId, businessId, userId: actor.user.id, createdAt: now, updatedAt: now, ...text })
    .onConflict((oc) => oc.column('reviewId').doUpdateSet({ ...text, userId: actor.user.id, updatedAt: now }))
    .execute();
  if (actor.isAdmin) await bumpBusinessVersions(db, businessId);
  return { ok: true, published: actor.isAdmin };
}

/** The published replies of a business's reviews, by review id. */
export async function publishedReplies(db: Db, businessId: number): Promise<Map<number, PublicReply>> {
  const rows = await db
    .selectFrom('reviewReplies')
    .select(['reviewId', 'body', 'publishedAt'])
    .where('businessId', '=', businessId)
    .where('body', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [r.reviewId, { body: r.body ?? '', publishedAt: r.publishedAt ?? '' }]));
}

/** The approved reviews of a listing with their reply, for its owner. */
export async function reviewsWithReplies(db: Db, businessId: number) {
  return db
    .selectFrom('reviews')
    .leftJoin('reviewReplies', 'reviewReplies.reviewId', 'reviews.id')
    .select([
      'reviews.id',
      'reviews.authorName',
      'reviews.rating',
      'reviews.comment',
      'reviews.createdAt',
      'reviewReplies.body',
      'reviewReplies.pendingBody',
      'reviewReplies.publishedAt',
    ])
    .where('reviews.businessId', '=', businessId)
    .where('reviews.status', '=', 'approved')
    .orderBy('reviews.createdAt', 'desc')
    .execute();
}

/** Reply texts waiting for moderation, oldest first. */
export async function pendingReplies(db: Db): Promise<PendingReply[]> {
  const rows = await db
    .selectFrom('reviewReplies')
    .innerJoin('businesses', 'businesses.id', 'reviewReplies.businessId')
    .innerJoin('reviews', 'reviews.id', 'reviewReplies.reviewId')
    .select([
      'reviewReplies.id',
      'reviewReplies.businessId',
      'businesses.name as businessName',
      'reviews.comment as reviewComment',
      'reviewReplies.pendingBody',
      'reviewReplies.updatedAt',
    ])
    .where('reviewReplies.pendingBody', 'is not', null)
    .orderBy('reviewReplies.updatedAt')
    .execute();
  return rows.map(({ pendingBody, ...row }) => ({ ...row, body: pendingBody ?? '' }));
}
