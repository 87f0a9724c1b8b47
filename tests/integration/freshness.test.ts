import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '~/features/blog/blog.server.ts';
import { setPostStatus, updatePost } from '~/features/desk/posts.server.ts';
import {
  approveListing,
  decidePhoto,
  decideReview,
  grantClaim,
  rejectListing,
  setClosure,
} from '~/features/listings/transitions.server.ts';
import { readChangeCounters } from '~/lib/db/change-counter.server.ts';
import { watchPrerenderedData } from '~/lib/serve/version-rebuilds.server.ts';
import BlogPostPage from '~/pages/blog/[...slug].astro';
import BlogIndexPage from '~/pages/blog/index.astro';
import CategoriesPage from '~/pages/categories.astro';
import DistrictPage from '~/pages/ilce/[...path].astro';
import CategoryPage from '~/pages/kategori/[...path].astro';
import { type Page, type PageServer, send, servePages } from '../support/pages.ts';
import { recordRebuildRequests } from '../support/rebuilds.ts';
import { blogPostData, insertBusiness } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// The freshness table (DESIGN §4): each kind of change, made through the feature that owns it, shows on
// the pages that show it on the next request, with no rebuild and no call to the host. The pages are
// the real ones, rendered in Astro's container as the built handler renders them, answered through the
// site server's serveOnDemand with a real render cache over the change counters. Each row warms the
// page (a cache HIT), changes the data, and measures how long until the page shows the change.

let t: TestDb;
let adminId: number;
let server: PageServer;
const rebuilds = recordRebuildRequests();
const delays: Record<string, number> = {};

const ROUTES: [RegExp, Page, string | null][] = [
  [/^\/ilce\/(.+)$/, DistrictPage, 'path'],
  [/^\/kategori\/(.+)$/, CategoryPage, 'path'],
  [/^\/categories$/, CategoriesPage, null],
  [/^\/blog$/, BlogIndexPage, null],
  [/^\/blog\/(.+)$/, BlogPostPage, 'slug'],
];

beforeAll(async () => {
  t = await createTestDb({ seed: true });
  adminId = (await signedInUser(t.db, 'admin')).id;
  server = await servePages(t.db, (url) => {
    const route = ROUTES.find(([pattern]) => pattern.test(url.pathname));
    const match = route?.[0].exec(url.pathname);
    if (!route || !match) return null;
    const [, page, param] = route;
    return { page, params: param ? { [param]: match[1] } : {} };
  });
});
afterAll(async () => {
  server.close();
  await t.cleanup();
  console.log(`freshness, ms from the change to the page showing it: ${JSON.stringify(delays)}`);
});

const actor = () => ({ id: adminId, username: 'admin' });

const get = (path: string) => send(`${server.base}${path}`);

/** Renders each page until it is kept: the next request is served from the cache while nothing changed. */
async function warm(...paths: string[]): Promise<void> {
  for (const path of paths) {
    expect((await get(path)).status, path).toBe(200);
    expect((await get(path)).cache, path).toBe('HIT');
  }
}

/** Makes the change, then asks each page until `shows` holds (at most `withinMs`); records the delay. */
async function expectShown(
  row: string,
  change: () => Promise<unknown>,
  pages: Record<string, (body: string) => boolean>,
  withinMs = 0,
): Promise<void> {
  await change();
  const changedAt = performance.now();
  for (const [path, shows] of Object.entries(pages)) {
    let page = await get(path);
    while (!shows(page.body) && performance.now() - changedAt < withinMs) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      page = await get(path);
    }
    expect(shows(page.body), `${row}: ${path}`).toBe(true);
    delays[`${row} → ${path}`] = Math.round(performance.now() - changedAt);
  }
  expect(rebuilds).toEqual([]);
}

/** The card of a business on a page (from its heading to the end of its article). */
function cardOf(body: string, name: string): string {
  const at = body.indexOf(`>${name}</a>`);
  if (at === -1) return '';
  const start = body.lastIndexOf('<article', at);
  return body.slice(start, body.indexOf('</article>', at));
}

// A small district and a small category of the seed, so a new listing is on their first page.
const DISTRICT = { name: 'Gerger', path: '/ilce/gerger' };
const CATEGORY = { name: 'Emlak', path: '/kategori/emlak' };
const LANDINGS = [DISTRICT.path, CATEGORY.path];

