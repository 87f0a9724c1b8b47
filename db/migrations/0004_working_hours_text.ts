import type { Kysely } from 'kysely';

// The registration form takes working hours as free text ('Hafta içi 09:00-18:00'), which does not
// fit the per-weekday JSON of working_hours; it is kept beside it for the reviewer and the page.
// Frozen in time: imports nothing from the application.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('businesses').addColumn('working_hours_text', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
