import { type Kysely, sql } from 'kysely';
import { isPostgres } from './portable.ts';

// Every entity of the product (SPEC §3) plus what payments, contact, analytics and search need.
// Frozen in time: imports nothing from the application.

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('phone', 'text')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
    .addColumn('stripe_customer_id', 'text')
    .addColumn('stripe_subscription_id', 'text')
    .addColumn('subscription_tier', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('profile_image', 'text')
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_login_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('user_sessions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('user_sessions_user_idx').on('user_sessions').column('user_id').execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('name_ku', 'text')
    .addColumn('name_en', 'text')
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('icon', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('subcategories')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_ku', 'text')
    .addColumn('name_en', 'text')
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('icon', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('subcategories_category_idx').on('subcategories').column('category_id').execute();

  await db.schema
    .createTable('businesses')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('owner_name', 'text')
    .addColumn('owner_email', 'text')
    .addColumn('owner_phone', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_ku', 'text')
    .addColumn('name_en', 'text')
    .addColumn('description', 'text')
    .addColumn('description_ku', 'text')
    .addColumn('description_en', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('category_ku', 'text')
    .addColumn('category_en', 'text')
    .addColumn('subcategory_id', 'integer', (c) => c.references('subcategories.id').onDelete('set null'))
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('website', 'text')
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('address_ku', 'text')
    .addColumn('address_en', 'text')
    .addColumn('district', 'text')
    .addColumn('latitude', 'real')
    .addColumn('longitude', 'real')
    .addColumn('working_hours', 'text')
    .addColumn('social_links', 'text')
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('rating', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subscription_tier', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('google_maps_url', 'text')
    .addColumn('google_place_id', 'text')
    .addColumn('tax_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('rejection_reason', 'text')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('web'))
    .addColumn('facebook_page', 'text')
    .addColumn('instagram_handle', 'text')
    .addColumn('tiktok_handle', 'text')
    .addColumn('youtube_channel', 'text')
    .addColumn('linkedin_page', 'text')
    .addColumn('whatsapp_number', 'text')
    .addColumn('google_ads_interest', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('facebook_ads_interest', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('instagram_ads_interest', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tiktok_ads_interest', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seo_optimization', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('social_media_management', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('content_creation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_marketing', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_service', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('online_ordering', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reservation_system', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payment_options', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('languages', 'text', (c) => c.notNull().defaultTo('["Türkçe"]'))
    .addColumn('marketing_budget', 'text')
    .addColumn('target_audience', 'text')
    .addColumn('business_goals', 'text')
    .addColumn('services', 'text')
    .addColumn('price_range', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  for (const column of ['status', 'category', 'district', 'subcategory_id', 'owner_id']) {
    await db.schema.createIndex(`businesses_${column}_idx`).on('businesses').column(column).execute();
  }
  await db.schema
    .createIndex('businesses_listing_idx')
    .on('businesses')
    .columns(['status', 'subscription_tier', 'is_featured', 'rating'])
    .execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text')
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('comment', 'text')
    .addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('helpful_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('reviews_business_idx').on('reviews').columns(['business_id', 'status']).execute();

  await db.schema
    .createTable('favorites')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('favorites_user_business_unique', ['user_id', 'business_id'])
    .execute();

  await db.schema
    .createTable('business_photos')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('caption', 'text')
    .addColumn('is_primary', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('business_photos_business_idx').on('business_photos').column('business_id').execute();

  await db.schema
    .createTable('business_inquiries')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('sms_notifications')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('type', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('provider', 'text')
    .addColumn('message_id', 'text')
    .addColumn('business_id', 'integer', (c) => c.references('businesses.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('error_message', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('sms_subscriptions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('business_id', 'integer', (c) => c.references('businesses.id').onDelete('cascade'))
    .addColumn('subscription_type', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('featured_image', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('meta_title', 'text')
    .addColumn('meta_description', 'text')
    .addColumn('target_keywords', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('related_business_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('publish_status', 'text', (c) => c.notNull().defaultTo('published'))
    .addColumn('published_at', 'text')
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reading_time', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('blog_posts_listing_idx')
    .on('blog_posts')
    .columns(['publish_status', 'category', 'published_at'])
    .execute();

  await db.schema
    .createTable('blog_post_views')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
    .addColumn('visitor_hash', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blog_post_views_pk', ['post_id', 'visitor_hash', 'day'])
    .execute();

  await db.schema
    .createTable('request_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('ip', 'text')
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('duration', 'real', (c) => c.notNull())
    .addColumn('referrer', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('country', 'text')
    .addColumn('device', 'text')
    .addColumn('browser', 'text')
    .addColumn('is_bot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('timestamp', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('request_log_timestamp_idx').on('request_log').column('timestamp').execute();

  await db.schema
    .createTable('partnership_applications')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('business_name', 'text', (c) => c.notNull())
    .addColumn('owner_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('website', 'text')
    .addColumn('partnership_type', 'text', (c) => c.notNull())
    .addColumn('years_in_business', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('employee_count', 'text')
    .addColumn('monthly_revenue', 'text')
    .addColumn('preferred_commission', 'text')
    .addColumn('marketing_budget', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('special_offers', 'text')
    .addColumn('references', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('donations')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('amount_kurus', 'integer', (c) => c.notNull().check(sql`amount_kurus > 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('try'))
    .addColumn('donor_name', 'text', (c) => c.notNull().defaultTo('Anonymous'))
    .addColumn('donor_email', 'text', (c) => c.notNull().defaultTo('anonymous'))
    .addColumn('message', 'text')
    .addColumn('show_name', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('payment_intent_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('donations_status_idx').on('donations').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('business_subscriptions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('stripe_customer_id', 'text')
    .addColumn('stripe_subscription_id', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('incomplete'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('business_subscriptions_business_idx')
    .on('business_subscriptions')
    .column('business_id')
    .execute();

  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text')
    .addColumn('label', 'text')
    .addColumn('value', 'real')
    .addColumn('path', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('analytics_events_name_idx')
    .on('analytics_events')
    .columns(['name', 'created_at'])
    .execute();

  if (isPostgres(db)) {
    // What SQLite gets from the application on every connection, as SQL functions: the Turkish folding
    // of src/lib/text.ts foldTr (Turkish lower case, accents dropped, ı → i) and SQLite's instr().
    await sql`create function fold_tr(value text) returns text language sql immutable parallel safe as $$
      select replace(regexp_replace(normalize(lower(coalesce(value, '') collate "tr-x-icu"), NFD),
        '[\u0300-\u036f]', '', 'g'), 'ı', 'i') $$`.execute(db);
    await sql`create function instr(haystack text, needle text) returns integer language sql immutable parallel safe
      as $$ select strpos(haystack, needle) $$`.execute(db);
    // The search index of PostgreSQL is made by migration 0025.
    return;
  }
  // Search index over Turkish-folded text of approved businesses only (DESIGN §5).
  // fold_tr() is registered on every connection by the application (src/lib/server/db.ts).
  await sql`create virtual table business_search using fts5(
    name, category, subcategory, district, address, description,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4'
  )`.execute(db);

  const indexRow =
    sql.raw(`insert into business_search(rowid, name, category, subcategory, district, address, description)
    select b.id, fold_tr(b.name), fold_tr(b.category), fold_tr(coalesce(s.name, '')), fold_tr(coalesce(b.district, '')),
      fold_tr(b.address), fold_tr(coalesce(b.description, ''))
    from businesses b left join subcategories s on s.id = b.subcategory_id where b.id = new.id and b.status = 'approved';`);
  await sql`create trigger businesses_search_insert after insert on businesses begin ${indexRow} end`.execute(db);
  await sql`create trigger businesses_search_update after update on businesses begin
    delete from business_search where rowid = old.id; ${indexRow} end`.execute(db);
  await sql`create trigger businesses_search_delete after delete on businesses begin
    delete from business_search where rowid = old.id; end`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
