import { describe, expect, it } from 'vitest';
import {
  indexedForms,
  indexTerms,
  queryForms,
  STEM_PREFIX_MIN,
  stemWord,
  turkishWords,
} from '~/features/search/search-terms.ts';

// Our word list: a visitor typing the inflected or derived form must meet the base form as the
// index holds it — one of the query's forms equal to one of the indexed forms, or a prefix of it
// when long enough, which is exactly how the search matches.
const SAME_STEM: [string, string][] = [
  ['eczaneler', 'eczane'],
  ['pansiyonlar', 'pansiyon'],
  ['otelleri', 'otel'],
  ['kuaförler', 'kuaför'],
  ['berberi', 'berber'],
  ['restoranları', 'restoran'],
  ['kebabı', 'kebap'],
  ['kebapçı', 'kebap'],
  ['kebapçılar', 'kebap'],
  ['pideci', 'pide'],
  ['pidecileri', 'pide'],
  ['balıkçısı', 'balık'],
  ['lastikçi', 'lastik'],
  ['fotoğrafçılık', 'fotoğraf'],
  ['marketler', 'market'],
  ['camiler', 'cami'],
  ['kafeler', 'kafe'],
  ['kuyumcular', 'kuyumcu'],
  ['kahtadaki', 'kahta'],
];

describe('Turkish stemming', () => {
  const meets = (typed: string, written: string) =>
    queryForms(typed).some((q) =>
      indexedForms(written).some((i) => i === q || (q.length >= STEM_PREFIX_MIN && i.startsWith(q))),
    );

  it.each(SAME_STEM)('%s meets %s', (form, base) => {
    expect(meets(form, base)).toBe(true);
  });

  it('the base form typed meets the inflected forms in the index', () => {
    for (const [form, base] of SAME_STEM) expect(meets(base, form), `${base} → ${form}`).toBe(true);
  });

  it('does not join unrelated words', () => {
    expect(meets('fırın', 'fırat')).toBe(false);
    expect(meets('otel', 'oto')).toBe(false);
  });

  it('keeps short words and numbers, so a trade suffix never eats a short name', () => {
    expect(stemWord('hacı')).toMatch(/^hac/);
    expect(stemWord('koçu')).toMatch(/^koc/);
    expect(stemWord('2023')).toBe('2023');
  });

  it('drops what follows an apostrophe and splits at hyphens', () => {
    expect(turkishWords("Adıyaman'daki Şehr-i Zor")).toEqual(['adıyaman', 'şehr', 'i', 'zor']);
    expect(turkishWords('KÂHTA’DA İNCİ')).toEqual(['kâhta', 'inci']);
  });

  it('indexes stems, neighbouring words written together and hyphenated words joined', () => {
    const terms = indexTerms('Yeşil Vadi Pansiyonu', true).split(' ');
    expect(terms).toContain('yesilvadi');
    expect(terms).toContain(stemWord('pansiyon'));
    expect(indexTerms('Şehr-i Zor', true).split(' ')).toEqual(expect.arrayContaining(['sehri', 'sehrizor']));
    expect(indexTerms('Yeşil Vadi', false)).toBe('');
  });
});
