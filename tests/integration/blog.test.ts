import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BLOG_CREATE_PAGE, BLOG_DRAFT_SAVED_PAGE, BLOG_FORM_MSG } from '~/features/blog/form-messages.ts';
import { VIEW_RATE_LIMIT } from '~/lib/constants.ts';
import * as viewRoute from '~/pages/api/blog/[slug]/view.ts';
import * as postRoute from '~/pages/api/blog/[slug].ts';
import * as createRoute from '~/pages/api/blog/create.ts';
import * as listRoute from '~/pages/api/blog/index.ts';
import { callEndpoint } from '../support/api.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let t: TestDb;
let token: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestDb({ seed: true });
  ({ id: adminId, token } = await signedInUser(t.db, 'admin', 'editor'));
});
afterAll(() => t.cleanup());

const LONG_TEXT = 'Adıyaman’ın tarihi ve doğası üzerine uzun bir paragraf. '.repeat(4);
let counter = 0;
const validPost = (overrides: Record<string, unknown> = {}) => ({
  title: 'Kâhta Kalesi Gezi Notları',
  slug: `kahta-kalesi-gezi-notlari-${++counter}`,
  content: `<p>${LONG_TEXT}</p>`,
  excerpt: 'Kâhta Kalesi’ne yapılan bir günlük gezinin notları.',
  category: 'Tourism',
  tags: ['Kâhta', 'kale'],
  targetKeywords: ['kahta kalesi'],
  publishStatus: 'published',
  ...overrides,
});
const create = (body: unknown) => callEndpoint(createRoute.POST, '/api/blog/create', { body, bearer: token });
const countPosts = async () =>
  Number(
    (
      await t.db
        .selectFrom('blogPosts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/blog/create', () => {
  let before: number;
  beforeEach(async () => {
    before = await countPosts();
  });

  it('stores a published post with the session user as author and computed reading time', async () => {
    const body = validPost({
      tags: ' Kâhta , , kale ,',
      targetKeywords: 'kahta kalesi, kahta gezi',
      authorId: 999,
      featuredImage: 'https://example.com/kahta.jpg',
    });
    const response = await create(body);
    expect(response.status).toBe(201);
    expect(response.json.post).toMatchObject({
      slug: body.slug,
      authorId: adminId,
      tags: ['Kâhta', 'kale'],
      targetKeywords: ['kahta kalesi', 'kahta gezi'],
      publishStatus: 'published',
      readingTime: '1 dk okuma',
      featuredImage: 'https://example.com/kahta.jpg',
    });
    expect(response.json.post.publishedAt).toBeTruthy();
    expect(response.json).not.toHaveProperty('rebuild');
    expect(await countPosts()).toBe(before + 1);
  });

  it('removes scripts, event handlers, javascript: URLs and iframes but keeps headings, lists, links, images and tables', async () => {
    const dirty = `<h2>Başlık</h2><script>alert('x')</script><p onclick="steal()">Metin <a href="javascript:alert(1)">kötü</a> <a href="https://adiyaman.bel.tr">iyi</a> <a href="/businesses">iç</a> <a href="//evil.example/x">pr</a></p>
<img src="https://example.com/a.jpg" alt="Nemrut" onerror="alert(1)"><img src="x" onerror="alert(2)">
<ul><li>bir</li><li>iki</li></ul><ol><li>üç</li></ol>
<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>
<iframe src="https://evil.example"></iframe><p style="color:red">${LONG_TEXT}</p>`;
    const response = await create(validPost({ content: dirty }));
    expect(response.status).toBe(201);
    const stored = (
      await t.db
        .selectFrom('blogPosts')
        .select('content')
        .where('slug', '=', response.json.post.slug)
        .executeTakeFirstOrThrow()
    ).content;
    expect(stored).not.toMatch(/<script|alert\('x'\)|onerror|onclick|javascript:|<iframe|style=|evil\.example/i);
    expect(stored).toContain('<h2>Başlık</h2>');
    expect(stored).toContain('<li>bir</li>');
    expect(stored).toContain('<ol>');
    expect(stored).toContain('<th>A</th>');
    expect(stored).toContain('<td>1</td>');
    expect(stored).toContain('href="https://adiyaman.bel.tr"');
    expect(stored).toContain('href="/businesses"');
    expect(stored).toContain('<img src="https://example.com/a.jpg" alt="Nemrut" />');
  });

  it('renders Markdown content to HTML and sanitizes it', async () => {
    const markdown = `## Rota\n\n- Karadut\n- Zirve\n\n[link](javascript:alert(1)) [site](https://example.com)\n\n<script>alert(1)</script>\n\n${LONG_TEXT}`;
    const response = await create(validPost({ content: markdown, contentFormat: 'markdown' }));
    expect(response.status).toBe(201);
    const content = response.json.post.content as string;
    expect(content).toContain('<h2>Rota</h2>');
    expect(content).toContain('<li>Karadut</li>');
    expect(content).toContain('href="https://example.com"');
    expect(content).not.toMatch(/<script|javascript:/);
  });

  it('refuses a duplicate slug with 409 and a clear message', async () => {
    const first = validPost();
    expect((await create(first)).status).toBe(201);
    const again = await create(validPost({ slug: first.slug, title: 'Başka Bir Başlık Burada' }));
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(BLOG_FORM_MSG.slugTaken);
    expect(await countPosts()).toBe(before + 1);
  });

  it.each([
    [{ title: 'Kısa' }, BLOG_FORM_MSG.titleMin],
    [{ slug: 'abc' }, BLOG_FORM_MSG.slugMin],
    [{ slug: 'Buyuk-Harf' }, BLOG_FORM_MSG.slugPattern],
    [{ slug: 'turkce-çok' }, BLOG_FORM_MSG.slugPattern],
    [{ slug: 'bosluk var' }, BLOG_FORM_MSG.slugPattern],
    [{ content: '<p>kısa</p>' }, BLOG_FORM_MSG.contentMin],
    [{ excerpt: 'çok kısa' }, BLOG_FORM_MSG.excerptMin],
    [{ excerpt: 'x'.repeat(301) }, BLOG_FORM_MSG.excerptMax],
    [{ category: 'Spor' }, BLOG_FORM_MSG.categoryRequired],
    [{ category: undefined }, BLOG_FORM_MSG.categoryRequired],
    [{ featuredImage: 'javascript:alert(1)' }, BLOG_FORM_MSG.featuredImageUrl],
  ])('rejects %o with 400 and its message, writing nothing', async (override, message) => {
    const response = await create(validPost(override));
    expect(response.status).toBe(400);
    expect(response.json.issues.map((i: { message: string }) => i.message)).toContain(message);
    expect(await countPosts()).toBe(before);
  });

  it('keeps a draft out of the public API', async () => {
    const draft = validPost({ publishStatus: 'draft' });
    const response = await create(draft);
    expect(response.status).toBe(201);
    expect(response.json.post.publishedAt).toBeNull();
    expect(
      (await callEndpoint(postRoute.GET, `/api/blog/${draft.slug}`, { params: { slug: draft.slug } })).status,
    ).toBe(404);
    const list = await callEndpoint(listRoute.GET, '/api/blog');
    expect(list.json.posts.map((p: { slug: string }) => p.slug)).not.toContain(draft.slug);
  });
});

describe('POST /api/blog/create as a browser form post', () => {
  const formOf = (overrides: Record<string, string> = {}) => {
    const post = validPost();
    return {
      title: post.title,
      slug: post.slug,
      content: post.content,
      contentFormat: 'html',
      excerpt: post.excerpt,
      category: post.category,
      tags: 'Kâhta, kale',
      targetKeywords: '',
      metaTitle: '',
      featuredImage: '',
      metaDescription: '',
      publishStatus: 'published',
      ...overrides,
    };
  };
  const post = (form: Record<string, string>, auth = true) =>
    callEndpoint(createRoute.POST, '/api/blog/create', { form, ...(auth ? { bearer: token } : {}) });

  it('publishes once and sends the browser on to the new post; a draft comes back to the form with its notice', async () => {
    const before = await countPosts();
    const form = formOf();
    const published = await post(form);
    expect(published.status).toBe(303);
    expect(published.headers.get('location')).toBe(`/blog/${form.slug}`);
    const row = await t.db.selectFrom('blogPosts').selectAll().where('slug', '=', form.slug).executeTakeFirstOrThrow();
    expect(JSON.parse(row.tags ?? '[]')).toEqual(['Kâhta', 'kale']);
    const draft = await post(formOf({ publishStatus: 'draft' }));
    expect(draft.headers.get('location')).toBe(BLOG_DRAFT_SAVED_PAGE);
    expect(await countPosts()).toBe(before + 2);
  });

  it('shows the form again with the messages and the values for a refused post or a taken slug, writing nothing', async () => {
    const before = await countPosts();
    const short = formOf({ title: 'Kısa' });
    const refused = await post(short);
    expect(refused.status).toBe(400);
    expect(refused.rewrittenTo).toBe(BLOG_CREATE_PAGE);
    expect(refused.formState?.errors.title).toBe(BLOG_FORM_MSG.titleMin);
    expect(refused.formState?.values).toEqual(short);
    const first = formOf();
    await post(first);
    const taken = await post({ ...formOf(), slug: first.slug });
    expect(taken.status).toBe(409);
    expect(taken.formState?.errors.slug).toBe(BLOG_FORM_MSG.slugTaken);
    expect(await countPosts()).toBe(before + 1);
  });

  it("refuses the slug of the blog's own search page", async () => {
    const response = await post(formOf({ slug: 'search' }));
    expect(response.status).toBe(400);
    expect(response.formState?.errors.slug).toBe(BLOG_FORM_MSG.slugTaken);
  });

  it('sends a browser without a session to the login page, which returns it to the form', async () => {
    const response = await post(formOf(), false);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/login?next=%2Fadmin%2Fblog%2Fcreate');
  });
});

describe('GET /api/blog and GET /api/blog/{slug}', () => {
  it('lists published posts newest first, filtered by category and limited', async () => {
    const all = await callEndpoint(listRoute.GET, '/api/blog');
    expect(all.status).toBe(200);
    expect(all.json.posts.length).toBeGreaterThanOrEqual(9);
    const dates = all.json.posts.map((p: { publishedAt: string }) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.json.posts[0]).not.toHaveProperty('content');
    const tourism = await callEndpoint(listRoute.GET, '/api/blog?category=Tourism&limit=2');
    expect(tourism.json.posts).toHaveLength(2);
    expect(tourism.json.posts.every((p: { category: string }) => p.category === 'Tourism')).toBe(true);
    expect((await callEndpoint(listRoute.GET, '/api/blog?category=all')).json.posts.length).toBe(all.json.posts.length);
  });

  it('rejects a bad limit with 400', async () => {
    expect((await callEndpoint(listRoute.GET, '/api/blog?limit=abc')).status).toBe(400);
    expect((await callEndpoint(listRoute.GET, '/api/blog?limit=0')).status).toBe(400);
  });

  it('returns a published post by slug and 404 for an unknown slug', async () => {
    const ok = await callEndpoint(postRoute.GET, '/api/blog/nemrut-dagi-gun-dogumu-rehberi', {
      params: { slug: 'nemrut-dagi-gun-dogumu-rehberi' },
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ slug: 'nemrut-dagi-gun-dogumu-rehberi', category: 'Tourism' });
    expect(ok.json.content).toContain('<h2>');
    expect(
      (await callEndpoint(postRoute.GET, '/api/blog/yok-boyle-yazi', { params: { slug: 'yok-boyle-yazi' } })).status,
    ).toBe(404);
  });
});

describe('POST /api/blog/{slug}/view', () => {
  const view = (slug: string, ip: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0') =>
    callEndpoint(viewRoute.POST, `/api/blog/${slug}/view`, {
      method: 'POST',
      params: { slug },
      ip,
      headers: { 'user-agent': userAgent },
    });
  const slug = 'adiyaman-cig-koftesi-nasil-yapilir';

  it('counts one view per visitor per day', async () => {
    const first = await view(slug, '10.1.1.1');
    expect(first.status).toBe(200);
    const again = await view(slug, '10.1.1.1');
    expect(again.json.views).toBe(first.json.views);
    const other = await view(slug, '10.1.1.2');
    expect(other.json.views).toBe(first.json.views + 1);
    const rows = await t.db.selectFrom('blogPostViews').select('visitorHash').execute();
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.visitorHash))).toBe(true);
  });

  it('limits how often one address may count views', async () => {
    for (let i = 0; i < VIEW_RATE_LIMIT.max; i++) expect((await view(slug, '10.1.1.9')).status).toBe(200);
    const limited = await view(slug, '10.1.1.9');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await view(slug, '10.1.1.10')).status).toBe(200);
  });

  it('does not count crawlers and answers 404 for an unknown slug', async () => {
    const before = (await view(slug, '10.1.1.1')).json.views;
    const bot = await view(slug, '10.1.1.3', 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    expect(bot.json.views).toBe(before);
    expect((await view('yok-boyle-yazi', '10.1.1.1')).status).toBe(404);
  });
});
