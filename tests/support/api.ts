import type { APIContext, APIRoute } from 'astro';
import { expect } from 'vitest';
import { getDb } from '~/database.server.ts';
import { findSessionUser, sessionTokenFrom } from '~/features/identity/sessions.server.ts';
import { SESSION_COOKIE } from '~/lib/constants.ts';
import type { FormState } from '~/lib/forms/form-state.ts';
import { MSG } from '~/lib/messages.ts';

export interface CallOptions {
  method?: string;
  /** Sent as JSON unless rawBody is given. */
  body?: unknown;
  rawBody?: string | Buffer | FormData;
  /** Sent as a browser's form post (application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  params?: Record<string, string | undefined>;
  /** Request cookies, e.g. { ar_session: token }. */
  cookies?: Record<string, string>;
  /** Sent as `Authorization: Bearer`. */
  bearer?: string;
  ip?: string;
}

export interface CallResult {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever JSON the endpoint answered and asserts on it
  json: any;
  text: string;
  /** The body as sent (a PDF or an image, which `text` would mangle). */
  bytes: Buffer;
  setCookies: Record<string, { value: string; options?: unknown } | null>;
  /** Where the endpoint rewrote to (a refused form post shown again), with the state it handed over. */
  rewrittenTo?: string;
  formState?: FormState;
}

/**
 * Calls an endpoint handler the way the server would: a real Request, the session resolved
 * from cookie or Bearer token with the same functions the middleware uses.
 */
export async function callEndpoint(
  route: APIRoute | undefined,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  if (!route) throw new Error(`no handler for ${path}`);
  const url = new URL(path, 'http://127.0.0.1:4321');
  const headers = new Headers(options.headers);
  let body: BodyInit | undefined;
  if (options.form) {
    body = new URLSearchParams(options.form).toString();
    headers.set('content-type', 'application/x-www-form-urlencoded');
  } else if (options.rawBody !== undefined) body = options.rawBody as BodyInit;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  if (options.bearer) headers.set('authorization', `Bearer ${options.bearer}`);
  if (options.cookies)
    headers.set(
      'cookie',
      Object.entries(options.cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
    );
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const request = new Request(url, { method, headers, body });

  const jar = new Map(Object.entries(options.cookies ?? {}));
  const setCookies: CallResult['setCookies'] = {};
  const cookies = {
    get: (name: string) => (jar.has(name) ? { value: jar.get(name)! } : undefined),
    has: (name: string) => jar.has(name),
    set: (name: string, value: string, opts?: unknown) => {
      jar.set(name, value);
      setCookies[name] = { value, options: opts };
    },
    delete: (name: string) => {
      jar.delete(name);
      setCookies[name] = null;
    },
  };
  const token = sessionTokenFrom(request, jar.get(SESSION_COOKIE));
  const locals: App.Locals = { user: token ? await findSessionUser(getDb(), token) : null, sessionToken: token };
  let rewrittenTo: string | undefined;
  const context = {
    request,
    url,
    params: options.params ?? {},
    locals,
    cookies,
    clientAddress: options.ip ?? '127.0.0.1',
    site: new URL('http://127.0.0.1:4321'),
    isPrerendered: false,
    redirect: (location: string, status = 302) => new Response(null, { status, headers: { Location: location } }),
    // The page rendered after a rewrite answers with the state's status (src/pages/form/[name].astro).
    rewrite: async (target: Request | string) => {
      rewrittenTo = new URL(typeof target === 'string' ? target : target.url, url).pathname;
      return new Response(null, { status: locals.formState?.status ?? 200 });
    },
  } as unknown as APIContext;

  const response = await route(context);
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return {
    status: response.status,
    headers: response.headers,
    json,
    text,
    bytes,
    setCookies,
    rewrittenTo,
    formState: locals.formState,
  };
}

/**
 * Checks that a JSON endpoint refuses a body that is not JSON (plain text) with 415 and broken JSON with
 * 400, each with the house's Turkish message. `options` carries what the call needs besides (a token).
 */
export async function expectJsonOnly(route: APIRoute | undefined, path: string, options: CallOptions = {}) {
  const send = (rawBody: string, type: string) =>
    callEndpoint(route, path, { ...options, rawBody, headers: { ...options.headers, 'content-type': type } });
  const notJson = await send('a=b', 'text/plain');
  expect([notJson.status, notJson.json?.error]).toEqual([415, MSG.unsupportedMediaType]);
  const malformed = await send('{"a":', 'application/json');
  expect([malformed.status, malformed.json?.error]).toEqual([400, MSG.malformedJson]);
}
