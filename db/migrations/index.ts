import type { Migration } from 'kysely/migration';

// Every migration runs on SQLite and on PostgreSQL (DATABASE_URL). A new one stays portable when it:
// - uses the schema builder (`db.schema.createTable/alterTable/createIndex`) with the types 'text', 'integer'
//   and 'real', ids as `.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())`, booleans as
//   integers 0/1, JSON as text, timestamps as ISO text with the history's default
//   `sql\`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))\`` (portable.ts rewrites all of these for PostgreSQL);
// - writes rows with the query builder, `onConflict(...)` instead of `insert or ignore`/`replace`;
// - puts raw SQL only one engine understands (triggers, virtual tables, SQLite functions) behind
//   `if (isPostgres(db))` from './portable.ts' with the PostgreSQL form (plpgsql trigger functions) beside it;
// - adds no FTS table (search goes through src/lib/db/search-index.server.ts).
// The integration suite runs every migration on both engines (TEST_ENGINE=postgres for the second).
import * as m0001 from './0001_initial.ts';
import * as m0003 from './0003_business_search_rank.ts';
import * as m0004 from './0004_working_hours_text.ts';
import * as m0005 from './0005_search_listing_index.ts';
import * as m0008 from './0008_authority_builder.ts';
import * as m0009 from './0009_category_icon_names.ts';
import * as m0015 from './0015_render_versions.ts';
import * as m0020 from './0020_demo_rows.ts';
import * as m0021 from './0021_subscription_payment_intent.ts';
import * as m0025 from './0025_search_terms.ts';
import * as m0030 from './0030_mail_outbox.ts';
import * as m0031 from './0031_owner_accounts.ts';
import * as m0035 from './0035_operator_desk.ts';
import * as m0036 from './0036_owner_claims.ts';
import * as m0037 from './0037_listing_changes.ts';
import * as m0038 from './0038_subscription_periods.ts';
import * as m0039 from './0039_open_now_closures.ts';
import * as m0045 from './0045_business_photos.ts';
import * as m0046 from './0046_review_replies.ts';
import * as m0047 from './0047_listing_stats.ts';
import * as m0050 from './0050_shared_state.ts';
import * as m0051 from './0051_listing_view_visitors.ts';
import * as m0052 from './0052_page_versions.ts';
import * as m0053 from './0053_drop_stale_pages.ts';
import * as m0054 from './0054_osm_import.ts';
import * as m0055 from './0055_listing_posts.ts';
import * as m0056 from './0056_pharmacies_nemrut.ts';
import * as m0057 from './0057_post_translations.ts';
import * as m0058 from './0058_report_resolution.ts';
import * as m0059 from './0059_closure_reopening.ts';

/** All migrations in order; imported statically so the server bundle, scripts and tests share them. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0003_business_search_rank': m0003,
  '0004_working_hours_text': m0004,
  '0005_search_listing_index': m0005,
  '0008_authority_builder': m0008,
  '0009_category_icon_names': m0009,
  '0015_render_versions': m0015,
  '0020_demo_rows': m0020,
  '0021_subscription_payment_intent': m0021,
  '0025_search_terms': m0025,
  '0030_mail_outbox': m0030,
  '0031_owner_accounts': m0031,
  '0035_operator_desk': m0035,
  '0036_owner_claims': m0036,
  '0037_listing_changes': m0037,
  '0038_subscription_periods': m0038,
  '0039_open_now_closures': m0039,
  '0045_business_photos': m0045,
  '0046_review_replies': m0046,
  '0047_listing_stats': m0047,
  '0050_shared_state': m0050,
  '0051_listing_view_visitors': m0051,
  '0052_page_versions': m0052,
  '0053_drop_stale_pages': m0053,
  '0054_osm_import': m0054,
  '0055_listing_posts': m0055,
  '0056_pharmacies_nemrut': m0056,
  '0057_post_translations': m0057,
  '0058_report_resolution': m0058,
  '0059_closure_reopening': m0059,
};
