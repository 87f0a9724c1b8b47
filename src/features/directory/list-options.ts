// Sort and filters of /businesses beyond text, category and district: all in the URL (a GET form), and
// the tokens the listing index holds for them in its `facets` column (written by listing_facets()).
import { POSITION_DIGITS } from '~/features/directory/position.ts';
import { weeklySlots } from '~/features/listings/opening-hours.ts';
import { PAYMENT_OPTIONS, PRICE_RANGES } from '~/features/listings/options.ts';
import { optionsOf } from '~/lib/choices.ts';
import { foldTr } from '~/lib/text.ts';

const LIST_SORT_LABELS = {
  ilgi: 'En uygun',
  puan: 'Puana göre',
  ad: 'Ada göre (A–Z)',
  yeni: 'En yeni',
  mesafe: 'Mesafeye göre',
} as const;
type ListSort = keyof typeof LIST_SORT_LABELS;
export const LIST_SORTS = optionsOf(LIST_SORT_LABELS);

/** Payment options a visitor can ask for, as the listings write them. */
export const PAYMENT_FILTERS = PAYMENT_OPTIONS;

export const SERVICE_FILTERS = [
  { value: 'paket', label: 'Paket servis', column: 'deliveryService', token: 'svpaket' },
  { value: 'online', label: 'Online sipariş', column: 'onlineOrdering', token: 'svonline' },
  { value: 'rezervasyon', label: 'Rezervasyon', column: 'reservationSystem', token: 'svrez' },
] as const;
type ServiceFilter = (typeof SERVICE_FILTERS)[number]['value'];

/** The URL names of the parameters. */
export const LIST_PARAMS = {
  sort: 'sirala',
  openNow: 'acik',
  price: 'fiyat',
  payment: 'odeme',
  service: 'hizmet',
  owned: 'sahipli',
  location: 'konum',
} as const;

export const LIST_OPTIONS_MSG = {
  location: 'Konum “enlem,boylam” biçiminde olmalıdır (ör. 37.76,38.27).',
  distanceNeedsLocation: 'Mesafeye göre sıralamak için konum gerekir; en uygun sıralama gösteriliyor.',
  openNow: 'Şimdi açık',
  owned: 'Sahibi doğrulanmış',
  anyPrice: 'Tüm fiyatlar',
} as const;

/** The slug of a payment option in the URL and its token ('Kredi Kartı' → 'kredi-karti', 'odkredikarti'). */
export const paymentSlug = (label: string) =>
  foldTr(label)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
export const paymentToken = (label: string) => `od${paymentSlug(label).replace(/-/g, '')}`;
export const priceToken = (index: number) => `fy${index + 1}`;
export const OWNED_TOKEN = 'sahipli';
export const idToken = (id: number) => `n${id}`;
export const fullSlotToken = (slot: number) => `o${slot}`;
export const partialSlotToken = (slot: number) => `x${slot}`;
/** Tokens of listings that close or keep special hours on holidays. */
export const HOLIDAY_TOKENS = { closed: 'tatilkapali', special: 'tatilozel' } as const;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface ListOptions {
  sort: ListSort;
  openNow: boolean;
  /** 1..4, the index in PRICE_RANGES plus one. */
  price: number | null;
  payments: string[];
  services: ServiceFilter[];
  owned: boolean;
  location: LatLng | null;
}

export const NO_LIST_OPTIONS: ListOptions = {
  sort: 'ilgi',
  openNow: false,
  price: null,
  payments: [],
  services: [],
  owned: false,
  location: null,
};

/** Every value of a parameter, repeated or comma-separated. */
const valuesOf = (params: URLSearchParams, name: string) =>
  params.getAll(name).flatMap((v) =>
    v
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  );

/** The phone's one disclosure of the list's sort and filters. */
export const LIST_FILTERS_MSG = { fold: 'Filtrele' } as const;

const roundPosition = (value: number) => Number(value.toFixed(POSITION_DIGITS));

