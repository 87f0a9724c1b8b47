// OpenStreetMap's `opening_hours` read into our weekly hours (weekday → 'HH:MM-HH:MM[, …]' | 'Kapalı' |
// '24 Saat'). Only the common forms are read: rules separated by ';', each an optional day selector
// (Mo-Fr, Sa,Su, PH) and times (09:00-12:00,13:00-18:00), 'off'/'closed' or '24/7'; a later rule
// overrides an earlier one for its days, and days no rule names are closed. Anything else (months,
// weeks, sunrise, open ends, comments, fallback rules) makes the whole value a note for the operator:
// hours read half-way would be a guess shown to visitors as fact.
import type { HolidayMode } from '~/features/listings/opening-hours.ts';
import { WEEK_DAYS, type WeekDay } from '~/features/listings/options.ts';

const OSM_DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
const CLOSED = 'Kapalı';
const ALL_DAY = '24 Saat';

export interface OsmHours {
  /** Every day of the week, or null when the value could not be read. */
  hours: Record<WeekDay, string> | null;
  /** What a `PH` rule says of public holidays; null when it says nothing. */
  holidayMode: HolidayMode | null;
  holidayHours: string | null;
  /** The value as OSM has it, with why it was not read, for the operator; null when it was read. */
  note: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '9:00' → '09:00'; null for anything that is not a time of day (24:00 is the end of a day). */
function clockOf(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  if (h > 24 || m > 59 || (h === 24 && m > 0)) return null;
  return `${pad(h)}:${pad(m)}`;
}

/** '09:00-12:00,13:00-18:00' → '09:00-12:00, 13:00-18:00'; '00:00-24:00' → '24 Saat'; null when unread. */
function timesOf(text: string): string | null {
  const ranges: string[] = [];
  for (const part of text.split(',')) {
    const match = /^([\d:]+)\s*-\s*([\d:]+)$/.exec(part.trim());
    const start = match ? clockOf(match[1] as string) : null;
    // Past midnight is written 18:00-02:00 or 18:00-26:00; both become 18:00-02:00.
    let endText = match?.[2] ?? '';
    const late = /^(\d{2}):(\d{2})$/.exec(endText);
    if (late && Number(late[1]) > 24 && Number(late[1]) < 48) endText = `${pad(Number(late[1]) - 24)}:${late[2]}`;
    const end = clockOf(endText);
    if (!start || !end || start === end) return null;
    if (start === '00:00' && end === '24:00') return ALL_DAY;
    ranges.push(`${start}-${end}`);
  }
  return ranges.length ? ranges.join(', ') : null;
}

/** 'Mo-Fr,Su' → [0..4, 6]; wraps ('Fr-Mo'); null when it is not a list of days. */
function daysOf(text: string): number[] | null {
  const days: number[] = [];
  for (const part of text.split(',')) {
    const [from, to] = part.trim().split('-');
    const a = OSM_DAYS.indexOf(from as (typeof OSM_DAYS)[number]);
    const b = to === undefined ? a : OSM_DAYS.indexOf(to as (typeof OSM_DAYS)[number]);
    if (a < 0 || b < 0) return null;
    for (let d = a; ; d = (d + 1) % 7) {
      days.push(d);
      if (d === b) break;
    }
  }
  return days;
}

type Rule =
  | { kind: 'week'; days: number[]; value: string }
  | { kind: 'holiday'; value: string }
  | { kind: 'bad'; reason: string };

const OFF = /^(off|closed)$/i;

function readRule(rule: string): Rule {
  if (rule === '24/7') return { kind: 'week', days: [0, 1, 2, 3, 4, 5, 6], value: ALL_DAY };
  const match = /^(?:([A-Za-z,\- ]*)\s+)?(\S.*)$/.exec(rule);
  let selector = match?.[1]?.replace(/\s+/g, '') ?? '';
  let what = (match?.[2] ?? '').trim();
  // 'Mo-Fr' alone (no times) and 'off' alone.
  if (!selector && /^[A-Z][a-z]/.test(what) && !OFF.test(what)) {
    const [first, ...rest] = what.split(/\s+/);
    selector = first ?? '';
    what = rest.join(' ');
  }
  const value = OFF.test(what) ? CLOSED : what === '24/7' ? ALL_DAY : timesOf(what);
  if (!value) return { kind: 'bad', reason: `saat okunamadı: “${rule}”` };
  const parts = selector ? selector.split(',') : [];
  if (parts.includes('PH')) {
    if (parts.length > 1) return { kind: 'bad', reason: `tatil ve gün birlikte: “${rule}”` };
    return { kind: 'holiday', value };
  }
  const days = selector ? daysOf(selector) : [0, 1, 2, 3, 4, 5, 6];
  if (!days) return { kind: 'bad', reason: `gün okunamadı: “${rule}”` };
  return { kind: 'week', days, value };
}

const unread = (raw: string, reason: string): OsmHours => ({
  hours: null,
  holidayMode: null,
  holidayHours: null,
  note: `OpenStreetMap çalışma saatleri okunamadı (${reason}): ${raw}`,
});

/** Reads an `opening_hours` value; see the top of this file for what is read. */
export function parseOsmOpeningHours(raw: string): OsmHours {
  const text = raw.trim();
  if (!text) return unread(raw, 'boş');
  if (text.includes('||') || text.includes('"')) return unread(text, 'yedek kural veya açıklama');
  const week: (string | null)[] = [null, null, null, null, null, null, null];
  let holiday: string | null = null;
  for (const rule of text
    .split(';')
    .map((r) => r.trim())
    .filter(Boolean)) {
    const read = readRule(rule);
    if (read.kind === 'bad') return unread(text, read.reason);
    if (read.kind === 'holiday') holiday = read.value;
    else for (const d of read.days) week[d] = read.value;
  }
  const named = week.some((v) => v !== null);
  if (!named && holiday === null) return unread(text, 'kural yok');
  const hours = named
    ? (Object.fromEntries(WEEK_DAYS.map((day, i) => [day, week[i] ?? CLOSED])) as Record<WeekDay, string>)
    : null;
  return {
    hours,
    holidayMode: holiday === null ? null : holiday === CLOSED ? 'closed' : 'special',
    holidayHours: holiday === null || holiday === CLOSED ? null : holiday,
    note: named ? null : `OpenStreetMap yalnızca tatil saatlerini veriyor: ${text}`,
  };
}
