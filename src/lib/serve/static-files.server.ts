// The static files of a build (its client/ folder), indexed, read and compressed once when the build is
// loaded — never per request — and found by the file a request path resolves to, so no spelling of a
// path (`//x`, `%78`, `./x`) adds anything: what the server holds is bounded by the build itself.
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { securityHeaders } from '~/lib/http/security-headers.server.ts';
import { STORED_BROTLI_QUALITY, STORED_GZIP_LEVEL } from '~/lib/serve/compress.server.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

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
/** Smallest file worth compressing. */
const COMPRESS_MIN_BYTES = 512;
/** A file larger than this is streamed from disk, uncompressed. */
const MAX_FILE_IN_MEMORY = 5 * 1024 * 1024;
/** Memory all files of one build may take together (bodies and their compressed copies). */
const MEMORY_BUDGET = 256 * 1024 * 1024;
/**
 * Files loaded at once while a build loads. Compression runs on libuv's thread pool, not the event loop;
 * one at a time leaves the pool's other threads to what requests need meanwhile (scrypt, file reads).
 */
const COMPRESS_CONCURRENCY = 1;

/** One encoding of a file: its bytes (absent when streamed from disk) and its complete response headers. */
interface Variant {
  body?: Buffer;
  /** Flat [name, value, …] list, as `writeHead` takes it. */
  headers: string[];
}

export interface StaticFile {
  /** Absolute path of the file (read from disk when the body is not held). */
  file: string;
  type: string;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

export interface StaticFiles {
  /** Number of URL paths that name a file (a folder with index.html counts twice: `/a` and `/a/index.html`). */
  readonly size: number;
  /** Bytes held in memory. */
  readonly bytes: number;
  /** The file a raw request path (without query) names, or null. */
  lookup: (rawPath: string) => StaticFile | null;
}

function cacheControlFor(urlPath: string, type: string): string {
  if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  // The service worker and the manifest are checked on every visit so a new build takes over at once.
  if (type.startsWith('text/html') || urlPath === '/sw.js' || urlPath === '/manifest.webmanifest') return 'no-cache';
  return 'public, max-age=3600';
}

function headersFor(type: string, cacheControl: string, length: number, encoding: string | null, vary: boolean) {
  const headers = ['Content-Type', type, 'Cache-Control', cacheControl, 'Content-Length', String(length)];
  if (encoding) headers.push('Content-Encoding', encoding);
  if (vary) headers.push('Vary', 'Accept-Encoding');
  for (const [name, value] of Object.entries(securityHeaders())) headers.push(name, value);
  return headers;
}

/**
 * The one form of a request path that the index is keyed on: percent-decoded, `.`/`..` and repeated
 * slashes resolved (never above the root), no trailing slash. Null for what cannot name a file.
 */
function canonicalPath(rawPath: string): string | null {
  let decoded = rawPath;
  if (rawPath.includes('%')) {
    try {
      decoded = decodeURIComponent(rawPath);
    } catch {
      return null;
    }
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const normal = path.posix.normalize(`/${decoded}`);
  return normal.length > 1 && normal.endsWith('/') ? normal.slice(0, -1) : normal;
}

async function compressed(body: Buffer): Promise<{ br: Buffer; gzip: Buffer } | null> {
  const br = await brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: STORED_BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = await gzip(body, { level: STORED_GZIP_LEVEL });
  return br.length < body.length ? { br, gzip: gz } : null;
}

/** Every regular file under a folder, as paths relative to it with `/` separators. */
function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Reads and compresses the client folder of a build once; the result never changes while it serves. */
export async function loadStaticFiles(clientDir: string): Promise<StaticFiles> {
  const index = new Map<string, StaticFile>();
  let bytes = 0;
  const relatives = fs.existsSync(clientDir) ? walk(clientDir) : [];

  const load = async (relative: string) => {
    const file = path.join(clientDir, relative);
    const urlPath = `/${relative}`;
    const type = TYPES[path.extname(relative).toLowerCase()] ?? 'application/octet-stream';
    const cacheControl = cacheControlFor(urlPath, type);
    const size = fs.statSync(file).size;
    const held = size <= MAX_FILE_IN_MEMORY && bytes + size <= MEMORY_BUDGET;
    if (held) bytes += size; // reserved before reading: the loads run side by side
    const body = held ? await fs.promises.readFile(file) : undefined;
    const packed = body && COMPRESSIBLE.test(type) && size > COMPRESS_MIN_BYTES ? await compressed(body) : null;
    const vary = packed !== null;
    const entry: StaticFile = {
      file,
      type,
      identity: { body, headers: headersFor(type, cacheControl, size, null, vary) },
    };
    if (packed && bytes + packed.br.length + packed.gzip.length <= MEMORY_BUDGET) {
      entry.br = { body: packed.br, headers: headersFor(type, cacheControl, packed.br.length, 'br', true) };
      entry.gzip = { body: packed.gzip, headers: headersFor(type, cacheControl, packed.gzip.length, 'gzip', true) };
      bytes += packed.br.length + packed.gzip.length;
    }
    index.set(urlPath, entry);
    if (relative === 'index.html') index.set('/', entry);
    else if (relative.endsWith('/index.html')) index.set(urlPath.slice(0, -'/index.html'.length), entry);
  };

  let next = 0;
  const worker = async () => {
    while (next < relatives.length) await load(relatives[next++] as string);
  };
  await Promise.all(Array.from({ length: COMPRESS_CONCURRENCY }, worker));

  return {
    size: index.size,
    bytes,
    lookup: (rawPath) => {
      // A path without escapes that is a key is already canonical (keys have no `//`, `.` or trailing `/`).
      if (!rawPath.includes('%')) {
        const hit = index.get(rawPath);
        if (hit) return hit;
      }
      const key = canonicalPath(rawPath);
      return key === null ? null : (index.get(key) ?? null);
    },
  };
}

/** Sends a static file in the encoding the client accepts (brotli, then gzip), headers built at load. */
export function sendStatic(req: http.IncomingMessage, res: http.ServerResponse, file: StaticFile, status = 200): void {
  const accept = req.headers['accept-encoding'];
  let variant = file.identity;
  if (accept && file.br && /\bbr\b/.test(accept)) variant = file.br;
  else if (accept && file.gzip && /\bgzip\b/.test(accept)) variant = file.gzip;
  res.writeHead(status, variant.headers);
  if (req.method === 'HEAD') res.end();
  else if (variant.body) res.end(variant.body);
  else
    fs.createReadStream(file.file)
      .on('error', () => res.destroy())
      .pipe(res);
}
