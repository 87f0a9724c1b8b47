import { sql } from 'kysely';
import type { ListingNews, NextStep } from '~/features/accounts/news.ts';
import { listingStats } from '~/features/listing-stats/stats.server.ts';
import { listingPlan } from '~/features/payments/owner-plan.server.ts';
import type { Db } from '~/lib/db/db.server.ts';

// What is new about each of an owner's listings, for the dashboard: unread messages, changes waiting for
// the desk, the last 30 days' views and taps against the 30 before, the plan, and what to do next.

/** Subscription states in which the plan is running (Stripe's). */
const PAID_STATUSES = ['active', 'trialing', 'past_due'];

const count = sql<number>`count(*)`.as('n');

async function countOf(query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) {
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** The news of one listing (its owner's dashboard line). */
export async function listingNews(
  db: Db,
  listing: { id: number; subscriptionTier: string },
  now = new Date(),
): Promise<ListingNews> {
  const id = listing.id;
  const [newMessages, pendingChanges, photos, unanswered, hours, stats, plan] = await Promise.all([
    countOf(db.selectFrom('businessInquiries').select(count).where('businessId', '=', id).where('status', '=', 'new')),
    countOf(
      db.selectFrom('businessChanges').select(count).where('businessId', '=', id).where('status', '=', 'pending'),
    ),
    countOf(
      db.selectFrom('businessPhotos').select(count).where('businessId', '=', id).where('status', '!=', 'rejected'),
    ),
    countOf(
      db
        .selectFrom('reviews')
        .leftJoin('reviewReplies', 'reviewReplies.reviewId', 'reviews.id')
        .select(count)
        .where('reviews.businessId', '=', id)
        .where('reviews.status', '=', 'approved')
        .where('reviewReplies.id', 'is', null),
    ),
    db.selectFrom('businesses').select(['workingHours', 'workingHoursText']).where('id', '=', id).executeTakeFirst(),
    listingStats(db, id, now),
    listingPlan(db, id),
  ]);
  const views = stats.find((s) => s.kind === 'view') ?? { total: 0, previous: 0 };
  const taps = stats.filter((s) => s.kind !== 'view' && s.kind !== 'message');
  const next: NextStep[] = [];
  if (photos === 0) next.push('photos');
  if (!hours?.workingHours && !hours?.workingHoursText) next.push('hours');
  if (unanswered > 0) next.push('review');
  return {
    newMessages,
    pendingChanges,
    views: { total: views.total, previous: views.previous },
    taps: {
      total: taps.reduce((sum, s) => sum + s.total, 0),
      previous: taps.reduce((sum, s) => sum + s.previous, 0),
    },
    plan: plan && PAID_STATUSES.includes(plan.status) ? { name: plan.planName, renews: plan.currentPeriodEnd } : null,
    tier: listing.subscriptionTier,
    next,
  };
}
