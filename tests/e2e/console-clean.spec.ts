import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { firstApprovedListingId } from '../support/first-approved-listing.ts';
import { loginAsAdmin } from './support/admin.ts';
import { openE2eDb } from './support/e2e-db.ts';
import { firstPublishedPost } from './support/published-post.ts';
import { ownerForRun } from './support/run-owner.ts';

// Every route, once, with JavaScript on — at full speed and with the island scripts held back as on a
// weak connection — must log no page error and no console error of our own: a hydration mismatch
// (React #418), a failed fetch of our API, a CSP refusal. Third-party hosts (Stripe, map tiles, fonts)
// are unreachable here: the spec aborts their requests and ignores what the browser says about them.
//
// The service worker is blocked here. With routes on the context, Playwright takes every request,
// including the worker's, and continues it. When a rebuild brings a new worker in the middle of a visit,
// a navigation the old worker was fetching was left without an answer until the test's timeout (twice in
// three full runs). The worker has its own spec (offline.spec.ts), which runs without routes.
test.use({ serviceWorkers: 'block' });

const owner = ownerForRun('konsol', { name: 'Gölbaşı Konsol Lokantası', category: 'Restoranlar', district: 'Gölbaşı' });
let otherListing: number;
let postSlug: string;
let postId: number;

test.beforeAll(async () => {
  const db = openE2eDb();
  otherListing = await firstApprovedListingId(db, (eb) => eb('ownerId', 'is', null));
  await db.destroy();
  const post = await firstPublishedPost();
  postSlug = post.slug;
  postId = post.id;
});

const publicRoutes = () => [
  '/',
  '/en',
  '/ku',
  '/businesses',
  '/businesses?category=Restoranlar&district=Kahta',
  '/en/businesses',
  '/ku/businesses',
  '/categories',
  '/categories/search?q=kebap',
  '/kategori/restoranlar',
  '/en/kategori/restoranlar',
  '/ilce/kahta',
  '/ilce/kahta/restoranlar',
  '/ku/ilce/kahta',
  `/business/${otherListing}`,
  `/en/business/${otherListing}`,
  `/business/${otherListing}/mesaj`,
  `/business/${otherListing}/bildir`,
  '/blog',
  '/blog/search?q=nemrut',
  `/blog/${postSlug}`,
  `/en/blog/${postSlug}`,
  // A visitor sent away from the desk's post form lands on /blog with the access-denied notice.
  '/admin/blog/create',
  '/tourism',
  '/turizm/nemrut',
  '/etkinlikler',
  '/firsatlar',
  '/nobetci-eczane',
  '/nobetci-eczane/kahta',
  '/favorilerim',
  '/contact',
  '/contact/sent',
  '/kvkk',
  '/gelistiriciler',
  '/add-business',
  '/register-business',
  '/partnership',
  '/business-directory-mobile',
  '/business-management',
  '/subscribe',
  '/donate',
  '/donations',
  '/authority',
  '/analytics',
  '/cevrimdisi',
  '/hatirlatma/bayram',
  '/hesap/giris',
  '/hesap/kayit',
  '/hesap/sifremi-unuttum',
  '/hesap/sifre-sifirla',
  '/admin/login',
  '/hesabim',
  '/bu-sayfa-yok',
];

const ownerRoutes = () => [
  '/hesabim',
  `/hesabim/isletme/${owner.listing}`,
  ...['istatistikler', 'yorumlar', 'mesajlar', 'fotograflar', 'paylasimlar'].map(
    (section) => `/hesabim/isletme/${owner.listing}/${section}`,
  ),
  `/hesabim/sahiplen/${otherListing}`,
  `/business/${owner.listing}`,
];

const deskRoutes = () => [
  '/admin/approval',
  '/admin/onay-kuyrugu',
  '/admin/isletmeler',
  `/admin/isletmeler/${otherListing}`,
  `/admin/isletmeler/${otherListing}/sil`,
  '/admin/blog',
  '/admin/blog/create',
  `/admin/blog/${postId}`,
  `/admin/blog/${postId}/sil`,
  '/admin/gelen-kutusu',
  '/admin/etkinlikler',
  '/admin/kayitlar',
  '/admin/nemrut',
  '/admin/nobetci-eczane',
  '/admin/openstreetmap',
  '/admin/outbox',
  '/analytics',
  '/authority',
  '/authority-builder',
  '/bulk-import',
  '/seo-tools',
  '/seo-enhancement',
  '/blog',
  `/business/${otherListing}`,
];

/** Aborts every request to another host; with `delayMs`, holds back each of our scripts that long. */
async function prepare(context: BrowserContext, baseURL: string, delayMs: number): Promise<void> {
  const origin = new URL(baseURL).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  if (delayMs > 0) {
    await context.route('**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.continue();
    });
  }
}

/** Visits each route once and returns every page error and console error of our own, by route. */
async function visitAll(page: Page, baseURL: string, routes: string[]): Promise<string[]> {
  const origin = new URL(baseURL).origin;
  const problems: string[] = [];
  let current = '';
  page.on('pageerror', (error) => problems.push(`${current} · pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const source = message.location().url;
    // What the browser says about a host the spec cut off is not ours.
    if (source && !source.startsWith(origin)) return;
    // The status of the page itself (a 401 or 404 page on purpose) is logged as a failed resource.
    if (/^Failed to load resource/.test(message.text()) && source === page.url()) return;
    problems.push(`${current} · console: ${message.text()} (${source})`);
  });
  for (const route of routes) {
    current = route;
    await page.goto(route, { waitUntil: 'load' });
    // Islands that wait to be seen hydrate too; then the ones still waiting for their scripts.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page
      .waitForFunction(() => !document.querySelector('astro-island[ssr]:not([client="media"])'), null, {
        timeout: 5_000,
      })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle', { timeout: 1_500 }).catch(() => undefined);
  }
  return problems;
}

for (const [mode, delayMs] of [
  ['at full speed', 0],
  ['with scripts delayed', 700],
] as const) {
  test.describe(`no console errors ${mode}`, () => {
    test('public pages', async ({ page, context, baseURL }) => {
      test.setTimeout(300_000);
      await prepare(context, baseURL ?? '', delayMs);
      expect(await visitAll(page, baseURL ?? '', publicRoutes())).toEqual([]);
    });

    test("an owner's pages", async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      await prepare(context, baseURL ?? '', delayMs);
      await owner.signIn(page);
      expect(await visitAll(page, baseURL ?? '', ownerRoutes())).toEqual([]);
    });

    test("the desk's pages", async ({ page, context, baseURL }) => {
      test.setTimeout(240_000);
      await prepare(context, baseURL ?? '', delayMs);
      await loginAsAdmin(page);
      expect(await visitAll(page, baseURL ?? '', deskRoutes())).toEqual([]);
    });
  });
}
