import type { Kysely } from 'kysely';

// A listing closed for now may say when it reopens: the day (YYYY-MM-DD, Turkey's calendar) the desk
// was told. The business page and the cards show it; the businesses table's own triggers already bump
// the counters of the pages that show a listing. Frozen in time: imports nothing from the application.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('businesses').addColumn('reopens_at', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
