import { sql } from 'kysely';
import { API_RATE_LIMIT, FORM_RATE_LIMIT, LOGIN_RATE_LIMIT } from '~/lib/constants.ts';
import { type Db, getDb, isPostgres } from '~/lib/db/db.server.ts';
import { RATE_LIMIT_VARIABLES, rateLimitSetting } from '~/lib/env.server.ts';
import { limitedNetwork } from '~/lib/http/client-ip.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { MSG } from '~/lib/messages.ts';

interface Window {
  count: number;
  resetAt: number;
}

const buckets = new Map<string, Window>();

export interface Limit {
  max: number;
  windowMs: number;
}

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

/** A limit written as `10/10m` (10 requests per 10 minutes; units s, m, h); null when it is not one. */
export function parseLimit(text: string): Limit | null {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*([smh])\s*$/.exec(text);
  if (!match) return null;
  const max = Number(match[1]);
  const windowMs = Number(match[2]) * (UNIT_MS[match[3] as string] as number);
  return max > 0 && windowMs > 0 ? { max, windowMs } : null;
}

const configured = new Map<string, { source: string; limit: Limit }>();

/** The limit an operator set for `kind` (see `parseLimit`), else `fallback`. */
function configuredLimit(kind: keyof typeof RATE_LIMIT_VARIABLES, fallback: Limit): Limit {
  const name = RATE_LIMIT_VARIABLES[kind];
  const source = rateLimitSetting(kind) ?? '';
  const known = configured.get(name);
  if (known?.source === source) return known.limit;
  const limit = source ? parseLimit(source) : fallback;
  if (!limit) throw new Error(`${name}: '${source}' is not a limit like 10/10m`);
  configured.set(name, { source, limit });
  return limit;
}

/** Per-IP limits an operator can set (many people share one address on Turkish mobile networks). */
export const RATE_LIMITS = {
  /** Public forms and lookups: RATE_LIMIT_FORMS. */
  forms: () => configuredLimit('forms', FORM_RATE_LIMIT),
  /** Login attempts: RATE_LIMIT_LOGIN. */
  login: () => configuredLimit('login', LOGIN_RATE_LIMIT),
  /** The public read API (/api/v1/): RATE_LIMIT_API. */
  api: () => configuredLimit('api', API_RATE_LIMIT),
};

/**
 * Where the processes serving the site on one machine count calls on SQLite: the first process
 * (lib/serve/processes.server.ts), so N processes allow what one allows. It is installed on a
 * well-known globalThis key, as the rebuild hook is, because the Astro bundle has its own copy of this module.
 */
export interface CallCounter {
  take: (key: string, limit: Limit, now: number) => Promise<{ count: number; resetAt: number }>;
  refund: (key: string) => Promise<void>;
}

const COUNTER_KEY = Symbol.for('adiyaman-rehberi.call-counter');
type CounterHolder = { [COUNTER_KEY]?: CallCounter };

/** Installs (or with null removes) the counter of the processes this one serves with. */
export function registerCallCounter(counter: CallCounter | null): void {
  if (counter) (globalThis as CounterHolder)[COUNTER_KEY] = counter;
  else delete (globalThis as CounterHolder)[COUNTER_KEY];
}

/** Counts this call in the memory of this process (SQLite: one process counts for all). */
export function takeInMemory(key: string, limit: Limit, now: number): { count: number; resetAt: number } {
  let bucket = buckets.get(key);
  if (!bucket || bucket.resetAt <= now) {
    bucket = { count: 0, resetAt: now + limit.windowMs };
    buckets.set(key, bucket);
    if (buckets.size > 50_000) pruneExpired(now);
  }
  bucket.count++;
  return bucket;
}

/** One call in PRUNE_EVERY also removes the expired windows of the shared table. */
const PRUNE_EVERY = 500;

/**
 * Counts this call in the database (PostgreSQL: several processes share one window per key, so N
 * processes allow what one allows). One statement: a new or expired window starts at 1, else counts on.
 */
async function takeShared(db: Db, key: string, limit: Limit, now: number): Promise<{ count: number; resetAt: number }> {
  if (Math.floor(Math.random() * PRUNE_EVERY) === 0)
    await db.deleteFrom('rateLimits').where('resetAt', '<=', now).execute();
  const row = await db
    .insertInto('rateLimits')
    .values({ key, count: 1, resetAt: now + limit.windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
        resetAt: sql`case when rate_limits.reset_at <= ${now} then excluded.reset_at else rate_limits.reset_at end`,
      }),
    )
    .returning(['count', 'resetAt'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetAt: Number(row.resetAt) };
}

/** The window a key `scope:address` counts in: an IPv6 address's is its /64 (see `limitedNetwork`). */
function windowKey(key: string): string {
  const at = key.indexOf(':');
  return at < 0 ? key : `${key.slice(0, at + 1)}${limitedNetwork(key.slice(at + 1))}`;
}

/** Fixed-window counter per key (e.g. 'register:1.2.3.0'); counts this call. */
export async function takeToken(
  name: string,
  limit: Limit,
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterS: number; remaining: number }> {
  const key = windowKey(name);
  const db = getDb();
  const counter = (globalThis as CounterHolder)[COUNTER_KEY];
  const bucket = isPostgres(db)
    ? await takeShared(db, key, limit, now)
    : counter
      ? await counter.take(key, limit, now)
      : takeInMemory(key, limit, now);
  return {
    allowed: bucket.count <= limit.max,
    retryAfterS: Math.ceil((bucket.resetAt - now) / 1000),
    remaining: Math.max(0, limit.max - bucket.count),
  };
}

function pruneExpired(now: number): void {
  for (const [key, bucket] of buckets) if (bucket.resetAt <= now) buckets.delete(key);
}

/** 429 with the Turkish message when the caller is over the limit, otherwise null. */
export async function rateLimitResponse(scope: string, ip: string, limit: Limit): Promise<Response | null> {
  const result = await takeToken(`${scope}:${ip}`, limit);
  if (result.allowed) return null;
  return jsonError(429, MSG.rateLimited, undefined, { 'Retry-After': String(result.retryAfterS) });
}

/** Gives back a call counted by `takeToken` (e.g. a login that turned out right). */
export async function refundToken(name: string): Promise<void> {
  const key = windowKey(name);
  const db = getDb();
  if (isPostgres(db)) {
    await db
      .updateTable('rateLimits')
      .set({ count: sql`count - 1` })
      .where('key', '=', key)
      .where('count', '>', 0)
      .execute();
    return;
  }
  const counter = (globalThis as CounterHolder)[COUNTER_KEY];
  if (counter) await counter.refund(key);
  else refundInMemory(key);
}

/** Gives back a call counted in the memory of this process. */
export function refundInMemory(key: string): void {
  const bucket = buckets.get(key);
  if (bucket && bucket.count > 0) bucket.count--;
}

/** Forgets every counter (tests). */
export async function resetRateLimits(): Promise<void> {
  buckets.clear();
  const db = getDb();
  if (isPostgres(db)) await db.deleteFrom('rateLimits').execute();
}
