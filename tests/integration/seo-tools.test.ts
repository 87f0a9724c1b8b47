import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEO_TOOLS_MSG, SEO_TOOLS_RATE_LIMIT } from '~/features/seo/seo-tools-schema.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import * as calendarRoute from '~/pages/api/content/calendar.ts';
import * as generateRoute from '~/pages/api/content/generate-blog.ts';
import * as keywordRoute from '~/pages/api/seo/keyword-research.ts';
import * as technicalRoute from '~/pages/api/seo/technical-analysis.ts';
import { callEndpoint, expectJsonOnly } from '../support/api.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ seed: true });
});
afterAll(() => t.cleanup());
beforeEach(() => resetRateLimits());

const generate = (body: unknown, ip = '10.0.0.1') =>
  callEndpoint(generateRoute.POST, '/api/content/generate-blog', { body, ip });

describe('POST /api/content/generate-blog', () => {
  it('builds a post from the approved businesses of the category and explains its score', async () => {
    const res = await generate({
      contentType: 'local_guide',
      targetKeyword: 'Kâhta otelleri',
      category: 'Otel',
      businessFocus: '',
    });
    expect(res.status).toBe(200);
    const { blogPost, scoring, contentSuggestions, basedOn } = res.json;
    expect(blogPost.title).toContain('Kâhta otelleri');
    expect(blogPost.estimatedTraffic).toBeNull();
    expect(blogPost.seoScore).toBe(scoring.reduce((s: number, r: { points: number }) => s + r.points, 0));
    expect(scoring.reduce((s: number, r: { max: number }) => s + r.max, 0)).toBe(100);
    expect(basedOn.category).toBe('Oteller');
    const kahtaHotels = await t.db
      .selectFrom('businesses')
      .select('name')
      .where('status', '=', 'approved')
      .where('category', '=', 'Oteller')
      .where('district', '=', 'Kâhta')
      .execute();
    expect(basedOn.approvedBusinesses).toBe(kahtaHotels.length);
    expect(kahtaHotels.length).toBeGreaterThan(0);
    expect(blogPost.excerpt).toContain('öne çıkanlar');
    expect(blogPost.keywords[0]).toBe('Kâhta otelleri');
    expect(contentSuggestions.some((s: string) => s.includes('/businesses?category=Oteller'))).toBe(true);
  });

  it('is deterministic: the same input gives the same post', async () => {
    const body = { contentType: 'tourism_content', targetKeyword: 'nemrut gezisi', category: 'Turizm' };
    expect((await generate(body)).json).toEqual((await generate(body)).json);
  });

  it('400 with the spec message when keyword or content type is missing', async () => {
    for (const body of [
      { contentType: 'local_guide', targetKeyword: '  ' },
      { targetKeyword: 'otel' },
      { contentType: 'poem', targetKeyword: 'otel' },
    ]) {
      const res = await generate(body);
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(SEO_TOOLS_MSG.generatorMissing);
    }
    const badCategory = await generate({ contentType: 'local_guide', targetKeyword: 'otel', category: 'Kafe' });
    expect(badCategory.status).toBe(400);
    expect(badCategory.json.error).toBe(SEO_TOOLS_MSG.invalidCategory);
  });

  it('415 for a body that is not JSON, 400 for malformed JSON', async () => {
    await expectJsonOnly(generateRoute.POST, '/api/content/generate-blog');
  });

  it('429 once an address passes the limit; other addresses are unaffected', async () => {
    const body = { contentType: 'business_spotlight', targetKeyword: 'çiğ köfte', category: 'Restoran' };
    for (let i = 0; i < SEO_TOOLS_RATE_LIMIT.max; i++) expect((await generate(body, '10.9.9.9')).status).toBe(200);
    const limited = await generate(body, '10.9.9.9');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await generate(body, '10.9.9.10')).status).toBe(200);
  });
});

describe('GET /api/seo/technical-analysis', () => {
  it('computes completeness from the approved businesses and leaves page speed unmeasured', async () => {
    const res = await callEndpoint(technicalRoute.GET, '/api/seo/technical-analysis');
    expect(res.status).toBe(200);
    const { analysis, overallScore } = res.json;
    expect(analysis.pageSpeed.score).toBeNull();
    expect(analysis.pageSpeed.recommendations.join(' ')).toContain('PageSpeed Insights');
    expect(analysis.pageSpeed.recommendations.join(' ')).not.toMatch(/npm run|DESIGN §/);
    expect(analysis.mobileOptimization.score).toBeNull();
    const approved = await t.db.selectFrom('businesses').select(['website']).where('status', '=', 'approved').execute();
    const withWebsite = approved.filter((b) => (b.website ?? '').trim() !== '').length;
    expect(analysis.localSEO.approvedBusinesses).toBe(approved.length);
    expect(analysis.localSEO.completeness.find((c: { field: string }) => c.field === 'Web sitesi').percent).toBe(
      Math.round((withWebsite / approved.length) * 100),
    );
    expect(analysis.structuredData.present.some((p: string) => p.startsWith('BlogPosting'))).toBe(true);
    expect(analysis.contentOptimization.publishedPosts).toBeGreaterThan(0);
    expect(overallScore).toBe(
      Math.round((analysis.structuredData.score + analysis.localSEO.score + analysis.contentOptimization.score) / 3),
    );
  });
});

