import type { Kysely } from 'kysely';

// The PaymentIntent of a subscription's first invoice: /business-management shows 'Payment Successful' only
// for a payment the server knows (the one Stripe returns with), never for a bare ?success=true.
// Frozen in time: imports nothing from the application.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('business_subscriptions').addColumn('payment_intent_id', 'text').execute();
  await db.schema
    .createIndex('business_subscriptions_payment_intent_idx')
    .on('business_subscriptions')
    .column('payment_intent_id')
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
