// Owners' events, offers and news, and the operator's city events (table listing_posts): written from the
// dashboard or the desk, waiting for an admin like other owner text, shown while current. A post ends at
// `endsAt` and no job removes it: every read asks for what has not ended by the clock it is given.
import type { Actor } from '~/features/audit/audit.server.ts';
import { recordAudit } from '~/features/audit/audit.server.ts';
import { NEWS_DAYS, POST_MSG, type PostDto, type PostKind } from '~/features/listing-posts/messages.ts';
import { type CityEventInput, istanbulInstant, type PostInput } from '~/features/listing-posts/schema.ts';
import { listingEntitlements } from '~/features/payments/subscriptions.server.ts';
import type { Db } from '~/lib/db/db.server.ts';

/** Version name of the posts (migration 0055): the calendar, the offers and the sitemap are kept on it. */
export const LISTING_POSTS_VERSION = 'listingposts';

const DAY_MS = 86_400_000;

function baseQuery(db: Db) {
  return db
    .selectFrom('listingPosts as p')
    .leftJoin('businesses as b', 'b.id', 'p.businessId')
    .select([
      'p.id',
      'p.kind',
      'p.status',
      'p.businessId',
      'b.name as businessName',
      'p.title',
      'p.body',
      'p.place',
      'b.address as businessAddress',
      'p.price',
      'p.photoUrl',
      'p.link',
      'p.code',
      'p.district',
      'b.district as businessDistrict',
      'p.category',
      'b.category as businessCategory',
      'p.startsAt',
      'p.endsAt',
      'p.createdAt',
      'p.rejectionReason',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function toDto(row: Row): PostDto {
  return {
    id: row.id,
    kind: row.kind as PostKind,
    status: row.status,
    businessId: row.businessId,
    businessName: row.businessName ?? null,
    title: row.title,
    body: row.body,
    place: row.place || row.businessAddress || null,
    price: row.price,
    photoUrl: row.photoUrl,
    link: row.link,
    code: row.code,
    district: row.district || row.businessDistrict || null,
    category: row.category || row.businessCategory || null,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    createdAt: row.createdAt,
    rejectionReason: row.rejectionReason,
  };
}

/** Approved, not ended, and (for a listing's post) of a listing that is itself public. */
function live(db: Db, at: Date) {
  return baseQuery(db)
    .where('p.status', '=', 'approved')
    .where('p.endsAt', '>', at.toISOString())
    .where((eb) => eb.or([eb('p.businessId', 'is', null), eb('b.status', '=', 'approved')]));
}

/** The times of a post as typed, checked: the ISO start and end, or the field and message refusing them. */
function timesOf(
  input: PostInput,
  at: Date,
): { startsAt: string | null; endsAt: string } | { field: string; message: string } {
  const startsAt = input.startsAt ? istanbulInstant(input.startsAt) : null;
  if (input.kind === 'event' && !startsAt) return { field: 'startsAt', message: POST_MSG.startRequired };
  let endsAt = input.endsAt ? istanbulInstant(input.endsAt, true) : null;
  // An event without an end lasts until the end of its day; news stays a month; an offer must say.
  if (!endsAt && input.kind === 'event' && startsAt) endsAt = istanbulInstant(localDay(startsAt), true);
  if (!endsAt && input.kind === 'news') endsAt = new Date(at.getTime() + NEWS_DAYS * DAY_MS).toISOString();
  if (!endsAt) return { field: 'endsAt', message: POST_MSG.endRequired };
  if (startsAt && endsAt <= startsAt) return { field: 'endsAt', message: POST_MSG.endBeforeStart };
  if (endsAt <= at.toISOString()) return { field: 'endsAt', message: POST_MSG.endPassed };
  return { startsAt, endsAt };
}

/** The Istanbul date of an instant ('YYYY-MM-DD'). */
const localDay = (iso: string) => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 10);

/** How many posts of a listing count against its plan: waiting or approved, not ended. */
async function heldCount(db: Db, businessId: number, at: Date): Promise<number> {
  const row = await db
    .selectFrom('listingPosts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('businessId', '=', businessId)
    .where('status', 'in', ['pending', 'approved'])
    .where('endsAt', '>', at.toISOString())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

type PostOutcome = { ok: true; id: number } | { ok: false; status: number; field?: string; message: string };

/** An owner's post, waiting for an admin; refused past the plan's limit of live posts. */
export async function createPost(
  db: Db,
  author: { userId: number; businessId: number },
  input: PostInput,
  at: Date,
): Promise<PostOutcome> {
  const times = timesOf(input, at);
  if ('field' in times) return { ok: false, status: 400, field: times.field, message: times.message };
  const limit = (await listingEntitlements(db, author.businessId)).livePosts;
  if ((await heldCount(db, author.businessId, at)) >= limit)
    return { ok: false, status: 409, message: POST_MSG.liveLimit(limit) };
  const row = await db
    .insertInto('listingPosts')
    .values({
      businessId: author.businessId,
      authorId: author.userId,
      kind: input.kind,
      status: 'pending',
      title: input.title,
      body: input.body || null,
      place: input.kind === 'event' ? input.place || null : null,
      price: input.kind === 'event' ? input.price || null : null,
      photoUrl: input.photoUrl || null,
      link: input.link || null,
      code: input.kind === 'offer' ? input.code || null : null,
      startsAt: times.startsAt,
      endsAt: times.endsAt,
      createdAt: at.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ok: true, id: row.id };
}

/** The operator's city event (a festival, a concert): published at once, with its audit row. */
export async function createCityEvent(db: Db, input: CityEventInput, actor: Actor, at: Date): Promise<PostOutcome> {
  const times = timesOf({ ...input, kind: 'event' }, at);
  if ('field' in times) return { ok: false, status: 400, field: times.field, message: times.message };
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('listingPosts')
      .values({
        businessId: null,
        authorId: actor.id,
        kind: 'event',
        status: 'approved',
        title: input.title,
        body: input.body || null,
        place: input.place || null,
        price: input.price || null,
        photoUrl: input.photoUrl || null,
        link: input.link || null,
        district: input.district || null,
        category: input.category || null,
        startsAt: times.startsAt,
        endsAt: times.endsAt,
        createdAt: at.toISOString(),
        decidedAt: at.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: 'listingpost.create',
      targetType: 'listingpost',
      targetId: row.id,
      summary: input.title,
    });
    return { ok: true as const, id: row.id };
  });
}

/** Posts waiting for an admin, oldest first. */
export async function pendingPosts(db: Db): Promise<(PostDto & { businessId: number; businessName: string })[]> {
  const rows = await baseQuery(db).where('p.status', '=', 'pending').orderBy('p.createdAt').orderBy('p.id').execute();
  return rows.map(toDto).map((post) => ({
    ...post,
    businessId: post.businessId ?? 0,
    businessName: post.businessName ?? '',
  }));
}

/** An admin's decision on a waiting post, with its audit row; false when no such post waits. */
export async function decidePost(
  db: Db,
  id: number,
  decision: { approve: true } | { approve: false; reason: string },
  actor: Actor,
  at: Date = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const post = await trx
      .selectFrom('listingPosts')
      .select(['id', 'title', 'businessId'])
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (!post) return false;
    await trx
      .updateTable('listingPosts')
      .set({
        status: decision.approve ? 'approved' : 'rejected',
        rejectionReason: decision.approve ? null : decision.reason || null,
        decidedAt: at.toISOString(),
      })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, actor, {
      action: decision.approve ? 'listingpost.approve' : 'listingpost.reject',
      targetType: 'listingpost',
      targetId: id,
      summary: post.title,
      details: { businessId: post.businessId, ...(decision.approve ? {} : { reason: decision.reason }) },
    });
    return true;
  });
}