/** Reads the options; unknown values are ignored, a malformed location is an error (400). */
export function readListOptions(params: URLSearchParams): { options: ListOptions; error: string | null } {
  const sort = LIST_SORTS.find((s) => s.value === params.get(LIST_PARAMS.sort))?.value ?? 'ilgi';
  const price = Number(params.get(LIST_PARAMS.price));
  const paymentSlugs = valuesOf(params, LIST_PARAMS.payment);
  const serviceValues = valuesOf(params, LIST_PARAMS.service);
  let location: LatLng | null = null;
  let error: string | null = null;
  const rawLocation = params.get(LIST_PARAMS.location)?.trim();
  if (rawLocation) {
    const match = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/.exec(rawLocation);
    const lat = Number(match?.[1]);
    const lng = Number(match?.[2]);
    if (match && Math.abs(lat) <= 90 && Math.abs(lng) <= 180)
      location = { lat: roundPosition(lat), lng: roundPosition(lng) };
    else error = LIST_OPTIONS_MSG.location;
  }
  return {
    options: {
      sort,
      openNow: params.get(LIST_PARAMS.openNow) === '1',
      price: Number.isInteger(price) && price >= 1 && price <= PRICE_RANGES.length ? price : null,
      payments: PAYMENT_FILTERS.filter((p) => paymentSlugs.includes(paymentSlug(p))),
      services: SERVICE_FILTERS.filter((s) => serviceValues.includes(s.value)).map((s) => s.value),
      owned: params.get(LIST_PARAMS.owned) === '1',
      location,
    },
    error,
  };
}

/** The options as URL parameters (defaults left out), for links that keep them. */
export function listOptionParams(options: ListOptions): Record<string, string | undefined> {
  return {
    [LIST_PARAMS.sort]: options.sort === 'ilgi' ? undefined : options.sort,
    [LIST_PARAMS.openNow]: options.openNow ? '1' : undefined,
    [LIST_PARAMS.price]: options.price ? String(options.price) : undefined,
    [LIST_PARAMS.payment]: options.payments.map(paymentSlug).join(',') || undefined,
    [LIST_PARAMS.service]: options.services.join(',') || undefined,
    [LIST_PARAMS.owned]: options.owned ? '1' : undefined,
    [LIST_PARAMS.location]: options.location ? `${options.location.lat},${options.location.lng}` : undefined,
  };
}

/** The filter tokens the options ask for (open now is not one: it depends on the moment). */
export function optionTokens(options: ListOptions): string[] {
  return [
    ...(options.price ? [priceToken(options.price - 1)] : []),
    ...options.payments.map(paymentToken),
    ...SERVICE_FILTERS.filter((s) => options.services.includes(s.value)).map((s) => s.token),
    ...(options.owned ? [OWNED_TOKEN] : []),
  ];
}

const parseList = (text: unknown): string[] => {
  try {
    const value: unknown = JSON.parse(String(text ?? '[]'));
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};
const parseHours = (text: unknown) => {
  try {
    const value: unknown = JSON.parse(String(text ?? 'null'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : null;
  } catch {
    return null;
  }
};

/** The columns listing_facets() reads, in its argument order. */
export interface FacetSource {
  id: number;
  workingHours: unknown;
  paymentOptions: unknown;
  priceRange: unknown;
  /** A listing closed for now or for good has no open slots. */
  closed: boolean;
  holidayMode: unknown;
  deliveryService: boolean;
  onlineOrdering: boolean;
  reservationSystem: boolean;
  owned: boolean;
}

/** The filter tokens of one listing, space-separated with a leading space (appended to the facets). */
export function listingFacets(row: FacetSource): string {
  const slots = row.closed ? { full: [], partial: [] } : weeklySlots(parseHours(row.workingHours));
  const price = (PRICE_RANGES as readonly unknown[]).indexOf(row.priceRange);
  const tokens = [
    idToken(row.id),
    ...slots.full.map(fullSlotToken),
    ...slots.partial.map(partialSlotToken),
    ...(price >= 0 ? [priceToken(price)] : []),
    ...parseList(row.paymentOptions).map(paymentToken),
    ...SERVICE_FILTERS.filter((s) => row[s.column]).map((s) => s.token),
    ...(row.owned ? [OWNED_TOKEN] : []),
    ...(row.holidayMode === 'closed' ? [HOLIDAY_TOKENS.closed] : []),
    ...(row.holidayMode === 'special' ? [HOLIDAY_TOKENS.special] : []),
  ];
  return ` ${tokens.join(' ')}`;
}
