// How every endpoint of the public read API answers: per-address limit with the IETF draft's `RateLimit`
// and `RateLimit-Policy` headers (429 past it), CORS for GET from any origin and its preflight, and an ETag
// over the answer (304 for a client that already holds it) with a short public Cache-Control.
import { createHash } from 'node:crypto';
import type { APIContext, APIRoute } from 'astro';
import { API_MAX_AGE_S, API_MSG, RATE_LIMIT_POLICY } from '~/features/open-data/messages.ts';
import { clientIp } from '~/lib/http/client-ip.server.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { RATE_LIMITS, takeToken } from '~/lib/http/rate-limit.server.ts';
import { MSG } from '~/lib/messages.ts';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag, RateLimit, RateLimit-Policy, Retry-After',
} as const;

/** What an API handler answers: a value as JSON (200), or a refusal. */
export type ApiAnswer = { value: unknown } | { status: 400 | 404; error: string };

const etagOf = (body: string) => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === etag.replace(/^W\//, ''));
}

/** The CORS preflight: GET (and HEAD) from any origin, with If-None-Match. */
const preflight: APIRoute = () =>
  new Response(null, {
    status: 204,
    headers: {
      ...CORS,
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      'Access-Control-Allow-Headers': 'If-None-Match, Content-Type',
      'Access-Control-Max-Age': '86400',
    },
  });

/** A GET endpoint of the API and its CORS preflight. */
export function apiEndpoint(handle: (context: APIContext) => Promise<ApiAnswer>): { GET: APIRoute; OPTIONS: APIRoute } {
  const GET = endpoint({
    run: async ({ context }) => {
      const limit = RATE_LIMITS.api();
      const taken = await takeToken(`api:${clientIp(context)}`, limit);
      const headers = new Headers({
        ...CORS,
        'RateLimit-Policy': `"${RATE_LIMIT_POLICY}";q=${limit.max};w=${Math.round(limit.windowMs / 1000)}`,
        RateLimit: `"${RATE_LIMIT_POLICY}";r=${taken.remaining};t=${Math.max(0, taken.retryAfterS)}`,
      });
      if (!taken.allowed) {
        headers.set('Retry-After', String(Math.max(1, taken.retryAfterS)));
        return Response.json({ error: MSG.rateLimited }, { status: 429, headers });
      }
      const answer = await handle(context);
      if ('error' in answer) return Response.json({ error: answer.error }, { status: answer.status, headers });
      const body = JSON.stringify(answer.value);
      const etag = etagOf(body);
      headers.set('ETag', etag);
      headers.set('Cache-Control', `public, max-age=${API_MAX_AGE_S}`);
      if (matches(context.request.headers.get('if-none-match'), etag))
        return new Response(null, { status: 304, headers });
      headers.set('Content-Type', 'application/json; charset=utf-8');
      return new Response(body, { status: 200, headers });
    },
  });
  return { GET, OPTIONS: preflight };
}

/** 404 of an unknown listing. */
export const NOT_FOUND: ApiAnswer = { status: 404, error: API_MSG.notFound };
