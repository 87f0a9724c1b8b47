import Holidays from 'date-holidays';
import { type HolidayName, isHolidayName, turkishHolidayName } from '~/features/listings/holiday-names.ts';
import { TIME_ZONE } from '~/lib/text.ts';

// Turkish public and religious holidays (date-holidays, country TR): national days, Ramazan and
// Kurban Bayramı over their several days, and the arife before each bayram, a half day from 13:00.
// Dates are local Istanbul dates ('YYYY-MM-DD'); Istanbul keeps UTC+3 all year.

export interface HolidayDay {
  /** As shown in Turkish ('Cumhuriyet Bayramı', 'Cumhuriyet Bayramı arifesi'). */
  name: string;
  /** The holiday, for its name in other languages (holiday-names.ts); null for one it has no names of. */
  key: HolidayName | null;
  /** Minutes after local midnight from which the day is a holiday: 0, or 13:00 on an arife. */
  from: number;
  arife: boolean;
}

const ARIFE_FROM = 13 * 60;
const DAY_MS = 86_400_000;
/** Bayrams with an arife before them: the two religious feasts (hijri rules) and Cumhuriyet Bayramı. */
const HAS_ARIFE = (rule: string, name: string) => /Shawwal|Dhu al-Hijjah/.test(rule) || name === 'Cumhuriyet Bayramı';

const calendar = new Holidays('TR', { timezone: TIME_ZONE });
const years = new Map<number, Map<string, HolidayDay>>();

/** The date `days` after a local date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function holidaysOf(year: number): Map<string, HolidayDay> {
  const cached = years.get(year);
  if (cached) return cached;
  const days = new Map<string, HolidayDay>();
  for (const holiday of calendar.getHolidays(year)) {
    if (holiday.type !== 'public') continue;
    const first = holiday.date.slice(0, 10);
    const key = isHolidayName(holiday.name) ? holiday.name : null;
    // The key keeps the calendar's spelling; the name is shown as Turkish text writes it.
    const name = turkishHolidayName(holiday.name);
    // Several-day feasts: 90 hours is Ramazan's three days, 114 Kurban's four; national days one.
    const length = Math.max(1, Math.floor((holiday.end.getTime() - holiday.start.getTime()) / DAY_MS));
    for (let i = 0; i < length; i++) days.set(addDays(first, i), { name, key, from: 0, arife: false });
    const eve = addDays(first, -1);
    if (HAS_ARIFE(holiday.rule, holiday.name) && !days.has(eve)) {
      days.set(eve, { name: `${name} arifesi`, key, from: ARIFE_FROM, arife: true });
    }
  }
  years.set(year, days);
  return days;
}

/** The holiday of a local date, or null. */
export function holidayOn(date: string): HolidayDay | null {
  const year = Number(date.slice(0, 4));
  return holidaysOf(year).get(date) ?? holidaysOf(year + 1).get(date) ?? null;
}
