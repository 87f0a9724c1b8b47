// The site's one public origin, for every absolute URL it writes: mail links, canonical links, Open Graph,
// JSON-LD, sitemaps, share links, redirects. SITE_URL when it is set, else the address the server was
// started with (HOST/PORT, as scripts/serve.ts listens); never a request's Host or X-Forwarded-* header, so
// whoever sends a request cannot choose where a page, a cached render or a mail points.
//
// It is read when called: in the running server from its environment (pages rendered on demand, endpoints,
// mail), at build time from the build's (pre-rendered pages, astro.config's `site`, the sitemap). In the
// browser there is no environment: there it is the build's `site`, which this same function gave.

type Env = Record<string, string | undefined>;

const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_PORT = '4321';

/** Listen addresses that mean "every interface": no one can be sent there, so links say localhost. */
const WILDCARD_HOSTS = new Set(['', '0.0.0.0', '::', '[::]', '0:0:0:0:0:0:0:0']);

/** The origin HOST/PORT give: `http://host:port`, a wildcard listen address written as localhost. */
function startedOrigin(env: Env): string {
  const host = (env.HOST ?? DEFAULT_HOST).trim();
  const port = (env.PORT ?? '').trim() || DEFAULT_PORT;
  const name = WILDCARD_HOSTS.has(host)
    ? 'localhost'
    : host.includes(':') && !host.startsWith('[')
      ? `[${host}]`
      : host;
  return new URL(`http://${name}:${port}`).origin;
}

/** The origin of SITE_URL; a value that is not an http(s) address stops the server or the build. */
function configuredOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL is not an address: ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`SITE_URL is not an http(s) address: ${value}`);
  return url.origin;
}

const runtimeEnv = (): Env | null => (typeof process === 'undefined' ? null : process.env);

/** The public origin: SITE_URL, else the origin the server was started with (see the top of this file). */
export function siteOrigin(env: Env | null = runtimeEnv()): string {
  if (!env) return new URL(import.meta.env.SITE ?? `http://localhost:${DEFAULT_PORT}`).origin;
  const site = env.SITE_URL?.trim();
  return site ? configuredOrigin(site) : startedOrigin(env);
}

/** Absolute URL of a path (or an absolute URL, kept as it is) on the public origin. */
export function siteUrl(path: string, env?: Env | null): string {
  return new URL(path, siteOrigin(env)).href;
}

/** True when the public origin is https (HSTS, Secure cookies behind a proxy that ends TLS). */
export function siteIsHttps(env?: Env | null): boolean {
  return siteOrigin(env).startsWith('https:');
}

/** A Host header as a browser sends it: a name or an address and maybe a port; no userinfo, path or space. */
const HOST_HEADER = /^(?:\[[0-9a-f:.]+\]|[a-z0-9_.-]+)(?::\d{1,5})?$/i;

/** True when a Host header (or X-Forwarded-Host) is a host and nothing else. */
export function isWellFormedHost(host: string): boolean {
  return HOST_HEADER.test(host);
}

/** The host of an origin, as a Host header naming it is read (default port left out, lower case). */
function hostOf(origin: string, host: string): string | null {
  if (!isWellFormedHost(host)) return null;
  try {
    return new URL(`${new URL(origin).protocol}//${host}`).host;
  } catch {
    return null;
  }
}

/**
 * True when a Host header names this site: SITE_URL's host, or the address the server was started with
 * (a proxy that does not pass the visitor's Host on sends that one).
 */
export function isOwnHost(host: string | undefined, env: Env | null = runtimeEnv()): boolean {
  if (!host || !env) return false;
  return [siteOrigin(env), startedOrigin(env)].some((origin) => hostOf(origin, host) === new URL(origin).host);
}
