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
