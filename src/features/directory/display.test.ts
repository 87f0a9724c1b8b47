import { describe, expect, it } from 'vitest';
import { contactAction, displayStatus, searchParamsFor, tierLabel } from '~/features/directory/display.ts';
import { facetMatch, ftsMatchQuery, listingGroups, searchTokens } from '~/features/directory/search.server.ts';
import { normalizeTurkishPhone, whatsappLink } from '~/features/directory/whatsapp.ts';

describe('contactAction', () => {
  it('prefers call, then e-mail, then website, else no contact', () => {
    expect(contactAction({ phone: '+90 416 216 00 00', email: 'a@b.com', website: 'https://a.com' })).toMatchObject({
      kind: 'call',
      href: 'tel:+904162160000',
    });
    expect(contactAction({ phone: null, email: 'a@b.com', website: 'https://a.com' })).toMatchObject({
      kind: 'email',
      href: 'mailto:a@b.com',
    });
    expect(contactAction({ phone: ' ', email: null, website: 'https://a.com' })).toMatchObject({ kind: 'website' });
    expect(contactAction({ phone: null, email: null, website: null })).toEqual({
      kind: 'none',
      label: 'İletişim bilgisi yok',
    });
  });
});

describe('labels', () => {
  it('shows tier badges and the Aktif/Pasif status', () => {
    expect(tierLabel('premium')).toBe('Premium');
    expect(tierLabel('free')).toBeNull();
    expect(displayStatus('approved')).toBe('Aktif');
    expect(displayStatus('pending')).toBe('Pasif');
  });
});

describe('WhatsApp numbers', () => {
  it('normalises every common spelling to 90XXXXXXXXXX', () => {
    for (const raw of [
      '0532 123 45 67',
      '+90 532 123 45 67',
      '905321234567',
      '00905321234567',
      '532 123 45 67',
      '(0532) 123-45-67',
    ]) {
      expect(normalizeTurkishPhone(raw)).toBe('905321234567');
    }
    expect(normalizeTurkishPhone('123')).toBeNull();
  });

  it('links to wa.me with a Turkish message, using a mobile phone when no WhatsApp number is set', () => {
    const link = whatsappLink({ name: 'Nemrut Kebap', whatsappNumber: '0532 123 45 67', phone: null })!;
    expect(link.startsWith('https://wa.me/905321234567?text=')).toBe(true);
    expect(decodeURIComponent(link.split('text=')[1]!)).toBe(
      "Merhaba, Nemrut Kebap işletmenizi Adıyaman Rehberi'nde gördüm. Bilgi almak istiyorum.",
    );
    expect(whatsappLink({ name: 'X', whatsappNumber: null, phone: '0532 000 11 22' })).toContain('wa.me/905320001122');
    expect(whatsappLink({ name: 'X', whatsappNumber: null, phone: '+90 416 216 00 00' })).toBeNull();
  });
});

describe('FTS query building', () => {
  const text = '{name category subcategory district address description}';

  it('folds, splits and quotes words as prefixes, searching only the text columns', () => {
    expect(searchTokens('Çiğ  KÖFTE!')).toEqual(['cig', 'kofte']);
    expect(ftsMatchQuery('Kâhta')).toBe(`${text} : ("kahta"*)`);
    expect(ftsMatchQuery('cig kofte', 'name')).toBe('name : ("cig"* "kofte"*)');
    expect(ftsMatchQuery('" OR * ()')).toBe(`${text} : ("or"*)`);
    expect(ftsMatchQuery('  ""  ')).toBeNull();
  });

  it('turns filters into facet tokens', () => {
    expect(facetMatch({})).toBeNull();
    expect(facetMatch({ categoryId: 3, subcategoryId: 12, districtSlug: 'kahta', featured: true })).toBe(
      'facets : (k3 s12 ikahta featured)',
    );
  });

  it('lists name matches first, then the other matches, within the filters', () => {
    expect(listingGroups(undefined, {})).toEqual(['facets : listed']);
    expect(listingGroups('  ', { districtSlug: 'tut' })).toEqual(['facets : (itut)']);
    expect(listingGroups('otel', {})).toEqual(['name : ("otel"*)', `(${text} : ("otel"*)) NOT (name : ("otel"*))`]);
    expect(listingGroups('otel', { categoryId: 10 })).toEqual([
      '(name : ("otel"*)) AND (facets : (k10))',
      `((${text} : ("otel"*)) AND (facets : (k10))) NOT (name : ("otel"*))`,
    ]);
    expect(listingGroups('!!', {})).toBeNull();
  });
});

describe('searchParamsFor (home search)', () => {
  it('sends a district name as district and any other text as q', () => {
    expect(String(searchParamsFor('Restoranlar', 'kahta'))).toBe('category=Restoranlar&district=K%C3%A2hta');
    expect(String(searchParamsFor('', 'kebap salonu'))).toBe('q=kebap+salonu');
    expect(String(searchParamsFor('', '  '))).toBe('');
  });
});
