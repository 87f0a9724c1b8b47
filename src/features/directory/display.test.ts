import { describe, expect, it } from 'vitest';
import {
  contactAction,
  displayStatus,
  districtSearchRedirect,
  searchParamsFor,
  tierLabel,
} from '~/features/directory/display.ts';
import { landingFor } from '~/features/directory/landing.ts';

describe('contactAction', () => {
  it.each([
    [
      { phone: '+90 416 216 00 00', email: 'a@b.com', website: 'https://a.com', closure: null },
      { kind: 'call', href: 'tel:+904162160000' },
    ],
    [
      { phone: '+90 416 216 00 00', email: 'a@b.com', website: 'https://a.com', closure: 'moved' },
      { kind: 'call', href: 'tel:+904162160000' },
    ],
    [
      { phone: null, email: 'a@b.com', website: 'https://a.com', closure: null },
      { kind: 'email', href: 'mailto:a@b.com' },
    ],
    [{ phone: ' ', email: null, website: 'https://a.com', closure: null }, { kind: 'website' }],
    [
      { phone: null, email: null, website: null, closure: null },
      { kind: 'none', label: 'İletişim bilgisi yok' },
    ],
    [
      { phone: '+90 416 216 00 00', email: 'a@b.com', website: null, closure: 'closed_permanently' },
      { kind: 'email', href: 'mailto:a@b.com' },
    ],
    [
      { phone: '+90 416 216 00 00', email: null, website: null, closure: 'closed_temporarily' },
      { kind: 'none', label: 'İletişim bilgisi yok' },
    ],
  ])(
    'prefers call (never for a closed listing), then e-mail, then website, else no contact: %o',
    (contacts, action) => {
      expect(contactAction(contacts)).toMatchObject(action);
    },
  );
});

describe('labels', () => {
  it('shows tier badges and the Aktif/Pasif status', () => {
    expect(tierLabel('premium')).toBe('Premium');
    expect(tierLabel('free')).toBeNull();
    expect(displayStatus('approved')).toBe('Aktif');
    expect(displayStatus('pending')).toBe('Pasif');
  });
});

describe('searchParamsFor (home search)', () => {
  it('sends a district name as district and any other text as q', () => {
    expect(String(searchParamsFor('Restoranlar', 'kahta'))).toBe('category=Restoranlar&district=K%C3%A2hta');
    expect(String(searchParamsFor('', 'kebap salonu'))).toBe('q=kebap+salonu');
    expect(String(searchParamsFor('', '  '))).toBe('');
  });
});

describe('districtSearchRedirect (home search sent without JavaScript)', () => {
  const redirect = (query: string) => districtSearchRedirect(new URLSearchParams(query));

  it('turns search text that names a district into the district filter, keeping the other filters', () => {
    expect(redirect('category=Restoranlar&q=KAHTA')).toBe('/businesses?category=Restoranlar&district=K%C3%A2hta');
    expect(redirect('q=gerger&category=&view=list')).toBe('/businesses?district=Gerger&view=list');
  });

  it('leaves other searches and an explicit district alone', () => {
    expect(redirect('q=kebap')).toBeNull();
    expect(redirect('q=')).toBeNull();
    expect(redirect('category=Oteller')).toBeNull();
    expect(redirect('q=kahta&district=Besni')).toBeNull();
  });
});

describe('landingFor (/businesses links its landing page)', () => {
  it('leads a category, a district or both to their landing page; neither to none', () => {
    expect(landingFor('Restoranlar', 'Kahta')).toEqual({
      path: '/ilce/kahta/restoranlar',
      name: 'Kâhta · Restoranlar',
    });
    expect(landingFor('Oteller')).toEqual({ path: '/kategori/oteller', name: 'Oteller' });
    expect(landingFor(undefined, 'Gölbaşı')?.path).toBe('/ilce/golbasi');
    expect(landingFor()).toBeNull();
    expect(landingFor('Uydurma')).toBeNull();
  });
});
