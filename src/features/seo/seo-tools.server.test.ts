import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  clip,
  countMatchingSearches,
  planCalendar,
  STRUCTURED_DATA_MISSING,
  STRUCTURED_DATA_PAGES,
  scoreBlogPost,
  searchTermsOf,
  uniqueKeywords,
} from '~/features/seo/seo-tools.server.ts';

const good = {
  title: 'Kâhta otelleri: Nemrut yakınında konaklama rehberi',
  excerpt:
    'Kâhta otelleri arasında Nemrut Dağı’na en yakın seçenekler, fiyat aralıkları ve rehberimizdeki onaylı işletmelerin listesi.',
  keyword: 'kahta otelleri',
  keywords: ['a', 'b', 'c', 'd', 'e'],
};

describe('scoreBlogPost', () => {
  it('gives 100 when every rule passes, matching the keyword the Turkish-folded way', () => {
    const { score, rules } = scoreBlogPost(good);
    expect(rules.every((r) => r.points === r.max)).toBe(true);
    expect(score).toBe(100);
  });

  it('takes off exactly the points of each failed rule', () => {
    expect(scoreBlogPost({ ...good, keywords: ['a'] }).score).toBe(90);
    expect(scoreBlogPost({ ...good, title: 'Kısa başlık' }).score).toBe(100 - 25 - 20);
    expect(scoreBlogPost({ ...good, excerpt: 'Kısa özet.' }).score).toBe(100 - 20 - 15);
  });

  it('counts the title length bounds 30 and 65 as passing', () => {
    const rule = (title: string) =>
      scoreBlogPost({ ...good, title }).rules.find((r) => r.rule.startsWith('Başlık'))!.points;
    expect(rule('x'.repeat(29))).toBe(0);
    expect(rule('x'.repeat(30))).toBe(20);
    expect(rule('x'.repeat(65))).toBe(20);
    expect(rule('x'.repeat(66))).toBe(0);
  });

  it('gives no local points without Adıyaman or a district name', () => {
    const { rules } = scoreBlogPost({
      title: 'Otel rehberi: konaklama seçenekleri burada',
      excerpt: 'Otel seçenekleri ve fiyatlar.',
      keyword: 'otel',
      keywords: [],
    });
    expect(rules.find((r) => r.rule.startsWith('Yerel'))!.points).toBe(0);
  });
});

describe('planCalendar', () => {
  const post = (slug: string, category: string, publishedAt: string) => ({ slug, title: slug, category, publishedAt });

  it('plans one entry a week from the 1st, in the month only (February 2027 has 4)', () => {
    const entries = planCalendar(2, 2027, 'Turizm', []);
    expect(entries.map((e) => e.date)).toEqual(['2027-02-01', '2027-02-08', '2027-02-15', '2027-02-22']);
    expect(entries.map((e) => e.contentType)).toEqual([
      'local_guide',
      'tourism_content',
      'business_spotlight',
      'local_guide',
    ]);
    expect(entries.every((e) => e.status === 'planned' && e.estimatedTraffic === null)).toBe(true);
  });

  it('marks a week published when a post of the mapped blog category appeared in it, using the Istanbul day', () => {
    const entries = planCalendar(3, 2030, 'Restoran', [
      post('gece-yarisi', 'Food & Dining', '2030-03-07T22:30:00.000Z'), // 8 March in Istanbul → second week
      post('turizm', 'Tourism', '2030-03-01T09:00:00.000Z'),
    ]);
    expect(entries.map((e) => e.status)).toEqual(['planned', 'published', 'planned', 'planned', 'planned']);
    expect(entries[1]!.publishedPost).toEqual({ slug: 'gece-yarisi', title: 'gece-yarisi' });
  });

  it('uses each post for one week only', () => {
    const entries = planCalendar(3, 2030, 'Turizm', [
      post('a', 'Tourism', '2030-03-02T09:00:00.000Z'),
      post('b', 'Tourism', '2030-03-03T09:00:00.000Z'),
    ]);
    expect(entries.filter((e) => e.status === 'published')).toHaveLength(1);
  });
});

describe('site search helpers', () => {
  it('reads q, search and query parameters, folded', () => {
    expect(searchTermsOf('/businesses?q=%C3%87i%C4%9F+K%C3%B6fte&district=Merkez')).toEqual(['cig kofte']);
    expect(searchTermsOf('/business-directory-mobile?search=KÂHTA')).toEqual(['kahta']);
    expect(searchTermsOf('/businesses?category=Oteller')).toEqual([]);
    expect(searchTermsOf('/blog')).toEqual([]);
  });

  it('matches a search that contains the keyword or is contained in it', () => {
    const terms = new Map([
      ['otel kahta', 2],
      ['otel', 3],
      ['ot', 5],
      ['kebap', 1],
    ]);
    expect(countMatchingSearches('Otel', terms)).toBe(5);
    expect(countMatchingSearches('kâhta otel fiyatları', terms)).toBe(3);
    expect(countMatchingSearches('pansiyon', terms)).toBe(0);
    expect(countMatchingSearches('otel kâhta nerede', terms)).toBe(5);
  });
});

describe('text helpers', () => {
  it('dedupes keywords by their folded form', () => {
    expect(uniqueKeywords(['Kâhta otel', 'kahta OTEL', ' ', 'adıyaman'])).toEqual(['Kâhta otel', 'adıyaman']);
  });
  it('clips at a word boundary with an ellipsis', () => {
    expect(clip('kısa', 10)).toBe('kısa');
    const clipped = clip('Adıyaman Kâhta Nemrut Dağı gün doğumu turu', 20);
    expect(clipped.length).toBeLessThanOrEqual(20);
    expect(clipped.endsWith('…')).toBe(true);
  });
});

describe('structured data claims', () => {
  it('every page type reported as present is written by its source file', () => {
    for (const page of STRUCTURED_DATA_PAGES) {
      expect(fs.readFileSync(page.source, 'utf8')).toContain(`'@type': '${page.type}'`);
    }
  });

  it('no type is reported both present and missing on the same page', () => {
    const present = new Set<string>(STRUCTURED_DATA_PAGES.map((p) => `${p.type} ${p.sample}`));
    expect(STRUCTURED_DATA_MISSING.filter((m) => present.has(`${m.type} ${m.sample}`))).toEqual([]);
  });
});
