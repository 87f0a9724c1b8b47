import { HONEYPOT_FIELD, JSON_BODY_LIMIT, SESSION_COOKIE } from '~/lib/constants.ts';
import { readBodyBytes } from '~/lib/http/body.server.ts';
import { MSG } from '~/lib/messages.ts';
import { z } from '~/lib/zod.ts';

export interface ApiIssue {
  path: string;
  message: string;
}

/** JSON error body of every endpoint: `{ error, issues? }` (DESIGN §6). */
export function jsonError(status: number, error: string, issues?: ApiIssue[], headers?: HeadersInit): Response {
  return Response.json(issues ? { error, issues } : { error }, { status, headers });
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

export type Checked<T> = { ok: true; data: T } | { ok: false; error: string; issues: ApiIssue[] };

/**
 * Checks a value with a shared schema; on failure its Turkish messages, the first as `error`. Typed on
 * zod's core type and parsed with the functional safeParse, so zod/mini schemas (ours) and classic ones
 * are accepted alike.
 */
export function checkSchema<S extends z.core.$ZodType>(schema: S, value: unknown): Checked<z.infer<S>> {
  const result = z.safeParse(schema, value);
  if (result.success) return { ok: true, data: result.data };
  const issues = result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  return { ok: false, error: issues[0]?.message ?? MSG.badRequest, issues };
}

/** Validates a value with a shared schema; on failure a 400 carrying the schema's Turkish messages. */
export function validate<S extends z.core.$ZodType>(schema: S, value: unknown): Parsed<z.infer<S>> {
  const checked = checkSchema(schema, value);
  return checked.ok ? checked : { ok: false, response: jsonError(400, checked.error, checked.issues) };
}

export type JsonBody = { ok: true; body: unknown } | { ok: false; status: 400 | 413 | 415; error: string };

/** Reads a JSON body (bounded, see `readBodyBytes`): 415 for another content type, 413 past the limit, 400 when malformed. */
export async function readJsonBody(request: Request, limit = JSON_BODY_LIMIT): Promise<JsonBody> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    return { ok: false, status: 415, error: MSG.unsupportedMediaType };
  }
  const read = await readBodyBytes(request, limit);
  if (!read.ok) return { ...read, error: read.status === 413 ? MSG.payloadTooLarge : MSG.badRequest };
  try {
    return { ok: true, body: JSON.parse(new TextDecoder().decode(read.bytes)) };
  } catch {
    return { ok: false, status: 400, error: MSG.malformedJson };
  }
}

/** Reads a JSON body and validates it (see `readJsonBody`; 400 for values the schema rejects). */
export async function readJson<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
  limit = JSON_BODY_LIMIT,
): Promise<Parsed<z.infer<S>>> {
  const read = await readJsonBody(request, limit);
  return read.ok ? validate(schema, read.body) : { ok: false, response: jsonError(read.status, read.error) };
}

/** Query parameters as a plain object (first value of each key). */
export function queryObject(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams.entries());
}

/** True when the hidden honeypot field of a public form was filled in (a bot). */
export function honeypotFilled(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * For endpoints that act on the session cookie: the request must come from this site.
 * Astro's checkOrigin covers form posts only, so JSON calls are checked here too.
 */
export function isSameOrigin(request: Request, url: URL): boolean {
  const origin = request.headers.get('origin');
  if (origin) return origin === url.origin;
  const fetchSite = request.headers.get('sec-fetch-site');
  return !fetchSite || fetchSite === 'same-origin' || fetchSite === 'none';
}

/** Whether a request carries the session cookie (a browser sends it by itself, also to a cross-site post). */
function carriesSessionCookie(request: Request): boolean {
  return (request.headers.get('cookie') ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/**
 * The one Origin check of everything that acts on a session: a state change sent with the session cookie
 * must come from this site, whatever else the request carries (a Bearer or any other Authorization header
 * does not spare it, since a browser sends the cookie by itself). Only a request without the cookie, a
 * script's Bearer call, is exempt. The 403 to answer, or null.
 */
export function crossSiteRefusal(context: { request: Request; url: URL }): Response | null {
  const changesState = !['GET', 'HEAD', 'OPTIONS'].includes(context.request.method);
  if (!changesState || !carriesSessionCookie(context.request)) return null;
  return isSameOrigin(context.request, context.url) ? null : jsonError(403, MSG.crossOrigin);
}
