import { type Kysely, sql } from 'kysely';

// Category icons were emoji, which render as empty boxes where no emoji font is installed; the site now
// draws SVG icons by name. Existing databases get the names of the seeded categories.
// Frozen in time: imports nothing from the application.

const ICON_BY_SLUG: Record<string, string> = {
  restoranlar: 'utensils',
  alisveris: 'shopping-bag',
  hizmetler: 'wrench',
  saglik: 'hospital',
  egitim: 'graduation-cap',
  otomotiv: 'car',
  'guzellik-bakim': 'sparkles',
  'gelinlik-dugun': 'gem',
  'kuafor-berber': 'scissors',
  oteller: 'bed',
  turizm: 'compass',
  'tarihi-yerler': 'landmark',
  'dogal-alanlar': 'mountain',
  emlak: 'house',
  finans: 'wallet',
  teknoloji: 'laptop',
  'spor-eglence': 'trophy',
};

export async function up(db: Kysely<any>): Promise<void> {
  for (const [slug, icon] of Object.entries(ICON_BY_SLUG)) {
    await db.updateTable('categories').set({ icon }).where('slug', '=', slug).execute();
  }
  // Any other category keeps no emoji: it gets no icon until an operator chooses one.
  await db
    .updateTable('categories')
    .set({ icon: null })
    .where('slug', 'not in', Object.keys(ICON_BY_SLUG))
    .where(sql<boolean>`icon is not null`)
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