/** A listing's posts that are live now, events by start, then offers and news by end. */
export async function livePostsOf(db: Db, businessId: number, at: Date): Promise<PostDto[]> {
  const rows = await live(db, at).where('p.businessId', '=', businessId).orderBy('p.endsAt').execute();
  return rows.map(toDto).sort((a, b) => (a.startsAt ?? a.endsAt).localeCompare(b.startsAt ?? b.endsAt));
}

/** Every post of a listing for its owner, newest first. */
export async function ownerPostsOf(db: Db, businessId: number): Promise<PostDto[]> {
  const rows = await baseQuery(db).where('p.businessId', '=', businessId).orderBy('p.id', 'desc').limit(50).execute();
  return rows.map(toDto);
}

export interface CalendarFilter {
  district?: string;
  category?: string;
}

function filtered(posts: PostDto[], filter: CalendarFilter): PostDto[] {
  return posts.filter(
    (post) =>
      (!filter.district || post.district === filter.district) &&
      (!filter.category || post.category === filter.category),
  );
}

/** Every current and upcoming event (the city's calendar), by start. */
export async function calendarEvents(db: Db, at: Date, filter: CalendarFilter = {}): Promise<PostDto[]> {
  const rows = await live(db, at).where('p.kind', '=', 'event').orderBy('p.startsAt').orderBy('p.id').execute();
  return filtered(rows.map(toDto), filter);
}

/** Every live offer, the soonest to end first. */
export async function liveOffers(db: Db, at: Date, filter: CalendarFilter = {}): Promise<PostDto[]> {
  const rows = await live(db, at).where('p.kind', '=', 'offer').orderBy('p.endsAt').orderBy('p.id').execute();
  return filtered(rows.map(toDto), filter);
}

/** One live event (its iCalendar file), or null. */
export async function liveEvent(db: Db, id: number, at: Date): Promise<PostDto | null> {
  const row = await live(db, at).where('p.kind', '=', 'event').where('p.id', '=', id).executeTakeFirst();
  return row ? toDto(row) : null;
}

/**
 * Seconds until the next live post ends (or, for `kind`, the next of that kind), so a page kept by the
 * render cache is dropped when something on it ends; undefined when nothing will.
 */
export async function secondsUntilNextEnd(db: Db, at: Date, businessId?: number): Promise<number | undefined> {
  let query = db
    .selectFrom('listingPosts')
    .select((eb) => eb.fn.min('endsAt').as('next'))
    .where('status', '=', 'approved')
    .where('endsAt', '>', at.toISOString());
  if (businessId !== undefined) query = query.where('businessId', '=', businessId);
  const row = await query.executeTakeFirst();
  const next = row?.next ? Date.parse(String(row.next)) : Number.NaN;
  return Number.isNaN(next) ? undefined : Math.max(1, Math.ceil((next - at.getTime()) / 1000));
}

/** The filters of a calendar address (`?ilce=&kategori=`), only known values. */
export function calendarFilterOf(
  url: URL,
  districts: readonly string[],
  categories: readonly string[],
): Required<CalendarFilter> {
  const district = url.searchParams.get('ilce') ?? '';
  const category = url.searchParams.get('kategori') ?? '';
  return {
    district: districts.includes(district) ? district : '',
    category: categories.includes(category) ? category : '',
  };
}
