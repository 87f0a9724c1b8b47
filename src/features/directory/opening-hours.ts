import type { WorkingHours } from '~/features/directory/business.ts';
import { TIME_ZONE } from '~/features/site/site.ts';
import { WEEK_DAY_LABELS, WEEK_DAYS, type WeekDay } from '~/features/submissions/options.ts';

const OPEN_NOW = 'Şimdi açık';
const CLOSED_NOW = 'Kapalı';

type DayHours = { kind: 'closed' } | { kind: 'allDay' } | { kind: 'range'; start: number; end: number };

/** Reads one day's entry: 'HH:MM-HH:MM', 'Kapalı' or '24 Saat'; anything else is unknown (null). */
export function parseDayHours(value: string | undefined): DayHours | null {
  if (value === undefined) return null;
  const text = value.trim();
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

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Weekday and minutes since midnight of a moment in the given time zone. */
function localTime(now: Date, formatter: Intl.DateTimeFormat = clock): { day: WeekDay; minutes: number } {
  const parts = Object.fromEntries(formatter.formatToParts(now).map((p) => [p.type, p.value]));
  const day = String(parts.weekday).toLowerCase() as WeekDay;
  return { day, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

export interface OpeningStatus {
  open: boolean;
  label: typeof OPEN_NOW | typeof CLOSED_NOW;
  /** Today's entry as written, for display ('09:00-18:00', 'Kapalı', '24 Saat'). */
  today: string | null;
}

/**
 * Whether a business is open at `now` in Europe/Istanbul time. Ranges whose end is not after
 * their start run past midnight ('11:00-02:00' is open until 02:00 the next day), so yesterday's
 * overnight range counts too. Null when the hours say nothing usable about today.
 */
export function openingStatus(hours: WorkingHours | null | undefined, now: Date = new Date()): OpeningStatus | null {
  if (!hours) return null;
  const { day, minutes } = localTime(now);
  const index = WEEK_DAYS.indexOf(day);
  const yesterday = WEEK_DAYS[(index + WEEK_DAYS.length - 1) % WEEK_DAYS.length];
  const todayHours = parseDayHours(hours[day]);
  const yesterdayHours = yesterday ? parseDayHours(hours[yesterday]) : null;
  if (!todayHours && !yesterdayHours) return null;

  let open = false;
  if (todayHours?.kind === 'allDay') open = true;
  else if (todayHours?.kind === 'range') {
    const overnight = todayHours.end <= todayHours.start;
    open = overnight ? minutes >= todayHours.start : minutes >= todayHours.start && minutes < todayHours.end;
  }
  if (!open && yesterdayHours?.kind === 'range' && yesterdayHours.end <= yesterdayHours.start) {
    open = minutes < yesterdayHours.end;
  }
  return { open, label: open ? OPEN_NOW : CLOSED_NOW, today: hours[day] ?? null };
}

/** The week in display order with Turkish day names, for the hours table. */
export function weekRows(hours: WorkingHours): { day: WeekDay; label: string; value: string }[] {
  return WEEK_DAYS.flatMap((d) => {
    const value = hours[d];
    return value ? [{ day: d, label: WEEK_DAY_LABELS[d], value }] : [];
  });
}
