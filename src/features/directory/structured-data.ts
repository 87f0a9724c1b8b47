// JSON-LD builders of the directory pages (schema.org LocalBusiness and BreadcrumbList).
import type { PublicBusiness } from '~/features/directory/business.ts';
import { dayInTurkey, offersCall, reopeningOf } from '~/features/listings/closure.ts';
import { type Lang, localizedPath } from '~/lib/i18n/langs.ts';
import { messagesOf } from '~/lib/i18n/messages.ts';
import { SITE_NAME } from '~/lib/site.ts';

/** The day before a 'YYYY-MM-DD' day. */
const dayBefore = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * A listing closed for now until a known day, as schema.org says a closure: closed all day ('00:00' to
 * '00:00') from today through the day before it reopens.
 */
function closedUntilJsonLd(b: PublicBusiness, today: string): Record<string, unknown> | undefined {
  const reopening = reopeningOf(b, today);
  if (reopening?.when !== 'later') return undefined;
  return {
    '@type': 'OpeningHoursSpecification',
    opens: '00:00',
    closes: '00:00',
    validFrom: today,
    validThrough: dayBefore(reopening.date),
  };
}

/** schema.org LocalBusiness of a business page. */
export function localBusinessJsonLd(
  b: PublicBusiness,
  pageUrl: string,
  today = dayInTurkey(),
): Record<string, unknown> {
  const sameAs = [b.website, b.facebookPage, b.googleMapsUrl].filter((x): x is string =>
    Boolean(x && /^https?:\/\//.test(x)),
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': pageUrl,
    name: b.name,
    description: b.description ?? undefined,
    url: pageUrl,
    // Search engines draw a call button from it: none for a closed listing.
    telephone: (offersCall(b.closure) && b.phone) || undefined,
    email: b.email ?? undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: b.address,
      addressLocality: b.district ?? 'Merkez',
      addressRegion: 'Adıyaman',
      addressCountry: 'TR',
    },
    geo:
      b.latitude !== null && b.longitude !== null
        ? { '@type': 'GeoCoordinates', latitude: b.latitude, longitude: b.longitude }
        : undefined,
    aggregateRating:
      b.reviewCount > 0
        ? { '@type': 'AggregateRating', ratingValue: b.rating, reviewCount: b.reviewCount, bestRating: 5 }
        : undefined,
    priceRange: b.priceRange ?? undefined,
    specialOpeningHoursSpecification: closedUntilJsonLd(b, today),
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  };
}

/** schema.org BreadcrumbList from (name, absolute URL) pairs. */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export const HOME_CRUMB = { name: SITE_NAME, path: '/' } as const;

/**
 * A BreadcrumbList in a page's language: the site (named in that language) and then the given (Turkish)
 * paths, each at its address in that language, named as the page names them.
 */
export function breadcrumbJsonLdIn(
  lang: Lang,
  items: { name: string; path: string }[],
  origin: string,
): Record<string, unknown> {
  return breadcrumbJsonLd(
    [{ name: messagesOf(lang).siteName, path: HOME_CRUMB.path }, ...items].map((item) => ({
      name: item.name,
      url: new URL(localizedPath(item.path, lang), origin).href,
    })),
  );
}
