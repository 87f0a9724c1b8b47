// The server's settings from its environment, each variable read here and nowhere else, through one named
// accessor with its default and its parsing. Every accessor reads when it is called, so a test (or an
// operator's restart) that sets a variable is seen at once. Each takes the environment as an optional last
// argument for tests that pass their own.
//
// SITE_URL, HOST and PORT are read by lib/origin.ts instead: the public origin is also needed in the
// browser, and a browser module cannot import this one.
import path from 'node:path';

export type Env = Record<string, string | undefined>;

/** The process's environment as a whole (handed on to a child process, or to lib/origin.ts). */
export function processEnv(): Env {
  return process.env;
}

/** A variable's value without surrounding space; null when unset or blank. */
function text(env: Env, name: string): string | null {
  return env[name]?.trim() || null;
}

/** A whole number ≥ 1, or null when the variable is unset or is not one. */
function positiveInteger(env: Env, name: string): number | null {
  const value = text(env, name);
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : null;
}

const DEFAULT_DATABASE_PATH = 'data/adiyaman.db';
const DEFAULT_DATABASE_POOL_SIZE = 10;
const DEFAULT_UPLOADS_DIR = 'data/uploads';
const DEFAULT_BUILDS_DIR = 'builds';
const DEFAULT_BUILDS_KEEP = 2;
const DEFAULT_RENDER_CACHE_MB = 32;
const DEFAULT_REQUEST_LOG_RETENTION_DAYS = 90;

// Database ----------------------------------------------------------------------------------------------

/** DATABASE_PATH: the SQLite file, resolved against the working directory (default data/adiyaman.db). */
export function databasePath(env: Env = process.env): string {
  return path.resolve(text(env, 'DATABASE_PATH') ?? DEFAULT_DATABASE_PATH);
}

/** DATABASE_URL: a connection string (PostgreSQL when it names it), or null. */
export function databaseUrl(env: Env = process.env): string | null {
  return text(env, 'DATABASE_URL');
}

/** DATABASE_POOL_SIZE: connections one process keeps to PostgreSQL (default 10). */
export function databasePoolSize(env: Env = process.env): number {
  return positiveInteger(env, 'DATABASE_POOL_SIZE') ?? DEFAULT_DATABASE_POOL_SIZE;
}

// Files and builds --------------------------------------------------------------------------------------

/** UPLOADS_DIR: the folder of uploaded files, resolved against the working directory (default data/uploads). */
export function uploadsDir(env: Env = process.env): string {
  return path.resolve(text(env, 'UPLOADS_DIR') ?? DEFAULT_UPLOADS_DIR);
}

/** BUILDS_DIR: the folder holding the builds, resolved against `root` (default builds/). */
export function buildsDir(root: string, env: Env = process.env): string {
  return path.resolve(root, text(env, 'BUILDS_DIR') ?? DEFAULT_BUILDS_DIR);
}

/** BUILDS_KEEP: builds kept on disk, the current one included (default 2). */
export function buildsKeep(env: Env = process.env): number {
  return positiveInteger(env, 'BUILDS_KEEP') ?? DEFAULT_BUILDS_KEEP;
}

/** RENDER_CACHE_MB: the render cache's size in megabytes (default 32); 0, negative or not a number turns it off. */
export function renderCacheMb(env: Env = process.env): number {
  const megabytes = Number(env.RENDER_CACHE_MB ?? DEFAULT_RENDER_CACHE_MB);
  return Number.isFinite(megabytes) && megabytes > 0 ? megabytes : 0;
}

/** SERVE_PROCESSES: processes serving the site, or null for the default (one per core). */
export function serveProcesses(env: Env = process.env): number | null {
  return positiveInteger(env, 'SERVE_PROCESSES');
}

// Requests ----------------------------------------------------------------------------------------------

