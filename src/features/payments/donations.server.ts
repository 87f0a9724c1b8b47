import type Stripe from 'stripe';
import type { Donation } from '~/features/payments/donation-schema.ts';
import {
  ANONYMOUS_NAME,
  type DonationStats,
  FUNDING_GOALS,
  MONTHLY_COSTS,
  MONTHLY_GOAL_TL,
} from '~/features/payments/funding.ts';
import { idempotencyKey } from '~/features/payments/stripe-client.server.ts';
import { TOP_LIST_SIZE } from '~/lib/constants.ts';
import type { Db } from '~/lib/db/db.server.ts';

const DONATION_CURRENCY = 'try';

/** Whole lira → kuruş, the unit Stripe and the donations table use. */
export function toKurus(lira: number): number {
  return Math.round(lira * 100);
}

/** Kuruş → lira (two decimals at most). */
function toLira(kurus: number): number {
  return kurus / 100;
}

/**
 * Creates the Stripe PaymentIntent, then stores the pending donation with its id, and returns the
 * client secret. Order: Stripe first, row second. A Stripe failure therefore leaves no row at all;
 * the row is one atomic insert. Holding a database transaction open across the network call would
 * block every other query on our single SQLite connection, so we do not. If the insert failed after
 * Stripe succeeded, the intent stays unconfirmed (the client never gets its secret) and expires
 * harmlessly at Stripe.
 */
export async function createDonationPaymentIntent(
  db: Db,
  stripe: Stripe,
  donation: Donation,
): Promise<{ clientSecret: string; donationId: number }> {
  const intent = await stripe.paymentIntents.create(
    {
      amount: toKurus(donation.amount),
      currency: DONATION_CURRENCY,
      automatic_payment_methods: { enabled: true },
      description: 'Adıyaman Rehberi bağışı',
      receipt_email: donation.donorEmail.includes('@') ? donation.donorEmail : undefined,
      metadata: { kind: 'donation' },
    },
    { idempotencyKey: idempotencyKey('donation') },
  );
  if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
  const row = await db
    .insertInto('donations')
    .values({
      amountKurus: toKurus(donation.amount),
      currency: DONATION_CURRENCY,
      donorName: donation.donorName,
      donorEmail: donation.donorEmail,
      message: donation.message,
      showName: donation.showName ? 1 : 0,
      status: 'pending',
      paymentIntentId: intent.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { clientSecret: intent.client_secret, donationId: row.id };
}

/** Moves a donation to succeeded or failed by its PaymentIntent id; a succeeded one never goes back. */
export async function setDonationStatus(
  db: Db,
  paymentIntentId: string,
  status: 'succeeded' | 'failed',
): Promise<number> {
  const result = await db
    .updateTable('donations')
    .set({ status, updatedAt: new Date().toISOString() })
    .where('paymentIntentId', '=', paymentIntentId)
    .where('status', '!=', 'succeeded')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Start of the current month in Türkiye as a UTC ISO string (created_at is stored in UTC).
 * Türkiye has kept UTC+3 all year since 2016, so the offset is fixed.
 */
export function monthStartIso(now: Date): string {
  const istanbul = new Date(now.getTime() + 3 * 3_600_000);
  return new Date(Date.UTC(istanbul.getUTCFullYear(), istanbul.getUTCMonth(), 1) - 3 * 3_600_000).toISOString();
}

/**
 * Donation stats of SPEC §3 for this month, from succeeded donations only. Lira amounts.
 * Top donations carry the donor's name and message only when the donor allowed it.
 */
export async function getDonationStats(db: Db, now = new Date()): Promise<DonationStats> {
  const since = monthStartIso(now);
  const base = db.selectFrom('donations').where('status', '=', 'succeeded').where('createdAt', '>=', since);
  const totals = await base
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.coalesce(eb.fn.sum<number>('amountKurus'), eb.lit(0)).as('sum'),
    ])
    .executeTakeFirstOrThrow();
  const top = await base
    .select(['amountKurus', 'donorName', 'message', 'showName'])
    .orderBy('amountKurus', 'desc')
    .orderBy('createdAt', 'desc')
    .limit(TOP_LIST_SIZE)
    .execute();

  const count = Number(totals.count);
  const raised = toLira(Number(totals.sum));
  return {
    stats: {
      monthlyGoal: MONTHLY_GOAL_TL,
      totalRaised: raised,
      progressPercentage: Math.min(100, Math.round((raised / MONTHLY_GOAL_TL) * 100)),
      donorCount: count,
      averageDonation: count ? Math.round((raised / count) * 100) / 100 : 0,
      monthlyExpenses: { total: MONTHLY_GOAL_TL, ...MONTHLY_COSTS },
      topDonations: top.map((row) => ({
        donorName: row.showName ? row.donorName : ANONYMOUS_NAME,
        amount: toLira(row.amountKurus),
        message: row.showName ? row.message : null,
      })),
    },
    transparency: { fundingGoals: [...FUNDING_GOALS] },
  };
}
