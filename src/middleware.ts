import { defineMiddleware, sequence } from 'astro:middleware';
import { getDb } from '~/database.server.ts';
import { RequestLogWriter } from '~/features/analytics/request-log.server.ts';
import { findSessionUser, sessionTokenFrom } from '~/features/identity/sessions.server.ts';
import { SESSION_COOKIE } from '~/lib/constants.ts';
import { withCounterSnapshot } from '~/lib/db/change-counter.server.ts';
import { clientIp } from '~/lib/http/client-ip.server.ts';
import { completeHeaders } from '~/lib/http/security-headers.server.ts';
import { DEFAULT_LANG, isLocalizedPath, langOfPath, stripLang } from '~/lib/i18n/langs.ts';
import { isPrefixedPageServedHere } from '~/lib/i18n/localized-pages.ts';

let requestLog: RequestLogWriter | undefined;

const securityHeaders = defineMiddleware(async (_context, next) => {
  const response = await next();
  completeHeaders(response.headers);
  return response;
});

const logRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const started = performance.now();
  // Who asks, resolved once: for the request log, and for a page that counts an address against a limit.
  let ip: string | null = null;
  try {
    ip = clientIp(context);
  } catch {
    ip = null;
  }
  context.locals.clientIp = ip;
  const response = await next();
  requestLog ??= new RequestLogWriter(getDb());
  requestLog.record({
    ip,
    method: context.request.method,
    path: context.url.pathname + context.url.search,
    statusCode: response.status,
    duration: performance.now() - started,
    referrer: context.request.headers.get('referer'),
    userAgent: context.request.headers.get('user-agent'),
    // Set by loadSession (inside this one): an owner's visits to their own listing are not counted.
    viewerId: context.locals.user?.id ?? null,
  });
  return response;
});

const loadSession = defineMiddleware(async (context, next) => {
  context.locals.user = null;
  context.locals.sessionToken = null;
  if (!context.isPrerendered) {
    const token = sessionTokenFrom(context.request, context.cookies.get(SESSION_COOKIE)?.value);
    if (token) {
      context.locals.sessionToken = token;
      context.locals.user = await findSessionUser(getDb(), token);
    }
  }
  const response = await next();
  // A page rendered for a signed-in visitor is theirs: no shared cache (nor the offline kit) keeps it.
  if (context.locals.user && !response.headers.has('cache-control')) {
    try {
      response.headers.set('Cache-Control', 'private, no-cache');
    } catch {
      // A response with immutable headers (a redirect) carries nothing to keep.
    }
  }
  return response;
});

// A page rendered for a GET reads each change counter once (change-counter.server.ts).
const oneReadingOfCounters = defineMiddleware((context, next) =>
  !context.isPrerendered && (context.request.method === 'GET' || context.request.method === 'HEAD')
    ? withCounterSnapshot(next)
    : next(),
);

// /en/… and /ku/… (lib/i18n/langs.ts): the language goes to locals.lang and the Turkish page renders it
// at the same address. Pages rendered on demand are reached by a rewrite; the pre-rendered ones are
// rendered by the /en and /ku catch-alls themselves (a rewrite cannot reach them on a server).
// Owner, desk and account pages have no versions: their prefixed address is not found.
const languageRoute = defineMiddleware((context, next) => {
  const lang = langOfPath(context.url.pathname);
  context.locals.lang = lang;
  if (lang === DEFAULT_LANG || context.isPrerendered) return next();
  const path = stripLang(context.url.pathname);
  if (!isLocalizedPath(path) || isPrefixedPageServedHere(path)) return next();
  return next(`${path}${context.url.search}`);
});

export const onRequest = sequence(securityHeaders, logRequest, loadSession, oneReadingOfCounters, languageRoute);
