import type { SpecialDay } from '~/features/listings/opening-hours.ts';

// How a special day reads: '01.01.2027: Kapalı (Yılbaşı)', '20.04.2027: 10:00-14:00'.

/** 'YYYY-MM-DD' → 'GG.AA.YYYY'. */
export const trDate = (iso: string) => iso.split('-').reverse().join('.');

/** A special day's hours as the weekly table writes them: 'Kapalı' or 'HH:MM-HH:MM'. */
export const specialDayHours = (day: SpecialDay) => (day.closed ? 'Kapalı' : `${day.opens}-${day.closes}`);

/** One line per special day, for the approval panel's diff. */
export function specialDayLine(day: SpecialDay): string {
  return `${trDate(day.date)}: ${specialDayHours(day)}${day.note ? ` (${day.note})` : ''}`;
}
