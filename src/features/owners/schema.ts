import { dayInTurkey } from '~/features/listings/closure.ts';
import { offerBoxNames } from '~/features/listings/offer.ts';
import { holidayHoursGiven, offerFields } from '~/features/listings/offer-schema.ts';
import type { SpecialDay } from '~/features/listings/opening-hours.ts';
import { bothCoordinatesOrNone, ownerCoordinateFields } from '~/features/map/schema.ts';
import {
  CHANGE_MSG,
  CLAIM_CODE,
  CLAIM_MSG,
  CLAIM_NOTE_MAX,
  OWNER_CLOSURE_MSG,
  SPECIAL_DAY_NOTE_MAX,
  SPECIAL_DAYS_MAX,
} from '~/features/owners/messages.ts';
import {
  ADD_BUSINESS_FIELD_TYPES,
  addBusinessSchema,
  provinceDistrict,
} from '~/features/submissions/add-business-schema.ts';
import { taxIdSchema } from '~/features/submissions/registry-schema.ts';
import { requiredText } from '~/lib/schema-fields.ts';
import { z } from '~/lib/zod.ts';

/** A claim: ask for the mailed code, enter it, prove by the tax registry, or ask an admin. */
export const claimSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('send-code') }),
  z.object({
    method: z.literal('code'),
    code: z
      .string({ error: CLAIM_MSG.codeWrong })
      .check(z.trim(), z.regex(new RegExp(`^\\d{${CLAIM_CODE.length}}$`), CLAIM_MSG.codeWrong)),
  }),
  z.extend(taxIdSchema, { method: z.literal('registry') }),
  z.object({ method: z.literal('request'), note: requiredText(CLAIM_MSG.note, 10, CLAIM_NOTE_MAX) }),
]);
export type ClaimInput = z.output<typeof claimSchema>;

const TIME = /^([01]\d|2[0-4]):[0-5]\d$/;

/** 'YYYY-MM-DD' of a date typed as 'YYYY-MM-DD' (a date field) or 'GG.AA.YYYY'; null when it is no real date. */
function isoDate(value: string): string | null {
  const text = value.trim();
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const iso = dotted ? `${dotted[3]}-${dotted[2]?.padStart(2, '0')}-${dotted[1]?.padStart(2, '0')}` : text;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

type DayRow = Record<string, unknown>;

/** The special days as sent: a list (JSON), or the form's numbered fields (`specialDays.0.date` …), blank rows left out. */
function specialDayRows(value: unknown): DayRow[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value as DayRow[];
  if (typeof value !== 'object') return [value as DayRow];
  const rows: Record<string, DayRow> = {};
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    const [index, name] = key.split('.');
    if (index === undefined || name === undefined) continue;
    rows[index] = { ...rows[index], [name]: field };
  }
  return Object.values(rows).filter((row) =>
    ['date', 'opens', 'closes', 'note'].some((name) => typeof row[name] === 'string' && row[name].trim() !== ''),
  );
}

const text = (max: number) => z._default(z.optional(z.string().check(z.trim(), z.maxLength(max))), '');

const specialDaySchema = z.pipe(
  z.object({
    date: z.string({ error: CHANGE_MSG.specialDayDate }),
    closed: z._default(z.optional(z.union([z.boolean(), z.literal('1'), z.literal('on')])), false),
    opens: text(5),
    closes: text(5),
    note: text(SPECIAL_DAY_NOTE_MAX),
  }),
  z.transform((day, ctx): SpecialDay => {
    const date = isoDate(day.date);
    const closed = day.closed !== false;
    if (!date) ctx.issues.push({ code: 'custom', message: CHANGE_MSG.specialDayDate, input: day.date });
    else if (!closed && !(TIME.test(day.opens) && TIME.test(day.closes)))
      ctx.issues.push({ code: 'custom', message: CHANGE_MSG.specialDayHours, input: day });
    return {
      date: date ?? day.date,
      closed,
      opens: closed ? null : day.opens,
      closes: closed ? null : day.closes,
      note: day.note || null,
    };
  }),
);

/**
 * An owner's edit: every field of the add-business form (coordinates inside the province), what visitors
 * filter on (offer-schema.ts), and the special days.
 */
export const listingEditSchema = z
  .extend(addBusinessSchema, {
    district: provinceDistrict,
    ...ownerCoordinateFields,
    ...offerFields,
    specialDays: z.pipe(
      z.pipe(z.unknown(), z.transform(specialDayRows)),
      z.array(specialDaySchema).check(
        z.maxLength(SPECIAL_DAYS_MAX, CHANGE_MSG.specialDaysTooMany),
        z.refine((days) => new Set(days.map((d) => d.date)).size === days.length, CHANGE_MSG.specialDayDate),
      ),
    ),
  })
  .check(bothCoordinatesOrNone, holidayHoursGiven);
export type ListingEdit = z.output<typeof listingEditSchema>;

/** How the edit form's post maps onto the schema: the add-business form's, and each special day's 'closed' box. */
export const LISTING_EDIT_FIELD_TYPES = {
  booleans: [
    ...ADD_BUSINESS_FIELD_TYPES.booleans,
    ...Array.from({ length: SPECIAL_DAYS_MAX }, (_, i) => `specialDays.${i}.closed`),
    ...offerBoxNames('paymentOptions'),
    ...offerBoxNames('languages'),
  ],
  numbers: ADD_BUSINESS_FIELD_TYPES.numbers,
} as const;

/**
 * The owner's word on their listing: closed for now (until a day, when known; never a past one), or open
 * again. Closed for good and moved stay the desk's.
 */
export const ownerClosureSchema = z
  .object({
    action: z.enum(['close', 'reopen'], { error: OWNER_CLOSURE_MSG.action }),
    reopensAt: z.pipe(
      z.transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)),
      z.optional(z.string().check(z.trim(), z.regex(/^\d{4}-\d{2}-\d{2}$/, OWNER_CLOSURE_MSG.reopensAtFormat))),
    ),
  })
  .check(
    z.refine((v) => v.action !== 'close' || !v.reopensAt || v.reopensAt >= dayInTurkey(), {
      message: OWNER_CLOSURE_MSG.reopensAtPast,
      path: ['reopensAt'],
    }),
  );
export type OwnerClosureInput = z.output<typeof ownerClosureSchema>;