/** TRUSTED_PROXIES: the comma-separated addresses and CIDR ranges of proxies whose X-Forwarded-For is believed. */
export function trustedProxies(env: Env = process.env): string[] {
  return (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The per-IP limits an operator can set, each written like `10/10m`; null leaves the built-in limit. */
export const RATE_LIMIT_VARIABLES = {
  forms: 'RATE_LIMIT_FORMS',
  login: 'RATE_LIMIT_LOGIN',
  api: 'RATE_LIMIT_API',
} as const;

/** RATE_LIMIT_FORMS / RATE_LIMIT_LOGIN as written (parsed by lib/http/rate-limit.server.ts), or null. */
export function rateLimitSetting(kind: keyof typeof RATE_LIMIT_VARIABLES, env: Env = process.env): string | null {
  return text(env, RATE_LIMIT_VARIABLES[kind]);
}

/** REQUEST_LOG_RETENTION_DAYS: days request-log rows are kept (default 90). */
export function requestLogRetentionDays(env: Env = process.env): number {
  return positiveInteger(env, 'REQUEST_LOG_RETENTION_DAYS') ?? DEFAULT_REQUEST_LOG_RETENTION_DAYS;
}

// Secrets -----------------------------------------------------------------------------------------------

/** ADMIN_PASSWORD: the first admin's password, or null (a random one is printed once). */
export function adminPassword(env: Env = process.env): string | null {
  return env.ADMIN_PASSWORD || null;
}

/**
 * LINK_SIGNING_SECRET: a secret added to the key of the reminder mails' signed links, or null (each link's
 * own random key, kept in the database, still signs it).
 */
export function linkSigningSecret(env: Env = process.env): string | null {
  return text(env, 'LINK_SIGNING_SECRET');
}

/** VISITOR_HASH_SECRET: the secret visitor hashes are salted from, or null (one per process). */
export function visitorHashSecret(env: Env = process.env): string | null {
  return env.VISITOR_HASH_SECRET || null;
}

// Outside services --------------------------------------------------------------------------------------

/** SMTP_URL and MAIL_FROM: the mail server and the sender; null when SMTP_URL is unset (mail stays unsent). */
export function smtpSettings(env: Env = process.env): { url: string; from: string | null } | null {
  const url = text(env, 'SMTP_URL');
  return url ? { url, from: text(env, 'MAIL_FROM') } : null;
}

/** MAP_TILE_URL and MAP_TILE_ATTRIBUTION: the map's own tile source, each null when unset. */
export function mapTileSettings(env: Env = process.env): { url: string | null; attribution: string | null } {
  return { url: text(env, 'MAP_TILE_URL'), attribution: text(env, 'MAP_TILE_ATTRIBUTION') };
}

/** GOOGLE_MAPS_API_KEY and GOOGLE_PLACES_BASE_URL: the Places API, or null without a key. */
export function placesSettings(env: Env = process.env): { apiKey: string; baseUrl: string | null } | null {
  const apiKey = text(env, 'GOOGLE_MAPS_API_KEY');
  return apiKey ? { apiKey, baseUrl: text(env, 'GOOGLE_PLACES_BASE_URL') } : null;
}

/** REGISTRY_API_URL, REGISTRY_API_KEY and REGISTRY_API_NAME: the company registry, or null without URL and key. */
export function registrySettings(
  env: Env = process.env,
): { baseUrl: string; apiKey: string; name: string | null } | null {
  const baseUrl = text(env, 'REGISTRY_API_URL');
  const apiKey = text(env, 'REGISTRY_API_KEY');
  return baseUrl && apiKey ? { baseUrl, apiKey, name: text(env, 'REGISTRY_API_NAME') } : null;
}

export interface StripeSettings {
  secretKey: string | null;
  publishableKey: string | null;
  webhookSecret: string | null;
  priceIds: { basic: string | null; premium: string | null; elite: string | null };
  /** Where the API lives (STRIPE_API_HOST/PORT/PROTOCOL); tests point the real client at a fake server. */
  api: { host?: string; port?: number; protocol?: 'http' | 'https' };
}

/** The STRIPE_* variables and PUBLIC_STRIPE_PUBLISHABLE_KEY; a missing value is null. */
export function stripeSettings(env: Env = process.env): StripeSettings {
  const protocol = text(env, 'STRIPE_API_PROTOCOL');
  const port = positiveInteger(env, 'STRIPE_API_PORT');
  return {
    secretKey: text(env, 'STRIPE_SECRET_KEY'),
    publishableKey: text(env, 'PUBLIC_STRIPE_PUBLISHABLE_KEY'),
    webhookSecret: text(env, 'STRIPE_WEBHOOK_SECRET'),
    priceIds: {
      basic: text(env, 'STRIPE_PRICE_BASIC'),
      premium: text(env, 'STRIPE_PRICE_PREMIUM'),
      elite: text(env, 'STRIPE_PRICE_ELITE'),
    },
    api: {
      host: text(env, 'STRIPE_API_HOST') ?? undefined,
      port: port ?? undefined,
      protocol: protocol === 'http' || protocol === 'https' ? protocol : undefined,
    },
  };
}

/** SITE_PHONE, SITE_WHATSAPP and SITE_EMAIL: the site's own contact channels as written, each null when unset. */
export function siteContactSettings(env: Env = process.env): {
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
} {
  return { phone: text(env, 'SITE_PHONE'), whatsapp: text(env, 'SITE_WHATSAPP'), email: text(env, 'SITE_EMAIL') };
}

/** OSM_OVERPASS_URL: the Overpass API the desk's live OpenStreetMap import asks; null: uploads only. */
export function osmOverpassUrl(env: Env = process.env): string | null {
  return text(env, 'OSM_OVERPASS_URL');
}

/** DATA_LICENSE: the licence the operator gives the directory's own data in the exports (default CC BY 4.0). */
export function dataLicense(env: Env = process.env): string {
  return text(env, 'DATA_LICENSE') ?? 'CC-BY-4.0';
}