describe('GET /api/seo/keyword-research', () => {
  const research = (query: string, ip = '10.0.1.1') =>
    callEndpoint(keywordRoute.GET, `/api/seo/keyword-research?${query}`, { ip });

  it('counts our own site searches for each keyword and gives no invented growth', async () => {
    const now = new Date().toISOString();
    await t.db
      .insertInto('requestLog')
      .values([
        {
          method: 'GET',
          path: '/businesses?q=otel%20k%C3%A2hta',
          statusCode: 200,
          duration: 1,
          timestamp: now,
          isBot: 0,
        },
        { method: 'GET', path: '/businesses?q=OTEL', statusCode: 200, duration: 1, timestamp: now, isBot: 0 },
        { method: 'GET', path: '/businesses?q=otel', statusCode: 200, duration: 1, timestamp: now, isBot: 1 },
        {
          method: 'GET',
          path: '/businesses?q=otel',
          statusCode: 200,
          duration: 1,
          timestamp: '2000-01-01T00:00:00.000Z',
          isBot: 0,
        },
      ])
      .execute();
    const res = await research(`seedKeyword=otel&location=Kahta&businessType=Otel`);
    expect(res.status).toBe(200);
    const r = res.json.research;
    // The bot and the old search are not counted.
    expect(r.primaryKeywords.find((k: { keyword: string }) => k.keyword === 'otel').siteSearches).toBe(2);
    expect(r.topSiteSearches).toEqual([
      { term: 'otel', count: 1 },
      { term: 'otel kahta', count: 1 },
    ]);
    expect(r.localKeywords).toHaveLength(1);
    expect(r.localKeywords[0].keyword).toBe('kâhta otel');
    expect(r.seasonalTrends.yearly_growth).toBeNull();
    expect(r.seasonalTrends.peak_months).toContain('Temmuz');
    expect(r.longTailKeywords.length).toBeGreaterThan(3);
  });

  it('defaults the location to Adıyaman (all districts)', async () => {
    const res = await research('seedKeyword=kebap&businessType=Restoran');
    expect(res.status).toBe(200);
    expect(res.json.research.localKeywords).toHaveLength(9);
  });

  it('400 with the spec message without a seed keyword; 400 for an unknown location', async () => {
    for (const q of ['', 'seedKeyword=', 'seedKeyword=%20%20']) {
      const res = await research(q);
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(SEO_TOOLS_MSG.keywordMissing);
    }
    const res = await research('seedKeyword=otel&location=Ankara');
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(SEO_TOOLS_MSG.invalidLocation);
  });

  it('429 past the limit', async () => {
    for (let i = 0; i < SEO_TOOLS_RATE_LIMIT.max; i++) await research('seedKeyword=otel', '10.0.2.2');
    expect((await research('seedKeyword=otel', '10.0.2.2')).status).toBe(429);
  });
});

describe('GET /api/content/calendar', () => {
  it('plans one entry a week and marks the weeks with a published post of the category', async () => {
    await t.db
      .insertInto('blogPosts')
      .values({
        slug: 'takvim-deneme-yazisi',
        title: 'Takvim deneme yazısı',
        content: '<p>x</p>',
        excerpt: 'Takvim için bir deneme yazısı.',
        category: 'Tourism',
        publishStatus: 'published',
        publishedAt: '2030-03-10T09:00:00.000Z',
      })
      .execute();
    const res = await callEndpoint(
      calendarRoute.GET,
      '/api/content/calendar?month=3&year=2030&businessCategory=Turizm',
    );
    expect(res.status).toBe(200);
    expect(res.json.entries.map((e: { date: string }) => e.date)).toEqual([
      '2030-03-01',
      '2030-03-08',
      '2030-03-15',
      '2030-03-22',
      '2030-03-29',
    ]);
    expect(res.json.entries.map((e: { status: string }) => e.status)).toEqual([
      'planned',
      'published',
      'planned',
      'planned',
      'planned',
    ]);
    expect(res.json.entries[1].publishedPost.slug).toBe('takvim-deneme-yazisi');
    expect(res.json.entries.every((e: { estimatedTraffic: null }) => e.estimatedTraffic === null)).toBe(true);
    // Another category's plan ignores the Tourism post.
    const shops = await callEndpoint(
      calendarRoute.GET,
      '/api/content/calendar?month=3&year=2030&businessCategory=Ma%C4%9Faza',
    );
    expect(shops.json.entries.every((e: { status: string }) => e.status === 'planned')).toBe(true);
  });

  it('defaults to the current month', async () => {
    const res = await callEndpoint(calendarRoute.GET, '/api/content/calendar');
    expect(res.status).toBe(200);
    expect(res.json.businessCategory).toBe('Turizm');
    expect(res.json.entries.length).toBeGreaterThanOrEqual(4);
  });

  it('400 for an impossible month, year or category', async () => {
    for (const [q, message] of [
      ['month=13&year=2030', SEO_TOOLS_MSG.invalidMonth],
      ['month=abc&year=2030', SEO_TOOLS_MSG.invalidMonth],
      ['month=3&year=1500', SEO_TOOLS_MSG.invalidYear],
      ['month=3&year=2030&businessCategory=Kafe', SEO_TOOLS_MSG.invalidCategory],
    ] as const) {
      const res = await callEndpoint(calendarRoute.GET, `/api/content/calendar?${q}`);
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(message);
    }
  });
});
