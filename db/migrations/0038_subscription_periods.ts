import type { Kysely } from 'kysely';

// A subscription keeps the end of its current period (the renewal date the owner's dashboard shows)
// and the time of the Stripe event its status came from: an older event delivered late changes nothing.
// Frozen in time: imports nothing from the application.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('business_subscriptions').addColumn('current_period_end', 'text').execute();
  await db.schema.alterTable('business_subscriptions').addColumn('status_at', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
