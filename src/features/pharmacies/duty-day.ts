// The duty night: a roster date D covers D 18:00 to D+1 08:00, Istanbul time. Pure, with the clock passed in.
import { addDays } from '~/features/listings/holidays.ts';
import { localTime } from '~/features/listings/opening-hours.ts';
import { DUTY_ENDS_HOUR, DUTY_STARTS_HOUR } from '~/features/pharmacies/messages.ts';
import { TIME_ZONE } from '~/lib/text.ts';

export interface DutyNight {
  /** The roster date whose list the pages show. */
  date: string;
  /** Whether its duty has begun (after 18:00 of its date, or before 08:00 of the next). */
  started: boolean;
  /** When it starts and ends, as instants. */
  starts: Date;
  ends: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant of a local Istanbul date and hour (Türkiye keeps UTC+3 the year round since 2016). */
function istanbulInstant(date: string, hour: number): Date {
  return new Date(`${date}T${pad(hour)}:00:00+03:00`);
}

/**
 * The duty night the pages show at `now`: before 08:00 the one that began the evening before (still on
 * duty), from 08:00 on the one that begins this evening.
 */
export function dutyNightAt(now: Date): DutyNight {
  const { date, minutes } = localTime(now);
  const dutyDate = minutes < DUTY_ENDS_HOUR * 60 ? addDays(date, -1) : date;
  const starts = istanbulInstant(dutyDate, DUTY_STARTS_HOUR);
  const ends = istanbulInstant(addDays(dutyDate, 1), DUTY_ENDS_HOUR);
  return { date: dutyDate, started: now >= starts, starts, ends };
}

/** Seconds until the pages' answer changes: the next 08:00 or 18:00 after `now`. */
export function secondsUntilNextChange(night: DutyNight, now: Date): number {
  const next = night.started ? night.ends : night.starts;
  return Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000));
}

/** How a duty night's start or end is written, in any language (pharmacy-i18n.ts): weekday, day, month, time. */
export const DUTY_MOMENT_FORMAT: Intl.DateTimeFormatOptions = {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
};

const when = new Intl.DateTimeFormat('tr-TR', DUTY_MOMENT_FORMAT);

/** '26 Kasım Perşembe 18:00' for the page's 'from … to …'. */
export function dutyMomentLabel(instant: Date): string {
  return when.format(instant);
}
