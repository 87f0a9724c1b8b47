import type http from 'node:http';
import { SESSION_COOKIE } from '~/lib/constants.ts';
import { readChangeCounters } from '~/lib/db/change-counter.server.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { renderCacheMb } from '~/lib/env.server.ts';
import { isOwnHost, siteOrigin } from '~/lib/origin.ts';
import { compressBody, compressResponse, type HeaderMap, sendEncoded } from '~/lib/serve/compress.server.ts';

// The render cache (DESIGN §8): the HTML of public pages that depend only on public data, kept
// compressed in memory by URL, bounded by bytes (least recently used out first). A page opts in
// by naming the change counters it depends on and their values read before it read its data
// (RENDER_CACHE_HEADER); a kept page is served again while those counters still have the same
// values, read from the database on every hit, so every process sees a change at once. Requests
// with a session (cookie or bearer token) never read or fill it; a page that shows anything of
// the request (a form's answer, a message) does not opt in.
//
// What is kept is what every anonymous visitor of the site's own origin gets, by construction: a page is
// keyed on its path and its normalised query, nothing else; only an anonymous GET fills it (no cookie,
// no Authorization), and only one addressed to the site's own host (Host, and X-Forwarded-Host when
// sent) in its own scheme; and a response is not kept when it sets a cookie, says it is private or
// not to be stored, or varies on anything but the encoding. So a render asked for with a hostile Host,
// a forwarded header or a session never reaches another visitor.

/** Response header a page sets to be kept; the server removes it before sending. */
const RENDER_CACHE_HEADER = 'x-render-cache';

/** Tells whether a page came from the cache (HIT) or was rendered and kept (MISS). */
export const CACHE_STATUS_HEADER = 'x-cache';

/**
 * Reads the versions a page depends on (LISTINGS_VERSION, businessVersion(id)); call it before the page reads its data, then
 * `keepRendered(Astro.response, versions)` once it knows the page is public.
 */
export async function renderVersions(db: Db, names: readonly string[]): Promise<string> {
  const values = await readChangeCounters(db, names);
  return names.map((name, i) => `${name}=${values[i]}`).join(' ');
}

/** Marks a page to be kept, until its versions change or for at most `maxAgeSeconds`. */
export function keepRendered(response: { headers: Headers }, versions: string, maxAgeSeconds?: number) {
  response.headers.set(
    RENDER_CACHE_HEADER,
    maxAgeSeconds === undefined ? versions : `max-age=${Math.max(1, Math.floor(maxAgeSeconds))} ${versions}`,
  );
}

interface Directive {
  names: string[];
  values: number[];
  maxAgeMs: number | null;
}

/** Parses the header a page set; null when it is malformed (the page is then not kept). */
function parseDirective(header: string): Directive | null {
  const directive: Directive = { names: [], values: [], maxAgeMs: null };
  for (const part of header.trim().split(/\s+/)) {
    const maxAge = /^max-age=(\d+)$/.exec(part);
    if (maxAge) {
      directive.maxAgeMs = Number(maxAge[1]) * 1000;
      continue;
    }
    const version = /^([a-z]+(?::\d+)?)=(\d+)$/.exec(part);
    if (!version?.[1]) return null;
    directive.names.push(version[1]);
    directive.values.push(Number(version[2]));
  }
  return directive.names.length > 0 || directive.maxAgeMs !== null ? directive : null;
}

interface Entry {
  status: number;
  headers: HeaderMap;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  names: string[];
  values: number[];
  expiresAt: number;
  bytes: number;
}

/** Headers a kept page must not carry into another response. */
const PER_RESPONSE = ['content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'transfer-encoding'];

export interface RenderCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

export class RenderCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private hits = 0;
  private misses = 0;

  private readonly maxBytes: number;
  private readonly readVersions: (names: readonly string[]) => Promise<number[]>;

  constructor(maxBytes: number, readVersions: (names: readonly string[]) => Promise<number[]>) {
    this.maxBytes = maxBytes;
    this.readVersions = readVersions;
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  stats(): RenderCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits, misses: this.misses };
  }

  /** Forgets every page. */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** The kept page of a URL when its versions are still current. */
  async get(key: string): Promise<Entry | null> {
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses++;
      return null;
    }
    const current = entry.expiresAt > Date.now() ? await this.readVersions(entry.names) : null;
    if (!current || current.some((value, i) => value !== entry.values[i]) || this.entries.get(key) !== entry) {
      if (this.entries.get(key) === entry) this.remove(key);
      this.misses++;
      return null;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits++;
    return entry;
  }

  /** Keeps a rendered page; returns it with its compressed bodies (also when too large to keep). */
  put(key: string, status: number, headers: HeaderMap, body: Buffer, directive: Directive): Entry {
    const kept: HeaderMap = {};
    for (const [name, value] of Object.entries(headers)) {
      if (name !== RENDER_CACHE_HEADER && !PER_RESPONSE.includes(name)) kept[name] = value;
    }
    const br = compressBody(body, 'br');
    const gzip = compressBody(body, 'gzip');
    const entry: Entry = {
      status,
      headers: kept,
      identity: body,
      br,
      gzip,
      names: directive.names,
      values: directive.values,
      expiresAt: directive.maxAgeMs === null ? Number.POSITIVE_INFINITY : Date.now() + directive.maxAgeMs,
      bytes: body.length + br.length + gzip.length + key.length,
    };
    if (entry.bytes > this.maxBytes) return entry;
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.bytes;
    }
    return entry;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** A render cache over the database's change counters, bounded by RENDER_CACHE_MB. */
