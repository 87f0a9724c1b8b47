// The offer's fields (offer.ts) as both edit forms' schemas take them: a form's numbered checkboxes or a
// JSON list, each option one of the list; a price range, subcategory and holiday choice of their lists.
import { OFFER_LISTS, type OfferList } from '~/features/listings/offer.ts';
import { HOLIDAY_MODES, parseDayHours } from '~/features/listings/opening-hours.ts';
import { PRICE_RANGES } from '~/features/listings/options.ts';
import { z } from '~/lib/zod.ts';

export const OFFER_MSG = {
  priceRange: 'Listeden bir fiyat aralığı seçin.',
  option: 'Listedeki seçeneklerden seçin.',
  subcategory: 'Listeden bir alt kategori seçin.',
  holidayMode: 'Geçerli bir bayram ve tatil seçeneği seçin.',
  holidayHours: "Bayram ve tatil saatlerini '10:00-16:00' veya '24 Saat' biçiminde yazın.",
  unknownSubcategory: 'Seçilen alt kategori bu kategoride yok.',
} as const;

/** The chosen options of a list: from `{ '0': true, '2': true }` (the form's boxes) or a JSON list. */
const chosen = (list: OfferList) =>
  z.optional(
    z.pipe(
      z.transform((value: unknown): unknown[] => {
        if (Array.isArray(value)) return value;
        if (value && typeof value === 'object')
          return OFFER_LISTS[list].filter((_, i) => (value as Record<string, unknown>)[String(i)] === true);
        return [];
      }),
      z.array(z.enum(OFFER_LISTS[list], { error: OFFER_MSG.option })),
    ),
  );

/** Empty ('—') or one of the list; absent keeps what is stored. */
const oneOfOrEmpty = (values: readonly string[], message: string) =>
  z.optional(
    z.string({ error: message }).check(
      z.trim(),
      z.refine((v) => v === '' || values.includes(v), message),
    ),
  );

/**
 * The offer's fields, to extend an edit schema with. A field left out (a script sending only some) keeps
 * what is stored; the forms always send every one, an empty choice clearing it.
 */
export const offerFields = {
  priceRange: oneOfOrEmpty(PRICE_RANGES, OFFER_MSG.priceRange),
  paymentOptions: chosen('paymentOptions'),
  languages: chosen('languages'),
  subcategoryId: z.optional(
    z.union([
      z.number({ error: OFFER_MSG.subcategory }).check(z.int(), z.positive()),
      z.string({ error: OFFER_MSG.subcategory }).check(z.regex(/^\d{0,9}$/, OFFER_MSG.subcategory)),
    ]),
  ),
  holidayMode: oneOfOrEmpty(HOLIDAY_MODES, OFFER_MSG.holidayMode),
  holidayHours: z.optional(z.string().check(z.trim(), z.maxLength(30, OFFER_MSG.holidayHours))),
};

/** Special holiday hours need their hours. */
export const holidayHoursGiven = z.refine<{ holidayMode?: string; holidayHours?: string }>(
  (v: { holidayMode?: string; holidayHours?: string }) =>
    v.holidayMode !== 'special' || parseDayHours(v.holidayHours) !== null,
  { message: OFFER_MSG.holidayHours, path: ['holidayHours'] },
);
