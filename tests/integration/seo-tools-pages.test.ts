import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEO_TOOLS_MSG, SEO_TOOLS_RATE_LIMIT } from '~/features/seo/seo-tools-schema.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import { MSG } from '~/lib/messages.ts';
import * as keywordRoute from '~/pages/api/seo/keyword-research.ts';
import ToolPage from '~/pages/seo-tools/[tab].astro';
import SeoToolsPage from '~/pages/seo-tools.astro';
import { callEndpoint } from '../support/api.ts';
import { renderPage } from '../support/pages.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// Each SEO tool on its own address (/seo-tools/{tab}), as a visitor without scripts reaches it: the tab
// open, a sent form answered on the page or refused beside its field, the limit shared with the API.

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ seed: true });
});
afterAll(() => t.cleanup());
beforeEach(() => resetRateLimits());

const VISITOR = '10.0.5.5';

/** The tool page of `path` (`/seo-tools/{tab}?…`): its status and HTML. */
async function tool(path: string) {
  const tab = new URL(path, 'http://x').pathname.split('/')[2];
  const response = await renderPage(ToolPage, path, { params: { tab }, locals: { clientIp: VISITOR } });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** The text of the tab marked selected in `html`. */
const selectedTab = (html: string) => /aria-selected="true"[^>]*>([^<]+)</.exec(html)?.[1];

describe('the SEO tools on their own addresses', () => {
  it('makes every tab a link to its address, and opens that tab there', async () => {
    const home = await (await renderPage(SeoToolsPage, '/seo-tools')).text();
    for (const tab of ['blog-generator', 'technical-seo', 'keyword-research', 'content-calendar', 'local-citations']) {
      expect(home).toContain(`href="/seo-tools/${tab}"`);
    }
    expect(selectedTab(home)).toBe('Blog Oluşturucu');
    const citations = await tool('/seo-tools/local-citations');
    expect(citations.status).toBe(200);
    expect(selectedTab(citations.html)).toBe('Yerel Atıflar');
    expect(citations.html).toContain('Google İşletme Profili');
    // Its answer is the visitor's own: kept by no cache, and the tools' address is the canonical one.
    expect(citations.headers.get('cache-control')).toBe('no-store');
    expect(citations.html).toMatch(/<link rel="canonical" href="[^"]*\/seo-tools"/);
    expect(citations.html).toContain('noindex');
  });

  it('answers 404 for a tab that does not exist', async () => {
    expect((await tool('/seo-tools/nope')).status).toBe(404);
  });

  it('shows the keyword research the API gives for the same query', async () => {
    const query = 'seedKeyword=otel&location=Kahta&businessType=Otel';
    const page = await tool(`/seo-tools/keyword-research?${query}`);
    expect(page.status).toBe(200);
    expect(selectedTab(page.html)).toBe('Anahtar Kelime');
    const api = await callEndpoint(keywordRoute.GET, `/api/seo/keyword-research?${query}`);
    for (const { keyword } of api.json.research.localKeywords) expect(page.html).toContain(keyword);
    expect(page.html).toContain('kâhta otel');
    // The form keeps what was sent.
    expect(page.html).toMatch(/name="seedKeyword"[^>]*value="otel"|value="otel"[^>]*name="seedKeyword"/);
  });

  it('refuses an empty keyword beside its field, with 400 and nothing computed', async () => {
    const page = await tool('/seo-tools/keyword-research?seedKeyword=%20&location=Kahta');
    expect(page.status).toBe(400);
    expect(page.html).toContain(SEO_TOOLS_MSG.keywordMissing);
    expect(page.html).toContain('id="kw-seedKeyword-error"');
    expect(page.html).not.toContain('Birincil anahtar kelimeler');
  });

  it('writes a blog draft from the form, and refuses one without a content type', async () => {
    const sent = await tool(
      '/seo-tools/blog-generator?targetKeyword=K%C3%A2hta+otelleri&contentType=local_guide&category=Otel&businessFocus=',
    );
    expect(sent.status).toBe(200);
    expect(sent.html).toMatch(/<h3[^>]*>[^<]*Kâhta otelleri/);
    expect(sent.html).toMatch(/SEO puanı: (<!-- -->)?\d+(<!-- -->)?\/100/);
    const refused = await tool('/seo-tools/blog-generator?targetKeyword=otel&contentType=&category=Otel');
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(SEO_TOOLS_MSG.generatorMissing);
    expect(refused.html).not.toContain('Puan nasıl hesaplandı?');
  });

  it('counts a page answer against the same limit as the API, and says so with 429', async () => {
    const query = 'seedKeyword=otel';
    for (let i = 0; i < SEO_TOOLS_RATE_LIMIT.max; i++) {
      expect((await tool(`/seo-tools/keyword-research?${query}`)).status).toBe(200);
    }
    const limited = await tool(`/seo-tools/keyword-research?${query}`);
    expect(limited.status).toBe(429);
    expect(limited.html).toContain(MSG.rateLimited);
    expect(limited.html).not.toContain('Birincil anahtar kelimeler');
    // The API is one count with the page: the same address is refused there too, another is not.
    const api = (ip: string) => callEndpoint(keywordRoute.GET, `/api/seo/keyword-research?${query}`, { ip });
    expect((await api(VISITOR)).status).toBe(429);
    expect((await api('10.0.5.6')).status).toBe(200);
  });

  it('shows the technical audit read from the data on its tab', async () => {
    const page = await tool('/seo-tools/technical-seo');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Genel puan');
    expect(page.html).toMatch(/\d+(<!-- -->)?\/100/);
    expect(page.html).not.toContain('Teknik analiz yükleniyor');
  });

  it('shows the content plan of the month asked for, and refuses a month that does not exist', async () => {
    const may = await tool('/seo-tools/content-calendar?month=5&year=2030&businessCategory=Turizm');
    expect(may.status).toBe(200);
    expect(may.html).toContain('1 Mayıs 2030');
    expect(may.html).toContain('Takvimi göster');
    const refused = await tool('/seo-tools/content-calendar?month=13&year=2030');
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(SEO_TOOLS_MSG.invalidMonth);
    expect(refused.html).not.toContain('Takvim yükleniyor');
  });
});