export function createRenderCache(db: Db, megabytes = renderCacheMb()) {
  const bytes = Number.isFinite(megabytes) && megabytes > 0 ? megabytes * 1024 * 1024 : 0;
  return new RenderCache(bytes, (names) => readChangeCounters(db, names));
}

/** Requests that carry a session: they see pages of their own and never touch the cache. */
function hasSession(req: http.IncomingMessage): boolean {
  if (req.headers.authorization) return true;
  const cookie = req.headers.cookie;
  return typeof cookie === 'string' && cookie.split(';').some((c) => c.trim().startsWith(`${SESSION_COOKIE}=`));
}

/**
 * The key of a request: its path and its query with the parameters in name order (a page reads them
 * by name, so `?b=2&a=1` and `?a=1&b=2` are the same page); null for a request target that is not a path.
 */
function renderKey(url: string | undefined): string | null {
  if (!url?.startsWith('/') || url.startsWith('//')) return null;
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  params.sort();
  const query = params.toString();
  return query ? `${url.slice(0, mark)}?${query}` : url.slice(0, mark);
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Requests whose render every anonymous visitor of the site would get: no cookie of any kind, no
 * Authorization, and addressed to the site's own host and scheme, also through a proxy's forwarded headers.
 */
function rendersAsAnyVisitor(req: http.IncomingMessage): boolean {
  if (req.headers.cookie !== undefined || req.headers.authorization !== undefined || req.headers.forwarded)
    return false;
  if (!isOwnHost(req.headers.host)) return false;
  const forwardedHost = first(req.headers['x-forwarded-host']);
  if (forwardedHost !== undefined && !isOwnHost(forwardedHost)) return false;
  const forwardedProto = first(req.headers['x-forwarded-proto']);
  return forwardedProto === undefined || `${forwardedProto.trim().toLowerCase()}:` === new URL(siteOrigin()).protocol;
}

/** Responses that are the visitor's own or say so: never kept. */
function isPersonal(headers: HeaderMap): boolean {
  if (headers['set-cookie'] !== undefined) return true;
  if (/\b(?:no-store|private)\b/i.test(String(headers['cache-control'] ?? ''))) return true;
  const vary = String(headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return vary.some((name) => name !== 'accept-encoding');
}

/**
 * Answers a request rendered on demand: from the cache when the page is kept and current,
 * otherwise through `render` with its body compressed; a public page that opts in is kept.
 * Resolves true when the answer came from the cache (Astro's request log did not see it).
 */
export async function serveOnDemand(
  cache: RenderCache | null,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  render: () => void,
): Promise<boolean> {
  const key = renderKey(req.url);
  const usable =
    Boolean(cache?.enabled) && key !== null && (req.method === 'GET' || req.method === 'HEAD') && !hasSession(req);
  // HEAD is answered from a kept page but never fills one (its body may be left out).
  const fill = usable && req.method === 'GET' && rendersAsAnyVisitor(req);
  if (usable && cache && key !== null) {
    const hit = await cache.get(key).catch(() => null);
    if (hit) {
      res.setHeader(CACHE_STATUS_HEADER, 'HIT');
      sendEncoded(req, res, hit.status, hit.headers, hit);
      return true;
    }
  }
  compressResponse(req, res, {
    onHead: (status, headers) => {
      const header = headers[RENDER_CACHE_HEADER];
      delete headers[RENDER_CACHE_HEADER];
      const directive = typeof header === 'string' ? parseDirective(header) : null;
      if (!fill || !cache || key === null || !directive || status !== 200 || isPersonal(headers)) return null;
      return (code, head, body) => {
        const entry = cache.put(key, code, head, body, directive);
        res.setHeader(CACHE_STATUS_HEADER, 'MISS');
        sendEncoded(req, res, entry.status, entry.headers, entry);
      };
    },
  });
  render();
  return false;
}
