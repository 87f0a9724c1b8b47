// JSON-LD builders of the directory pages (schema.org LocalBusiness and BreadcrumbList).
import type { PublicBusiness } from '~/features/directory/business.ts';
import { offersCall } from '~/features/listings/closure.ts';
import { SITE_NAME } from '~/lib/site.ts';

/** schema.org LocalBusiness of a business page. */
export function localBusinessJsonLd(b: PublicBusiness, pageUrl: string): Record<string, unknown> {
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
