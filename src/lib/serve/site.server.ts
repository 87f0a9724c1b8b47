import http from 'node:http';
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
interface ActiveBuild {
  dir: string;
  clientDir: string;
  handler: NodeHandler;
  files: StaticFiles;
}

/** Loads builds/<id>/server/entry.mjs (built with @astrojs/node in middleware mode). */
async function loadBuild(buildDir: string): Promise<ActiveBuild> {
  const dir = path.resolve(buildDir);
  const entry = pathToFileURL(path.join(dir, 'server', 'entry.mjs')).href;
  const mod = (await import(entry)) as { handler: NodeHandler };
  const clientDir = path.join(dir, 'client');
  return { dir, clientDir, handler: mod.handler, files: await loadStaticFiles(clientDir) };
}

function sendNotFound(req: http.IncomingMessage, res: http.ServerResponse, build: ActiveBuild): void {
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
  build: ActiveBuild,
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
  /** The build to serve this request with; read per request so a rebuild can swap it. */
  getBuild: () => ActiveBuild;
  requestLog?: RequestLog;
  /** Kept renders of public pages; pages rendered on demand are compressed with or without it. */
  renderCache?: RenderCache | undefined;
}

/**
 * The site's HTTP server: static files of the active build from memory (pre-compressed),
 * everything else through Astro's handler, unknown routes to the 404 page.
 */
function createSiteServer({ getBuild, requestLog, renderCache }: SiteServerOptions): http.Server {
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
    const build = getBuild();
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

export interface SwitchableSite {
  server: http.Server;
  /** The build requests are served with right now. */
  active: () => ActiveBuild;
  /** Loads another build and only then makes it active; a build that fails to load changes nothing. */
  switchTo: (dir: string) => Promise<void>;
}

/**
 * The site server over a build that can be replaced while it serves (rebuild on publish, DESIGN §4):
 * each request takes the build that is active when it arrives and finishes on it.
 */
export async function createSwitchableSite(
  dir: string,
  requestLog?: RequestLog,
  renderCache?: RenderCache,
): Promise<SwitchableSite> {
  let active = await loadBuild(dir);
  const server = createSiteServer({ getBuild: () => active, requestLog, renderCache });
  return {
    server,
    active: () => active,
    switchTo: async (next) => {
      active = await loadBuild(next);
      renderCache?.clear();
    },
  };
}
