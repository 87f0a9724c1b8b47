import { FORM_RATE_LIMIT, LOGIN_RATE_LIMIT } from '~/lib/constants.ts';
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

/** The limit set in the environment variable `name` (see `parseLimit`), else `fallback`. */
function configuredLimit(name: string, fallback: Limit): Limit {
  const source = process.env[name] ?? '';
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
  forms: () => configuredLimit('RATE_LIMIT_FORMS', FORM_RATE_LIMIT),
  /** Login attempts: RATE_LIMIT_LOGIN. */
  login: () => configuredLimit('RATE_LIMIT_LOGIN', LOGIN_RATE_LIMIT),
};

/** Fixed-window counter per key (e.g. 'register:1.2.3.0'); counts this call. */
export function takeToken(key: string, limit: Limit, now = Date.now()): { allowed: boolean; retryAfterS: number } {
  let bucket = buckets.get(key);
  if (!bucket || bucket.resetAt <= now) {
    bucket = { count: 0, resetAt: now + limit.windowMs };
    buckets.set(key, bucket);
    if (buckets.size > 50_000) pruneExpired(now);
  }
  bucket.count++;
  return { allowed: bucket.count <= limit.max, retryAfterS: Math.ceil((bucket.resetAt - now) / 1000) };
}

function pruneExpired(now: number): void {
  for (const [key, bucket] of buckets) if (bucket.resetAt <= now) buckets.delete(key);
}

/** 429 with the Turkish message when the caller is over the limit, otherwise null. */
export function rateLimitResponse(scope: string, ip: string, limit: Limit): Response | null {
  const result = takeToken(`${scope}:${ip}`, limit);
  if (result.allowed) return null;
  return jsonError(429, MSG.rateLimited, undefined, { 'Retry-After': String(result.retryAfterS) });
}

/** Gives back a call counted by `takeToken` (e.g. a login that turned out right). */
export function refundToken(key: string): void {
  const bucket = buckets.get(key);
  if (bucket && bucket.count > 0) bucket.count--;
}

/** Forgets every counter (tests). */
export function resetRateLimits(): void {
  buckets.clear();
}
