import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestLog } from '~/lib/http/request-record.ts';
import { securityHeaders } from '~/lib/http/security-headers.server.ts';
import { MSG } from '~/lib/messages.ts';
import { isWellFormedHost } from '~/lib/origin.ts';
import { type RenderCache, serveOnDemand } from '~/lib/serve/render-cache.server.ts';
import { loadStaticFiles, type StaticFiles, sendStatic } from '~/lib/serve/static-files.server.ts';

type NodeHandler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next?: (err?: unknown) => void,
) => Promise<void> | void;

/** One build as the server uses it: Astro's request handler plus its static files, loaded in memory. */
interface LoadedBuild {
  dir: string;
  clientDir: string;
  handler: NodeHandler;
  files: StaticFiles;
}

/** Loads builds/<id>/server/entry.mjs (built with @astrojs/node in middleware mode). */
async function loadBuild(buildDir: string): Promise<LoadedBuild> {
  const dir = path.resolve(buildDir);
  const entry = pathToFileURL(path.join(dir, 'server', 'entry.mjs')).href;
  const mod = (await import(entry)) as { handler: NodeHandler };
  const clientDir = path.join(dir, 'client');
  return { dir, clientDir, handler: mod.handler, files: await loadStaticFiles(clientDir) };
}

function sendNotFound(req: http.IncomingMessage, res: http.ServerResponse, build: LoadedBuild): void {
  // API clients read JSON errors; people get the 404 page.
  if ((req.url ?? '').startsWith('/api/')) {
    res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ error: MSG.notFound }));
    return;
  }
  const page = build.files.lookup('/404.html');
  if (page) sendStatic(req, res, page, 404);
  else {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('404 Page Not Found');
  }
}

/**
 * A Host that is no host (userinfo as in `127.0.0.1:4321@x`, a path, spaces) cannot make a request URL:
 * refused with 400 before anything reads it. A request without Host (HTTP/1.0) goes on.
 */
function refuseMalformedHost(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const host = req.headers.host;
  if (host === undefined || isWellFormedHost(host)) return false;
  res.writeHead(400, { ...securityHeaders(), 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
  res.end('400 Bad Request');
  return true;
}

/** Answers a GET/HEAD for a file of the build (headers and bodies made at load); false when there is none. */
function serveStatic(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  build: LoadedBuild,
  requestLog: RequestLog | undefined,
): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const urlPath = query === -1 ? url : url.slice(0, query);
  if (urlPath.startsWith('/api/')) return false;
  const file = build.files.lookup(urlPath);
  if (!file) return false;
  sendStatic(req, res, file);
  // Page views only; the writer batches rows and stores them once a second in one transaction.
  if (requestLog && file.type.startsWith('text/html')) {
    requestLog.record({
      ip: req.socket.remoteAddress ?? null,
      method: req.method,
      path: url,
      statusCode: 200,
      duration: 0,
      referrer: req.headers.referer ?? null,
      userAgent: req.headers['user-agent'] ?? null,
    });
  }
  return true;
}

interface SiteServerOptions {
  /** The build every request is served with. */
  build: LoadedBuild;
  requestLog?: RequestLog;
  /** Kept renders of public pages; pages rendered on demand are compressed with or without it. */
  renderCache?: RenderCache | undefined;
}

/**
 * The site's HTTP server: static files of the build from memory (pre-compressed),
 * everything else through Astro's handler, unknown routes to the 404 page.
 */
function createSiteServer({ build, requestLog, renderCache }: SiteServerOptions): http.Server {
  // Pages answered here are logged here; Astro's middleware logs the pages it renders.
  const logPageView = (req: http.IncomingMessage, started: number) =>
    requestLog?.record({
      ip: req.socket.remoteAddress ?? null,
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      statusCode: 200,
      duration: performance.now() - started,
      referrer: req.headers.referer ?? null,
      userAgent: req.headers['user-agent'] ?? null,
    });
  return http.createServer((req, res) => {
    if (refuseMalformedHost(req, res)) return;
    if (serveStatic(req, res, build, requestLog)) return;
    for (const [name, value] of Object.entries(securityHeaders())) res.setHeader(name, value);
    const started = performance.now();
    void serveOnDemand(renderCache ?? null, req, res, () => {
      void build.handler(req, res, () => sendNotFound(req, res, build));
    }).then((fromCache) => fromCache && logPageView(req, started));
  });
}

/** Starts listening; resolves with the URL, rejects with a readable message when the port is taken. */
export function listen(server: http.Server, host: string, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} on ${host} is already in use (set PORT to another one).`
            : error.message,
        ),
      );
    });
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve(`http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`);
    });
  });
}

export interface Site {
  server: http.Server;
  /** The build the server serves. */
  build: LoadedBuild;
}

/**
 * Loads one build and creates the site server over it (not listening yet). A serving process serves one
 * build all its life: a new build is served by new processes (processes.server.ts).
 */
export async function createSite(dir: string, requestLog?: RequestLog, renderCache?: RenderCache): Promise<Site> {
  const build = await loadBuild(dir);
  return { server: createSiteServer({ build, requestLog, renderCache }), build };
}

/**
 * The function that retires a serving process's server once processes of a newer build have taken over.
 * The server takes no new connection; a request on a connection a client keeps open is answered with
 * `Connection: close`, and an idle one ends at its keep-alive timeout as always. (net.Server's close, not
 * http.Server's: that one also closes the idle connections at once, and a client that sent on one at that
 * moment got a reset.) Once no connection is left, the process stays a moment, so that a connection the
 * first process handed over before it heard of the close is handed back to a new process, and `end` is called.
 */
export function retirement(server: http.Server, end: () => void): () => void {
  let retiring = false;
  server.prependListener('request', (_req, res) => {
    if (retiring) res.shouldKeepAlive = false;
  });
  return () => {
    retiring = true;
    net.Server.prototype.close.call(server, () => setTimeout(end, 2_000));
    setTimeout(() => server.closeAllConnections(), server.keepAliveTimeout + 5_000).unref();
  };
}
