import type { WorkingHours } from '~/features/directory/business.ts';
import { addDays, type HolidayDay, holidayOn } from '~/features/listings/holidays.ts';
import { WEEK_DAY_LABELS, WEEK_DAYS, type WeekDay } from '~/features/listings/options.ts';
import { valuesOf } from '~/lib/choices.ts';
import { TIME_ZONE } from '~/lib/text.ts';

const OPEN_NOW = 'Şimdi açık';
const CLOSED_NOW = 'Kapalı';
const DAY_MINUTES = 1440;

type Range = { start: number; end: number };
type DayHours =
  | { kind: 'closed' }
  | { kind: 'allDay' }
  /** The day's first range, and the ones after it when there are several ('09:00-12:00, 13:00-18:00'). */
  | ({ kind: 'range'; more?: Range[] } & Range);

/**
 * Reads one day's entry: 'HH:MM-HH:MM' (or several, comma-separated), 'Kapalı' or '24 Saat'; anything
 * else is unknown (null).
 */
export function parseDayHours(value: string | null | undefined): DayHours | null {
  if (value === undefined || value === null) return null;
  const text = value.trim();
  if (text.includes(',')) {
    const ranges = text.split(',').map((part) => parseDayHours(part));
    if (!ranges.every((r): r is { kind: 'range' } & Range => r?.kind === 'range')) return null;
    const [first, ...more] = ranges.map(({ start, end }) => ({ start, end }));
    return first ? { kind: 'range', ...first, more } : null;
  }
  if (/^kapal[ıi]$/i.test(text)) return { kind: 'closed' };
  if (/^24\s*saat$/i.test(text) || text === '00:00-24:00') return { kind: 'allDay' };
  const match = /^(\d{1,2}):(\d{2})\s*[-–]\s*(\d{1,2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [h1, m1, h2, m2] = match.slice(1).map(Number) as [number, number, number, number];
  if (h1 > 24 || h2 > 24 || m1 > 59 || m2 > 59) return null;
  const start = h1 * 60 + m1;
  const end = h2 * 60 + m2;
  if (start === end) return { kind: 'allDay' };
  return { kind: 'range', start, end };
}

/** Minutes of one local day a business is open, [start, end); an end past 1440 runs into the next day. */
type Interval = [start: number, end: number];

/** A day's entry as intervals: a range whose end is not after its start runs past midnight ('11:00-02:00'). */
function intervalsOf(hours: DayHours | null): Interval[] {
  if (!hours || hours.kind === 'closed') return [];
  if (hours.kind === 'allDay') return [[0, DAY_MINUTES]];
  const ranges = [hours, ...(hours.more ?? [])];
  return ranges.map(({ start, end }): Interval => [start, end <= start ? end + DAY_MINUTES : end]);
}

const clip = (list: Interval[], from: number, to: number): Interval[] =>
  list.flatMap(([s, e]): Interval[] =>
    Math.max(s, from) < Math.min(e, to) ? [[Math.max(s, from), Math.min(e, to)]] : [],
  );

/** How a listing keeps Turkish public and religious holidays; null: not stated (shown with a doubt note). */
export const HOLIDAY_MODE_LABELS = {
  open: 'Bayram ve tatillerde her zamanki saatlerde açık',
  closed: 'Bayram ve tatillerde kapalı',
  special: 'Bayram ve tatillerde özel saatlerde açık',
} as const;
export type HolidayMode = keyof typeof HOLIDAY_MODE_LABELS;
export const HOLIDAY_MODES = valuesOf(HOLIDAY_MODE_LABELS);

/** A date with its own hours (the owner's special days): closed, or open from `opens` to `closes`. */
export interface SpecialDay {
  date: string;
  closed: boolean;
  opens: string | null;
  closes: string | null;
  note: string | null;
}

/** What the open-or-closed answer of one listing reads. */
export interface HoursInput {
  workingHours: WorkingHours | null;
  holidayMode?: HolidayMode | null;
  /** 'HH:MM-HH:MM' or '24 Saat', when the holiday mode is 'special'. */
  holidayHours?: string | null;
  /** A listing closed for now or for good is never open. */
  closed?: boolean;
}

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface LocalTime {
  readonly date: string;
  readonly day: WeekDay;
  readonly minutes: number;
}

// The last minute asked for: a list asks for every business it shows within the same minute, and
// formatToParts costs about as much as the rest of an open-or-closed decision.
let lastMinute: { minute: number; time: LocalTime } | null = null;

/** Local date, weekday and minutes since midnight of a moment in Istanbul. */
export function localTime(now: Date): LocalTime {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastMinute?.minute === minute) return lastMinute.time;
  const parts = Object.fromEntries(clock.formatToParts(now).map((p) => [p.type, p.value]));
  const time: LocalTime = {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    day: String(parts.weekday).toLowerCase() as WeekDay,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
  lastMinute = { minute, time };
  return time;
}

const weekdayOf = (date: string): WeekDay => WEEK_DAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7] as WeekDay;

interface DaySchedule {
  intervals: Interval[];
  /** Whether anything usable is known of the day. */
  known: boolean;
  /** The day's hours as shown ('09:00-18:00', 'Kapalı', 'Özel gün: …'). */
  text: string | null;
  holiday: HolidayDay | null;
  /** Whether the text is the holiday's ('Cumhuriyet Bayramı: Kapalı'). */
  named: boolean;
}

const rangeText = (s: SpecialDay) => (s.opens && s.closes ? `${s.opens}-${s.closes}` : null);

/** The hours of one local date: a special day first, then the week, bent by a holiday and the listing's holiday mode. */
function scheduleOf(input: HoursInput, date: string, specials: readonly SpecialDay[]): DaySchedule {
  const holiday = holidayOn(date);
  const special = specials.find((s) => s.date === date);
  if (special) {
    const text = special.closed ? null : rangeText(special);
    const hours = special.closed ? { kind: 'closed' as const } : parseDayHours(text);
    if (hours) {
      return {
        intervals: intervalsOf(hours),
        known: true,
        text: `Özel gün: ${text ?? CLOSED_NOW}`,
        holiday,
        named: false,
      };
    }
  }
  const weeklyText = input.workingHours?.[weekdayOf(date)] ?? null;
  const weekly = parseDayHours(weeklyText);
  let intervals = intervalsOf(weekly);
  let text = weeklyText;
  let known = weekly !== null;
  let named = false;
  if (holiday && (input.holidayMode === 'closed' || input.holidayMode === 'special')) {
    const holidayHours = input.holidayMode === 'special' ? parseDayHours(input.holidayHours) : null;
    intervals = [
      ...clip(intervals, 0, holiday.from),
      ...clip(intervalsOf(holidayHours), holiday.from, 2 * DAY_MINUTES),
    ];
    text = `${holiday.name}: ${holidayHours && input.holidayHours ? input.holidayHours : CLOSED_NOW}`;
    known = true;
    named = true;
  }
  return { intervals, known, text, holiday, named };
}

const HOLIDAY_DOUBT = 'Bugün bayram: saatler değişebilir';
const DAY_OFF_DOUBT = 'Bugün resmî tatil: saatler değişebilir';

export interface OpeningStatus {
  open: boolean;
  label: typeof OPEN_NOW | typeof CLOSED_NOW;
  /** Today's entry as written, for display ('09:00-18:00', 'Kapalı', '24 Saat'). */
  today: string | null;
  /** The holiday `today` is named after ('Cumhuriyet Bayramı: Kapalı'), for its name in other languages. */
  todayHoliday?: HolidayDay;
  /** 'Bugün bayram: saatler değişebilir' on a holiday whose hours the listing does not state. */
  notice?: string;
}

/**
 * Whether a listing is open at `now` in Europe/Istanbul time: its special days, else its week
 * (ranges past midnight run into the next day, so yesterday's overnight range counts too), bent on
 * Turkish holidays by its holiday mode (closed, or special hours, from 13:00 on an arife). Null when
 * nothing usable is known about today.
 */
export function openState(
  input: HoursInput,
  now: Date = new Date(),
  specials: readonly SpecialDay[] = [],
): OpeningStatus | null {
  const { date, minutes } = localTime(now);
  const today = scheduleOf(input, date, specials);
  const yesterday = scheduleOf(input, addDays(date, -1), specials);
  if (!today.known && !yesterday.known) return null;
  const open =
    !input.closed &&
    (today.intervals.some(([s, e]) => s <= minutes && minutes < e) ||
      yesterday.intervals.some(([s, e]) => s <= minutes + DAY_MINUTES && minutes + DAY_MINUTES < e));
  const status: OpeningStatus = { open, label: open ? OPEN_NOW : CLOSED_NOW, today: today.text };
  if (today.named && today.holiday) status.todayHoliday = today.holiday;
  const holiday = today.holiday;
  // An arife is a holiday only from its afternoon.
  if (
    holiday &&
    minutes >= holiday.from &&
    !input.closed &&
    !input.holidayMode &&
    !specials.some((s) => s.date === date)
  ) {
    status.notice = /bayram/i.test(holiday.name) ? HOLIDAY_DOUBT : DAY_OFF_DOUBT;
  }
  return status;
}

/** Weekly hours only (no holidays of a mode, no special days): the answer for hours alone. */
export function openingStatus(hours: WorkingHours | null | undefined, now: Date = new Date()): OpeningStatus | null {
  return openState({ workingHours: hours ?? null, holidayMode: 'open' }, now);
}

/** Hours of the week: 168 hour slots from Monday 00:00 Istanbul time. */
const WEEK_SLOTS = 168;

/** The hour-of-week slot of a moment (Monday 00:00–00:59 is 0). */
export function weekSlot(now: Date): number {
  const { day, minutes } = localTime(now);
  return WEEK_DAYS.indexOf(day) * 24 + Math.floor(minutes / 60);
}

/**
 * The week's hour slots a listing is open in by its weekly hours: `full` for the whole hour, `partial`
 * for part of it. The listing index holds them as tokens, so the open-now filter asks the index for
 * `full ∪ partial` of the current slot and checks only the partial ones (and special days, holidays)
 * exactly.
 */
export function weeklySlots(hours: WorkingHours | null): { full: number[]; partial: number[] } {
  const week = WEEK_DAYS.length * DAY_MINUTES;
  const open: Interval[] = [];
  for (const [index, day] of WEEK_DAYS.entries()) {
    for (const [s, e] of intervalsOf(parseDayHours(hours?.[day]))) {
      const offset = index * DAY_MINUTES;
      open.push(...clip([[s + offset, e + offset]], 0, week));
      if (e + offset > week) open.push([0, e + offset - week]); // Sunday night into Monday
    }
  }
  // Overlaps (a Sunday night running into Monday's hours) merged, so a slot's minutes count once.
  open.sort((a, b) => a[0] - b[0]);
  const merged: Interval[] = [];
  for (const [s, e] of open) {
    const last = merged.at(-1);
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  const full: number[] = [];
  const partial: number[] = [];
  for (let slot = 0; slot < WEEK_SLOTS; slot++) {
    const covered = clip(merged, slot * 60, slot * 60 + 60).reduce((sum, [s, e]) => sum + e - s, 0);
    if (covered >= 60) full.push(slot);
    else if (covered > 0) partial.push(slot);
  }
  return { full, partial };
}

/** The week in display order with Turkish day names, for the hours table. */
export function weekRows(hours: WorkingHours): { day: WeekDay; label: string; value: string }[] {
  return WEEK_DAYS.flatMap((d) => {
    const value = hours[d];
    return value ? [{ day: d, label: WEEK_DAY_LABELS[d], value }] : [];
  });
}
