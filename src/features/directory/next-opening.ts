import type { WorkingHours } from '~/features/directory/business.ts';
import { type NextOpening, nextOpeningText } from '~/features/directory/business-parts-i18n.ts';
import { localTime, parseDayHours } from '~/features/listings/opening-hours.ts';
import { WEEK_DAYS } from '~/features/listings/options.ts';
import type { Lang } from '~/lib/i18n/langs.ts';

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * When a listing closed right now opens next by its week ('bugün 17:00', 'yarın 09:00', 'Pazartesi 09:00'),
 * so 'Kapalı' tells the visitor when to come; null when the week says nothing usable. Special days and
 * holidays are left to the hours table beside it.
 */
export function nextOpening(hours: WorkingHours | null, now: Date = new Date(), lang: Lang = 'tr'): string | null {
  const next = nextOpeningAt(hours, now);
  return next && nextOpeningText(next, lang);
}

/** When a listing closed right now opens next by its week, as parts a language writes its own way. */
export function nextOpeningAt(hours: WorkingHours | null, now: Date = new Date()): NextOpening | null {
  if (!hours) return null;
  const { day, minutes } = localTime(now);
  const todayIndex = WEEK_DAYS.indexOf(day);
  for (let ahead = 0; ahead < 7; ahead++) {
    const weekday = WEEK_DAYS[(todayIndex + ahead) % 7];
    if (!weekday) continue;
    const entry = parseDayHours(hours[weekday]);
    if (!entry || entry.kind === 'closed') continue;
    // A day of several ranges (a lunch break) opens again at each of them.
    const starts = entry.kind === 'allDay' ? [0] : [entry, ...(entry.more ?? [])].map((r) => r.start);
    const start = starts.find((s) => ahead > 0 || s > minutes);
    if (start === undefined) continue;
    return { ahead, day: weekday, time: hhmm(start) };
  }
  return null;
}
