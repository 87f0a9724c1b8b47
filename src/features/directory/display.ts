// Display rules of the public directory shared by pages and islands.
import { offersCall } from '~/features/listings/closure.ts';
import { canonicalDistrict } from '~/features/listings/districts.ts';
import { TIER_LABELS } from '~/features/listings/tiers.ts';

/** Badge text of a subscription tier, or null for the free tier. */
export function tierLabel(tier: string): string | null {
  return tier === 'premium' || tier === 'standard' ? TIER_LABELS[tier] : null;
}

/** Display status of SPEC §4: approved shows 'Aktif', anything else 'Pasif'. */
export function displayStatus(status: string): 'Aktif' | 'Pasif' {
  return status === 'approved' ? 'Aktif' : 'Pasif';
}

export type ContactAction =
  | { kind: 'call'; href: string; label: string }
  | { kind: 'email'; href: string; label: string }
  | { kind: 'website'; href: string; label: string }
  | { kind: 'none'; label: string };

/** The one contact button of the mobile list: call (unless the listing is closed), else e-mail, else website, else none. */
export function contactAction(b: {
  phone: string | null;
  email: string | null;
  website: string | null;
  closure: string | null;
}): ContactAction {
  if (b.phone?.trim() && offersCall(b.closure)) return { kind: 'call', href: telHref(b.phone), label: 'Ara' };
  if (b.email?.trim()) return { kind: 'email', href: `mailto:${b.email.trim()}`, label: 'E-posta Gönder' };
  if (b.website?.trim()) return { kind: 'website', href: b.website.trim(), label: 'Web Sitesi' };
  return { kind: 'none', label: 'İletişim bilgisi yok' };
}

/** `tel:` link target for a phone number as entered. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Messages of the directory screens. */
export const DIRECTORY_MSG = {
  noResults: 'Kriterlerinize uygun işletme bulunamadı.',
  didYouMean: 'Bunu mu demek istediniz:',
  relaxed: 'Tüm kelimeleri içeren sonuç yok; en yakın sonuçlar',
  noFeatured: 'Henüz öne çıkan işletme bulunmuyor.',
  noCategories: 'Kategori bulunamadı.',
  noContact: 'İletişim bilgisi yok',
  sponsoredLabel: 'Sponsorlu — örnek içerik',
  districtPages: 'Tüm ilçe sayfaları',
  landingOf: (name: string) => `${name} sayfası`,
} as const;

/** Home search: the location field is free text; a district name filters by district, anything else is searched. */
export function searchParamsFor(category: string, location: string): URLSearchParams {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  const text = location.trim();
  const district = text ? canonicalDistrict(text) : null;
  if (district) params.set('district', district);
  else if (text) params.set('q', text);
  return params;
}

/**
 * Where a /businesses query whose search text is only a district name belongs: the same query with that
 * district as the filter (as the home search sends it once its script runs), or null. Without
 * JavaScript the home search sends its one free-text box as q.
 */
export function districtSearchRedirect(params: URLSearchParams): string | null {
  const text = params.get('q') ?? '';
  if (params.get('district') || !canonicalDistrict(text)) return null;
  const next = searchParamsFor(params.get('category') ?? '', text);
  for (const [name, value] of params) {
    if (value !== '' && !['q', 'category', 'district'].includes(name)) next.append(name, value);
  }
  return `/businesses?${next}`;
}
