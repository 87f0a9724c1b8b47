import { sql } from 'kysely';
import { fullSlotToken, HOLIDAY_TOKENS, idToken, partialSlotToken } from '~/features/directory/list-options.ts';
import { asClosure, isClosedListing } from '~/features/listings/closure.ts';
import { addDays, holidayOn } from '~/features/listings/holidays.ts';
import {
  HOLIDAY_MODES,
  type HolidayMode,
  localTime,
  type OpeningStatus,
  openState,
  type SpecialDay,
  weekSlot,
} from '~/features/listings/opening-hours.ts';
import { listingKeys, RANK_KEY_ID_MASK } from '~/features/search/search-index.server.ts';
import type { Db } from '~/lib/db/db.server.ts';

// The open-now filter at any size: the listing index holds each listing's open hour slots of the
// week (`o<slot>` the whole hour, `x<slot>` part of it). A list asks the index for the listings of the
// current slot; only the "tricky" ones — open for part of this hour, with a special day today or
// yesterday, or with a holiday mode on a holiday — are read and checked exactly by openState(), then
// left out of the slot's match and added back by their id tokens when they are open.

/** How a match is narrowed to the listings open now. */
export interface Narrowing {
  /** Added to the match with AND: the current slot's tokens. */
  also: string;
  /** Business ids left out of that match (the tricky ones). */
  exclude: number[];
  /** Match of the tricky ones that are open (their id tokens), or null. */
  include: string | null;
}

const anyOf = (tokens: string[]) => `facets : (${tokens.join(' OR ')})`;

/** Special days of these businesses on these dates. */
async function specialDaysOf(db: Db, ids: number[], dates: string[]): Promise<Map<number, SpecialDay[]>> {
  const byId = new Map<number, SpecialDay[]>();
  if (ids.length === 0) return byId;
  const rows = await db
    .selectFrom('businessSpecialDays')
    .selectAll()
    .where('businessId', 'in', ids)
    .where('date', 'in', dates)
    .execute();
  for (const r of rows) {
    const list = byId.get(r.businessId) ?? [];
    list.push({ date: r.date, closed: r.closed === 1, opens: r.opens, closes: r.closes, note: r.note });
    byId.set(r.businessId, list);
  }
  return byId;
}

const asHolidayMode = (value: unknown): HolidayMode | null => HOLIDAY_MODES.find((m) => m === value) ?? null;

/** The hours fields of a business row as openState() reads them. */
function hoursInputOf(row: {
  workingHours: string | null;
  holidayMode: string | null;
  holidayHours: string | null;
  closure: string | null;
}) {
  let workingHours = null;
  try {
    const value: unknown = JSON.parse(row.workingHours ?? 'null');
    if (value && typeof value === 'object' && !Array.isArray(value)) workingHours = value as Record<string, string>;
  } catch {
    // unusable hours say nothing
  }
  return {
    workingHours,
    holidayMode: asHolidayMode(row.holidayMode),
    holidayHours: row.holidayHours,
    closed: isClosedListing(asClosure(row.closure)),
  };
}

/** The narrowing to listings open at `now`, among those matching `scope` (the widest match of the list). */
export async function openNowNarrowing(db: Db, scope: string, now: Date): Promise<Narrowing> {
  const slot = weekSlot(now);
  const { date, minutes } = localTime(now);
  const yesterday = addDays(date, -1);
  const today = holidayOn(date);
  const holidayish = (today !== null && minutes >= today.from) || holidayOn(yesterday) !== null;
  const specialIds = (
    await db
      .selectFrom('businessSpecialDays')
      .select('businessId')
      .distinct()
      .where('date', 'in', [date, yesterday])
      .execute()
  ).map((r) => r.businessId);
  const trickyTokens = [
    partialSlotToken(slot),
    ...(holidayish ? [HOLIDAY_TOKENS.closed, HOLIDAY_TOKENS.special] : []),
    ...specialIds.map(idToken),
  ];
  const { rows } = await sql<{
    id: number;
    workingHours: string | null;
    holidayMode: string | null;
    holidayHours: string | null;
    closure: string | null;
  }>`select b.id, b.working_hours, b.holiday_mode, b.holiday_hours, b.closure
    from (${await listingKeys(db, `(${scope}) AND ${anyOf(trickyTokens)}`)}) as s
    join businesses b on b.id = s.k & ${RANK_KEY_ID_MASK}`.execute(db);
  const specials = await specialDaysOf(db, specialIds, [date, yesterday]);
  const open = rows.filter((r) => openState(hoursInputOf(r), now, specials.get(r.id) ?? [])?.open);
  return {
    also: anyOf([fullSlotToken(slot), partialSlotToken(slot)]),
    exclude: rows.map((r) => r.id),
    include: open.length ? anyOf(open.map((r) => idToken(r.id))) : null,
  };
}

/** The open-or-closed status of each listed business at `now`, for the badges of its card. */
export async function statusesOf(
  db: Db,
  businesses: {
    id: number;
    workingHours: Record<string, string | undefined> | null;
    holidayMode: string | null;
    holidayHours: string | null;
    closure: string | null;
  }[],
  now: Date,
): Promise<Record<number, OpeningStatus | null>> {
  const { date } = localTime(now);
  const specials = await specialDaysOf(
    db,
    businesses.map((b) => b.id),
    [date, addDays(date, -1)],
  );
  const out: Record<number, OpeningStatus | null> = {};
  for (const b of businesses) {
    out[b.id] = openState(
      {
        workingHours: b.workingHours,
        holidayMode: asHolidayMode(b.holidayMode),
        holidayHours: b.holidayHours,
        closed: isClosedListing(b.closure),
      },
      now,
      specials.get(b.id) ?? [],
    );
  }
  return out;
}
