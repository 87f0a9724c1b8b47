import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { RequestLogWriter } from '~/features/analytics/request-log.server.ts';
import { SECURITY_HEADERS } from '~/lib/http/security-headers.server.ts';
import { MSG } from '~/lib/messages.ts';
import { type RenderCache, serveOnDemand } from '~/lib/serve/render-cache.server.ts';

type NodeHandler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next?: (err?: unknown) => void,
) => Promise<void> | void;

interface CachedFile {
  body: Buffer;
  type: string;
  cacheControl: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** One build as the server uses it: Astro's request handler plus its static files, cached in memory. */
interface ActiveBuild {
  dir: string;
  clientDir: string;
  handler: NodeHandler;
  files: Map<string, CachedFile>;
}

/** Loads builds/<id>/server/entry.mjs (built with @astrojs/node in middleware mode). */
async function loadBuild(buildDir: string): Promise<ActiveBuild> {
  const dir = path.resolve(buildDir);
  const entry = pathToFileURL(path.join(dir, 'server', 'entry.mjs')).href;
  const mod = (await import(entry)) as { handler: NodeHandler };
  return { dir, clientDir: path.join(dir, 'client'), handler: mod.handler, files: new Map() };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;
const MAX_CACHED_BYTES = 5 * 1024 * 1024;

function cacheControlFor(urlPath: string, type: string): string {
  if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (type.startsWith('text/html')) return 'no-cache';
  return 'public, max-age=3600';
}

/** Finds the static file for a URL path inside the client folder (file, or folder/index.html). */
function findStaticFile(build: ActiveBuild, urlPath: string): CachedFile | null {
  const hit = build.files.get(urlPath);
  if (hit) return hit;
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const resolved = path.resolve(build.clientDir, `.${decoded}`);
  if (resolved !== build.clientDir && !resolved.startsWith(build.clientDir + path.sep)) return null;
  for (const candidate of [resolved, path.join(resolved, 'index.html')]) {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(candidate);
    } catch {
      continue;
    }
    if (!stat.isFile()) continue;
    const type = TYPES[path.extname(candidate).toLowerCase()] ?? 'application/octet-stream';
    const file: CachedFile = { body: fs.readFileSync(candidate), type, cacheControl: cacheControlFor(urlPath, type) };
    if (COMPRESSIBLE.test(type) && file.body.length > 512) {
      file.br = zlib.brotliCompressSync(file.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
      file.gzip = zlib.gzipSync(file.body, { level: 9 });
    }
    if (stat.size <= MAX_CACHED_BYTES) build.files.set(urlPath, file);
    return file;
  }
  return null;
}

function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: CachedFile, status = 200): void {
  const accept = String(req.headers['accept-encoding'] ?? '');
  let body = file.body;
  const headers: Record<string, string | number> = { 'Content-Type': file.type, 'Cache-Control': file.cacheControl };
  if (file.br && /\bbr\b/.test(accept)) {
    body = file.br;
    headers['Content-Encoding'] = 'br';
  } else if (file.gzip && /\bgzip\b/.test(accept)) {
    body = file.gzip;
    headers['Content-Encoding'] = 'gzip';
  }
  if (file.br || file.gzip) headers.Vary = 'Accept-Encoding';
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendNotFound(req: http.IncomingMessage, res: http.ServerResponse, build: ActiveBuild): void {
  // API clients read JSON errors; people get the 404 page.
  if ((req.url ?? '').startsWith('/api/')) {
    res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ error: MSG.notFound }));
    return;
  }
  const page = findStaticFile(build, '/404.html');
  if (page) sendFile(req, res, { ...page, cacheControl: 'no-cache' }, 404);
  else {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('404 Page Not Found');
  }
}

interface SiteServerOptions {
  /** The build to serve this request with; read per request so a rebuild can swap it. */
  getBuild: () => ActiveBuild;
  requestLog?: RequestLogWriter;
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
    const build = getBuild();
    const started = performance.now();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const urlPath = (req.url ?? '/').split('?')[0] || '/';

    if ((req.method === 'GET' || req.method === 'HEAD') && !urlPath.startsWith('/api/')) {
      const file = findStaticFile(build, urlPath);
      if (file) {
        sendFile(req, res, file);
        if (file.type.startsWith('text/html')) logPageView(req, started);
        return;
      }
    }
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
  requestLog?: RequestLogWriter,
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
