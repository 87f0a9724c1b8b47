// What a listing offers that visitors filter on (price range, payment, services, languages, subcategory,
// holidays): the fields of both edit forms (the owner's, moderated, and the desk's), their labels as an
// owner looks for them, and the columns they write. Browser-safe.
import { HOLIDAY_MODE_LABELS, HOLIDAY_MODES } from '~/features/listings/opening-hours.ts';
import { LISTING_LANGUAGES, PAYMENT_OPTIONS, PRICE_RANGES } from '~/features/listings/options.ts';
import { valuesOf } from '~/lib/choices.ts';

/** Labels of the offer's columns (the forms, the approval diff and the audit log). */
export const OFFER_FIELD_LABELS = {
  priceRange: 'Fiyat aralığı',
  paymentOptions: 'Ödeme seçenekleri',
  languages: 'Konuşulan diller',
  subcategoryId: 'Alt kategori',
  holidayMode: 'Bayram ve tatillerde',
  holidayHours: 'Bayram ve tatil saatleri',
} as const;
export type OfferField = keyof typeof OFFER_FIELD_LABELS;
export const OFFER_FIELDS = valuesOf(OFFER_FIELD_LABELS);

/** The services visitors filter on (boolean columns the add-business form fills too). */
export const SERVICE_FIELDS = ['deliveryService', 'onlineOrdering', 'reservationSystem'] as const;

/** The checkbox lists of the forms: one box per option, named `<list>.<index>` (a form keeps one value per name). */
export const OFFER_LISTS = { paymentOptions: PAYMENT_OPTIONS, languages: LISTING_LANGUAGES } as const;
export type OfferList = keyof typeof OFFER_LISTS;

/** The checkbox names of a list, in the order of its options. */
export const offerBoxNames = (list: OfferList) => OFFER_LISTS[list].map((_, i) => `${list}.${i}`);

/** The holiday choices of the owner's form. */
export const HOLIDAY_MODE_OPTIONS = HOLIDAY_MODES.map((mode) => ({ value: mode, label: HOLIDAY_MODE_LABELS[mode] }));

/** An offer as the schema gives it (a field left out keeps what is stored). */
export interface OfferInput {
  priceRange?: string | undefined;
  paymentOptions?: string[] | undefined;
  languages?: string[] | undefined;
  subcategoryId?: number | string | undefined;
  holidayMode?: string | undefined;
  holidayHours?: string | undefined;
}

/** The subcategory chosen: a number, null for none ('' or 0), undefined when not sent. */
export function chosenSubcategory(input: OfferInput): number | null | undefined {
  if (input.subcategoryId === undefined) return undefined;
  const id = Number(input.subcategoryId);
  return id > 0 ? id : null;
}

/** A list as stored: the options chosen, in the list's order (so the same choice is the same text). */
export const listColumn = (name: OfferList, chosen: readonly string[]) =>
  JSON.stringify(OFFER_LISTS[name].filter((option) => chosen.includes(option)));

/**
 * The columns an offer writes, only those it was sent; `withHoliday` false leaves the holiday columns to
 * the desk's closure form.
 */
export function offerColumns(input: OfferInput, withHoliday = true): Record<string, string | number | null> {
  const columns: Record<string, string | number | null> = {};
  if (input.priceRange !== undefined)
    columns.priceRange = (PRICE_RANGES as readonly string[]).includes(input.priceRange) ? input.priceRange : null;
  if (input.paymentOptions !== undefined) columns.paymentOptions = listColumn('paymentOptions', input.paymentOptions);
  if (input.languages !== undefined) columns.languages = listColumn('languages', input.languages);
  const subcategory = chosenSubcategory(input);
  if (subcategory !== undefined) columns.subcategoryId = subcategory;
  if (withHoliday && input.holidayMode !== undefined) {
    const mode = (HOLIDAY_MODES as readonly string[]).includes(input.holidayMode) ? input.holidayMode : null;
    columns.holidayMode = mode;
    columns.holidayHours = mode === 'special' ? input.holidayHours?.trim() || null : null;
  }
  return columns;
}

/** A stored JSON list (payment options, languages) as a list of strings. */
export function storedList(value: unknown): string[] {
  try {
    const parsed = typeof value === 'string' ? JSON.parse(value) : value;
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