const listing = (name: string, values: Parameters<typeof insertBusiness>[2] = {}) =>
  insertBusiness(t.db, name, {
    status: 'approved',
    district: DISTRICT.name,
    category: CATEGORY.name,
    address: 'Cumhuriyet Caddesi No:5, Gerger/Adıyaman',
    ...values,
  });

describe('freshness table: a change shows on the pages that show it, at once', () => {
  it("photo approved → the card's thumbnail on /ilce/… and /kategori/…", async () => {
    const id = await listing('Gerger Emlak Fotoğraflı');
    const url = `https://images.example.org/gerger-emlak-${id}.jpg`;
    const { id: photoId } = await t.db
      .insertInto('businessPhotos')
      .values({ businessId: id, url, status: 'pending', isPrimary: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await warm(...LANDINGS);
    expect(cardOf((await get(DISTRICT.path)).body, 'Gerger Emlak Fotoğraflı')).not.toContain(url);
    const shows = (body: string) => cardOf(body, 'Gerger Emlak Fotoğraflı').includes(url);
    await expectShown('photo approved', () => decidePhoto(t.db, photoId, true, actor()), {
      [DISTRICT.path]: shows,
      [CATEGORY.path]: shows,
    });
  });

  it('review approved → the rating on /ilce/… and /kategori/…', async () => {
    const id = await listing('Gerger Emlak Puanlı');
    const { id: reviewId } = await t.db
      .insertInto('reviews')
      .values({ businessId: id, rating: 4, comment: 'İlgili ve dürüst bir emlakçı.', status: 'pending' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await warm(...LANDINGS);
    expect(cardOf((await get(CATEGORY.path)).body, 'Gerger Emlak Puanlı')).toContain('Henüz değerlendirme yok');
    const shows = (body: string) => cardOf(body, 'Gerger Emlak Puanlı').includes('(1 değerlendirme)');
    await expectShown('review approved', () => decideReview(t.db, reviewId, 'approved', actor()), {
      [DISTRICT.path]: shows,
      [CATEGORY.path]: shows,
    });
  });

  it('closure → the badge and the ranking on /ilce/… and /kategori/…', async () => {
    const name = 'Gerger Emlak Kapanan';
    await listing(name, { subscriptionTier: 'premium', isFeatured: 1 });
    const id = (await t.db.selectFrom('businesses').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
    await warm(...LANDINGS);
    const before = (await get(DISTRICT.path)).body;
    expect(before.indexOf(`>${name}</a>`)).toBeLessThan(before.indexOf('<article', before.indexOf(`>${name}</a>`)));
    // Closed for good: the badge on its card, and it ranks after every open listing.
    const shows = (body: string) => {
      const at = body.indexOf(`>${name}</a>`);
      return cardOf(body, name).includes('Kalıcı olarak kapandı') && body.indexOf('<article', at) === -1;
    };
    await expectShown('closure', () => setClosure(t.db, id, { closure: 'closed_permanently' }, actor()), {
      [DISTRICT.path]: shows,
      [CATEGORY.path]: shows,
    });
  });

  it('claim granted → the verified mark on /ilce/… and /kategori/…', async () => {
    const name = 'Gerger Emlak Sahipli';
    const id = await listing(name);
    const owner = await signedInUser(t.db, 'user');
    await warm(...LANDINGS);
    expect(cardOf((await get(DISTRICT.path)).body, name)).not.toContain('Doğrulanmış işletme');
    const shows = (body: string) => cardOf(body, name).includes('Doğrulanmış işletme');
    const grant = () =>
      grantClaim(t.db, {
        listing: { id, name, taxId: null },
        userId: owner.id,
        actor: actor(),
        closeClaim: async () => {},
        replaceOwner: true,
      });
    await expectShown('claim', grant, { [DISTRICT.path]: shows, [CATEGORY.path]: shows });
  });

  it('approval or rejection → the counts on /categories', async () => {
    const pending = await listing('Gerger Emlak Onaylanan', { status: 'pending' });
    const published = await listing('Gerger Emlak Gizlenen');
    const approvedCount = async () =>
      Number(
        (
          await t.db
            .selectFrom('businesses')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('status', '=', 'approved')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const shownCount = (body: string) => /Kayıtlı işletme<\/dt>\s*<dd[^>]*>([\d.]+)</.exec(body)?.[1]?.replace('.', '');
    await warm('/categories');
    const before = await approvedCount();
    expect(shownCount((await get('/categories')).body)).toBe(String(before));
    await expectShown('approval', () => approveListing(t.db, pending, actor()), {
      '/categories': (body) => shownCount(body) === String(before + 1),
    });
    await warm('/categories');
    await expectShown('rejection', () => rejectListing(t.db, published, 'Bilgiler doğrulanamadı.', actor()), {
      '/categories': (body) => shownCount(body) === String(before),
    });
  });
});

describe('freshness table: posts', () => {
  let n = 0;
  const postData = (title: string) => blogPostData(title, `tazelik-yazisi-${++n}`);

  async function published(title: string) {
    const result = await createPost(t.db, postData(title), adminId);
    if (!result.ok) throw new Error('slug taken');
    return result.post;
  }

  it('post edited → /blog and the post', async () => {
    const post = await published('Tazelik Yazısı İlk Başlık');
    await warm('/blog', `/blog/${post.slug}`);
    const edit = { ...postData('Tazelik Yazısı Yeni Başlık'), slug: post.slug, publishedAt: post.publishedAt };
    const shows = (body: string) => body.includes('Tazelik Yazısı Yeni Başlık');
    await expectShown('post edited', () => updatePost(t.db, post.id, edit, actor()), {
      '/blog': shows,
      [`/blog/${post.slug}`]: shows,
    });
  });

  it('post unpublished → gone from /blog and the post answers 404', async () => {
    const post = await published('Tazelik Yazısı Kaldırılan');
    await warm('/blog', `/blog/${post.slug}`);
    await expectShown('post unpublished', () => setPostStatus(t.db, post.id, 'draft', actor()), {
      '/blog': (body) => !body.includes('Tazelik Yazısı Kaldırılan'),
      [`/blog/${post.slug}`]: (body) => !body.includes('Tazelik Yazısı Kaldırılan'),
    });
    expect((await get(`/blog/${post.slug}`)).status).toBe(404);
  });

  it('post scheduled → hidden at once, on /blog and at its address when its time comes', async () => {
    const post = await published('Tazelik Yazısı Zamanlanan');
    await warm('/blog', `/blog/${post.slug}`);
    const at = new Date(Date.now() + 2_000);
    const edit = { ...postData('Tazelik Yazısı Zamanlanan'), slug: post.slug, publishedAt: at.toISOString() };
    await expectShown('post scheduled', () => updatePost(t.db, post.id, edit, actor()), {
      '/blog': (body) => !body.includes('Tazelik Yazısı Zamanlanan'),
    });
    expect((await get(`/blog/${post.slug}`)).status).toBe(404);
    // Its time coming writes nothing: the kept /blog expires then.
    await get('/blog');
    expect((await get('/blog')).cache).toBe('HIT');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now())));
    await expectShown(
      'scheduled time came',
      async () => {},
      {
        '/blog': (body) => body.includes('Tazelik Yazısı Zamanlanan'),
        [`/blog/${post.slug}`]: (body) => body.includes('Tazelik Yazısı Zamanlanan'),
      },
      3_000,
    );
  });
});

describe('pre-rendered pages (the navigation counts on every static page)', () => {
  it('are rebuilt by the host when the listings version moves, once, after a quiet moment', async () => {
    const asked: string[] = [];
    const stop = watchPrerenderedData(t.db, (reason) => asked.push(reason), { intervalMs: 20, quietMs: 100 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(asked).toEqual([]);
      const [before = 0] = await readChangeCounters(t.db, ['listings']);
      await listing('Gerger Emlak Yeni Bir');
      await listing('Gerger Emlak Yeni İki');
      expect((await readChangeCounters(t.db, ['listings']))[0]).toBeGreaterThan(before);
      const started = performance.now();
      while (asked.length === 0 && performance.now() - started < 2_000)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(asked).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(asked).toHaveLength(1);
    } finally {
      stop();
    }
  });
});
