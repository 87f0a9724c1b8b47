import { defineMiddleware, sequence } from 'astro:middleware';
import { getDb } from '~/database.server.ts';
import { RequestLogWriter } from '~/features/analytics/request-log.server.ts';
import { findSessionUser, sessionTokenFrom } from '~/features/identity/sessions.server.ts';
import { SESSION_COOKIE } from '~/lib/constants.ts';
import { withCounterSnapshot } from '~/lib/db/change-counter.server.ts';
import { clientIp } from '~/lib/http/client-ip.server.ts';
import { completeHeaders } from '~/lib/http/security-headers.server.ts';

let requestLog: RequestLogWriter | undefined;

const securityHeaders = defineMiddleware(async (_context, next) => {
  const response = await next();
  completeHeaders(response.headers);
  return response;
});

const logRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const started = performance.now();
  const response = await next();
  let ip: string | null = null;
  try {
    ip = clientIp(context);
  } catch {
    ip = null;
  }
  requestLog ??= new RequestLogWriter(getDb());
  requestLog.record({
    ip,
    method: context.request.method,
    path: context.url.pathname + context.url.search,
    statusCode: response.status,
    duration: performance.now() - started,
    referrer: context.request.headers.get('referer'),
    userAgent: context.request.headers.get('user-agent'),
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
  return next();
});

// A page rendered for a GET reads each change counter once (change-counter.server.ts).
const oneReadingOfCounters = defineMiddleware((context, next) =>
  !context.isPrerendered && (context.request.method === 'GET' || context.request.method === 'HEAD')
    ? withCounterSnapshot(next)
    : next(),
);

export const onRequest = sequence(securityHeaders, logRequest, loadSession, oneReadingOfCounters);
