import type { Kysely } from 'kysely';

// A blog post's English and Kurmanji versions (its title and its sanitized HTML), written by the operator
// on the desk; the /en and /ku pages show them, the Turkish text where one is missing. The posts'
// change counter (0015) already follows every update of the table. Frozen in time: imports nothing
// from the application.

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['title_en', 'title_ku', 'content_en', 'content_ku']) {
    await db.schema.alterTable('blog_posts').addColumn(column, 'text').execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
