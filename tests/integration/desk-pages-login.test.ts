import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_ACCESS_DENIED_PAGE } from '~/features/blog/form-messages.ts';
import { INBOX_KINDS } from '~/features/desk/messages.ts';
import { LOGIN_PAGE } from '~/features/identity/messages.ts';
import { renderPage } from '../support/pages.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// Every page under /admin is a desk page: an anonymous request is sent to the login (and back by next=),
// never shown a page. The list is read from the folder, so a new desk page is checked as soon as it exists.

const ADMIN_DIR = path.resolve(import.meta.dirname, '../../src/pages/admin');
/** The login itself, and the create form whose redirect the spec names (/blog with its login link). */
const NOT_DESK = new Set(['login.astro']);
const SPEC_REDIRECT: Record<string, string> = { 'blog/create.astro': BLOG_ACCESS_DENIED_PAGE };

const pages = fs
  .readdirSync(ADMIN_DIR, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => file.endsWith('.astro') && !NOT_DESK.has(file))
  .sort();

/** The URL path of a page file, its dynamic segments filled in. */
function urlOf(file: string): { path: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const segments = file
    .replace(/\.astro$/, '')
    .replace(/(^|\/)index$/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const name = /^\[(.+)\]$/.exec(segment)?.[1];
      if (!name) return segment;
      params[name] = name === 'kind' ? (INBOX_KINDS[0] ?? 'mesaj') : '1';
      return params[name];
    });
  return { path: `/admin/${segments.join('/')}`.replace(/\/$/, ''), params };
}

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.cleanup());

describe('desk pages and an anonymous visitor', () => {
  it('finds the desk’s pages (the approval panel and the outbox among them)', () => {
    expect(pages).toEqual(expect.arrayContaining(['approval.astro', 'outbox.astro', 'onay-kuyrugu.astro']));
  });

  it.each(pages)('%s answers with a redirect to the login', async (file) => {
    const { path: url, params } = urlOf(file);
    const page = (await import(/* @vite-ignore */ path.join(ADMIN_DIR, file))).default;
    const response = await renderPage(page, url, { params });
    expect([302, 303]).toContain(response.status);
    const location = response.headers.get('location') ?? '';
    expect(location).toBe(SPEC_REDIRECT[file] ?? `${LOGIN_PAGE}?next=${encodeURIComponent(url)}`);
    expect(await response.text()).not.toContain('<form');
  });
});
