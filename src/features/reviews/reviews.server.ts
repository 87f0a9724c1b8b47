import type { Actor } from '~/features/audit/audit.server.ts';
import { decideReview } from '~/features/listings/transitions.server.ts';
import type { PendingReviewDto, ReviewDto, ReviewSubmission } from '~/features/reviews/schema.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { hasRow } from '~/lib/db/row-status.server.ts';
import type { Review } from '~/lib/db/schema.ts';

// Visitor reviews: stored pending and unverified; an admin approves or rejects them, and the
// business's rating and reviewCount always follow its approved reviews.

function toDto(row: Review): ReviewDto {
  return {
    id: row.id,
    businessId: row.businessId,
    authorName: row.authorName ?? '',
    rating: row.rating,
    comment: row.comment ?? '',
    status: row.status,
    createdAt: row.createdAt,
  };
}

/**
 * The site's one review total, as a visitor can read them: the approved reviews of published listings.
 * Every page that states a total (/authority, /analytics) asks this, so they cannot disagree.
 */
export async function countPublicReviews(db: Db): Promise<number> {
  const row = await db
    .selectFrom('reviews')
    .innerJoin('businesses', 'businesses.id', 'reviews.businessId')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('reviews.status', '=', 'approved')
    .where('businesses.status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** True when the business exists and is published (only those take and show reviews). */
export function isApprovedBusiness(db: Db, businessId: number): Promise<boolean> {
  return hasRow(db, 'businesses', { id: businessId, status: 'approved' });
}

/** Stores a visitor's review as pending and unverified. */
export async function createReview(
  db: Db,
  businessId: number,
  input: ReviewSubmission,
  userId: number | null,
): Promise<ReviewDto> {
  const row = await db
    .insertInto('reviews')
    .values({
      businessId,
      userId,
      authorName: input.authorName || null,
      rating: input.rating,
      comment: input.comment,
      status: 'pending',
      isVerified: 0,
      source: input.kaynak ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toDto(row);
}

/** Approved reviews of a business, newest first. */
export async function listApprovedReviews(db: Db, businessId: number): Promise<ReviewDto[]> {
  const rows = await db
    .selectFrom('reviews')
    .selectAll()
    .where('businessId', '=', businessId)
    .where('status', '=', 'approved')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toDto);
}

/** Reviews waiting for moderation, oldest first, with the business name. */
export async function listPendingReviews(db: Db): Promise<PendingReviewDto[]> {
  const rows = await db
    .selectFrom('reviews')
    .innerJoin('businesses', 'businesses.id', 'reviews.businessId')
    .select([
      'reviews.id',
      'reviews.businessId',
      'businesses.name as businessName',
      'reviews.authorName',
      'reviews.rating',
      'reviews.comment',
      'reviews.createdAt',
    ])
    .where('reviews.status', '=', 'pending')
    .orderBy('reviews.createdAt', 'asc')
    .orderBy('reviews.id', 'asc')
    .execute();
  return rows.map((r) => ({ ...r, authorName: r.authorName ?? '', comment: r.comment ?? '' }));
}

/**
 * An admin's decision on a review, through the listings core: its status, the business's rating (average
 * of approved reviews, one decimal) and reviewCount, and the audit row, in one transaction. Null for an
 * unknown review.
 */
export async function moderateReview(
  db: Db,
  reviewId: number,
  status: 'approved' | 'rejected',
  actor: Actor,
): Promise<ReviewDto | null> {
  const row = await decideReview(db, reviewId, status, actor);
  return row && toDto(row);
}
