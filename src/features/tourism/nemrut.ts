// The Nemrut sunrise trip: sunrise and sunset at the summit for a date (suncalc, with the dip of the
// horizon seen from 2.134 m), and when to leave Kâhta and Adıyaman centre to be at the top for sunrise.
// The drive and walk times are the operator's figures (NemrutSettings). Pure and browser-safe.
import { getTimes } from 'suncalc';
import { valuesOf } from '~/lib/choices.ts';
import { must } from '~/lib/must.ts';
import { TIME_ZONE } from '~/lib/text.ts';

/** The summit (the tumulus) and its height. */
export const NEMRUT_SUMMIT = { lat: 37.9808, lng: 38.7408, heightM: 2134 } as const;

export const ROAD_STATUS_LABELS = {
  open: 'Yol açık',
  snow: 'Karlı: zincir ve kış lastiği gerekli',
  closed: 'Yol kapalı',
} as const;
export type RoadStatus = keyof typeof ROAD_STATUS_LABELS;
export const ROAD_STATUSES = valuesOf(ROAD_STATUS_LABELS);

/** What the operator edits on the desk. */
export interface NemrutSettings {
  /** Minutes by car from Kâhta to the summit car park. */
  driveFromKahtaMin: number;
  /** Minutes by car from Adıyaman centre to the summit car park. */
  driveFromCentreMin: number;
  /** Minutes on foot from the car park to the eastern terrace. */
  walkMin: number;
  /** Minutes kept in hand (a slower road, finding a place to stand). */
  marginMin: number;
  roadStatus: RoadStatus;
  /** The season as the operator words it ('Mayıs–Ekim arası ziyaret edilebilir'). */
  season: string;
}

export const DEFAULT_NEMRUT_SETTINGS: NemrutSettings = {
  driveFromKahtaMin: 75,
  driveFromCentreMin: 120,
  walkMin: 30,
  marginMin: 20,
  roadStatus: 'open',
  season: 'Zirve yolu genellikle nisan sonundan ekim sonuna kadar açıktır; kışın kar nedeniyle kapanabilir.',
};

export interface NemrutTrip {
  date: string;
  sunrise: Date;
  sunset: Date;
  leaveKahta: Date;
  leaveCentre: Date;
}

/** Noon in Istanbul of a local date: the day suncalc computes the events of. */
const localNoon = (date: string) => new Date(`${date}T12:00:00+03:00`);

/** Sunrise and sunset at the summit on a local date, and the leaving times for sunrise. */
export function nemrutTrip(date: string, settings: NemrutSettings): NemrutTrip {
  const times = getTimes(localNoon(date), NEMRUT_SUMMIT.lat, NEMRUT_SUMMIT.lng, NEMRUT_SUMMIT.heightM);
  // The sun rises and sets every day at 38° north; suncalc's null is for polar days and nights.
  const sunrise = must(times.sunrise, 'a sunrise at 38° N');
  const sunset = must(times.sunset, 'a sunset at 38° N');
  const before = (minutes: number) => new Date(sunrise.getTime() - minutes * 60_000);
  const onFoot = settings.walkMin + settings.marginMin;
  return {
    date,
    sunrise,
    sunset,
    leaveKahta: before(settings.driveFromKahtaMin + onFoot),
    leaveCentre: before(settings.driveFromCentreMin + onFoot),
  };
}

const clock = new Intl.DateTimeFormat('tr-TR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });

/** '05:12', Istanbul time. */
export function clockTime(instant: Date): string {
  return clock.format(instant);
}

/** A date from the page's form ('YYYY-MM-DD'), or null when it is not a real date. */
export function parseTripDate(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const check = new Date(`${value}T12:00:00Z`);
  return Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== value ? null : value;
}
