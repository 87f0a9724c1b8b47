import { listingFacets } from '~/features/directory/list-options.ts';
import { isClosedListing } from '~/features/listings/closure.ts';
import { indexTerms } from '~/features/search/search-terms.ts';
import type { SqlFunction } from '~/lib/db/db.server.ts';

/** The business columns the filter tokens of a listing come from. */
export interface FacetColumns {
  id: unknown;
  workingHours: unknown;
  paymentOptions: unknown;
  priceRange: unknown;
  closure: unknown;
  holidayMode: unknown;
  deliveryService: unknown;
  onlineOrdering: unknown;
  reservationSystem: unknown;
  ownerVerified: unknown;
}

/** The filter tokens of a listing (listing_facets() on SQLite, the token table on PostgreSQL). */
export function facetsOfListing(c: FacetColumns): string {
  return listingFacets({
    id: Number(c.id),
    workingHours: c.workingHours,
    paymentOptions: c.paymentOptions,
    priceRange: c.priceRange,
    closed: isClosedListing(c.closure),
    holidayMode: c.holidayMode,
    deliveryService: c.deliveryService === 1,
    onlineOrdering: c.onlineOrdering === 1,
    reservationSystem: c.reservationSystem === 1,
    owned: Boolean(Number(c.ownerVerified)),
  });
}

/** The functions SQLite's search triggers call (migrations 0005, 0025, 0039): the index terms and the filter tokens. */
export const SEARCH_SQL_FUNCTIONS: readonly SqlFunction[] = [
  {
    name: 'search_terms',
    options: { deterministic: true },
    fn: (value, compounds) => (typeof value === 'string' ? indexTerms(value, compounds === 1) : ''),
  },
  {
    name: 'listing_facets',
    options: { deterministic: true, varargs: true },
    fn: (...args) => {
      const [id, workingHours, paymentOptions, priceRange, closure, holidayMode, delivery, online, reservation, owner] =
        args;
      return facetsOfListing({
        id,
        workingHours,
        paymentOptions,
        priceRange,
        closure,
        holidayMode,
        deliveryService: delivery,
        onlineOrdering: online,
        reservationSystem: reservation,
        ownerVerified: owner,
      });
    },
  },
];
