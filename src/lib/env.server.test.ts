import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildsDir,
  buildsKeep,
  databasePath,
  databasePoolSize,
  databaseUrl,
  mapTileSettings,
  placesSettings,
  rateLimitSetting,
  registrySettings,
  renderCacheMb,
  requestLogRetentionDays,
  serveProcesses,
  siteContactSettings,
  smtpSettings,
  stripeSettings,
  trustedProxies,
  uploadsDir,
} from '~/lib/env.server.ts';

describe('the environment module', () => {
  it('gives each setting its default when the variable is unset or blank', () => {
    for (const env of [{}, { DATABASE_PATH: ' ', UPLOADS_DIR: '', BUILDS_DIR: '  ' }]) {
      expect(databasePath(env)).toBe(path.resolve('data/adiyaman.db'));
      expect(uploadsDir(env)).toBe(path.resolve('data/uploads'));
      expect(buildsDir('/srv/site', env)).toBe('/srv/site/builds');
    }
    expect(databaseUrl({})).toBeNull();
    expect(databasePoolSize({})).toBe(10);
    expect(buildsKeep({})).toBe(2);
    expect(renderCacheMb({})).toBe(32);
    expect(serveProcesses({})).toBeNull();
    expect(requestLogRetentionDays({})).toBe(90);
    expect(trustedProxies({})).toEqual([]);
    expect(rateLimitSetting('forms', {})).toBeNull();
    expect(smtpSettings({ MAIL_FROM: 'a@b.c' })).toBeNull();
    expect(placesSettings({ GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:9' })).toBeNull();
    expect(registrySettings({ REGISTRY_API_URL: 'http://127.0.0.1:9' })).toBeNull();
    expect(mapTileSettings({})).toEqual({ url: null, attribution: null });
    expect(siteContactSettings({ SITE_PHONE: '  ' })).toEqual({ phone: null, whatsapp: null, email: null });
  });

  it('reads numbers only when they are whole and positive, else keeps the default', () => {
    expect(databasePoolSize({ DATABASE_POOL_SIZE: '25' })).toBe(25);
    expect(requestLogRetentionDays({ REQUEST_LOG_RETENTION_DAYS: ' 30 ' })).toBe(30);
    expect(buildsKeep({ BUILDS_KEEP: '5' })).toBe(5);
    expect(serveProcesses({ SERVE_PROCESSES: '3' })).toBe(3);
    for (const value of ['0', '-2', '1.5', 'otuz']) {
      expect(databasePoolSize({ DATABASE_POOL_SIZE: value })).toBe(10);
      expect(requestLogRetentionDays({ REQUEST_LOG_RETENTION_DAYS: value })).toBe(90);
      expect(serveProcesses({ SERVE_PROCESSES: value })).toBeNull();
    }
  });

  it('turns the render cache off with 0, a negative size or a word', () => {
    expect(renderCacheMb({ RENDER_CACHE_MB: '8' })).toBe(8);
    expect(renderCacheMb({ RENDER_CACHE_MB: '0' })).toBe(0);
    expect(renderCacheMb({ RENDER_CACHE_MB: '-1' })).toBe(0);
    expect(renderCacheMb({ RENDER_CACHE_MB: 'çok' })).toBe(0);
  });

  it('trims values and splits lists', () => {
    expect(databasePath({ DATABASE_PATH: ' /tmp/x.db ' })).toBe('/tmp/x.db');
    expect(databaseUrl({ DATABASE_URL: ' postgres://u@h/db ' })).toBe('postgres://u@h/db');
    expect(trustedProxies({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8,, ::1 ' })).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(rateLimitSetting('login', { RATE_LIMIT_LOGIN: ' 5/1m ' })).toBe('5/1m');
    expect(smtpSettings({ SMTP_URL: ' smtp://127.0.0.1:2525 ' })).toEqual({ url: 'smtp://127.0.0.1:2525', from: null });
    expect(registrySettings({ REGISTRY_API_URL: 'http://r', REGISTRY_API_KEY: 'k' })).toEqual({
      baseUrl: 'http://r',
      apiKey: 'k',
      name: null,
    });
  });

  it('reads Stripe settings with a port only when numeric and a protocol only when http or https', () => {
    const stripe = stripeSettings({
      STRIPE_SECRET_KEY: 'sk_test',
      PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test',
      STRIPE_PRICE_PREMIUM: 'price_p',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
    });
    expect(stripe).toMatchObject({
      secretKey: 'sk_test',
      publishableKey: 'pk_test',
      webhookSecret: null,
      priceIds: { basic: null, premium: 'price_p', elite: null },
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
    expect(stripeSettings({ STRIPE_API_PORT: 'x', STRIPE_API_PROTOCOL: 'ftp' }).api).toEqual({
      host: undefined,
      port: undefined,
      protocol: undefined,
    });
  });

  it('reads a variable set after the module was loaded (nothing is read once at import)', () => {
    const before = process.env.REQUEST_LOG_RETENTION_DAYS;
    process.env.REQUEST_LOG_RETENTION_DAYS = '7';
    try {
      expect(requestLogRetentionDays()).toBe(7);
    } finally {
      if (before === undefined) delete process.env.REQUEST_LOG_RETENTION_DAYS;
      else process.env.REQUEST_LOG_RETENTION_DAYS = before;
    }
  });

  it('is the only module of src reading process.env (lib/origin.ts reads the origin, also in the browser)', () => {
    const srcDir = path.resolve(import.meta.dirname, '..');
    const readers = fs
      .readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
      .map((file) => `src/${file.split(path.sep).join('/')}`)
      .filter((file) => /\.(ts|tsx|astro|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => fs.readFileSync(path.join(srcDir, file.slice(4)), 'utf8').includes('process.env'));
    expect(readers.sort()).toEqual(['src/lib/env.server.ts', 'src/lib/origin.ts']);
  });
});
