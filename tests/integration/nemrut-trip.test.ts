import { describe, expect, it } from 'vitest';
import { DEFAULT_NEMRUT_SETTINGS, nemrutTrip } from '~/features/tourism/nemrut.ts';

// Sunrise at the summit against a reference computed apart from suncalc: NOAA's solar calculator
// (the spreadsheet's equation of time and declination, iterated on the event's own time) for 37.9808 N,
// 38.7408 E with the horizon lowered by the height (−0,833° − 2,076·√2134 m / 60), in UTC minutes.
const NOAA_REFERENCE = {
  '2026-06-21': { sunrise: '2026-06-21T01:53:10Z', sunset: '2026-06-21T17:00:30Z' },
  '2026-11-26': { sunrise: '2026-11-26T04:07:59Z', sunset: '2026-11-26T14:16:17Z' },
} as const;

const minutesApart = (a: Date, b: string) => Math.abs(a.getTime() - new Date(b).getTime()) / 60_000;

describe('the Nemrut sunrise trip', () => {
  for (const [date, reference] of Object.entries(NOAA_REFERENCE)) {
    it(`sunrise and sunset on ${date} match the NOAA reference within a minute`, () => {
      const trip = nemrutTrip(date, DEFAULT_NEMRUT_SETTINGS);
      expect(minutesApart(trip.sunrise, reference.sunrise)).toBeLessThan(1);
      expect(minutesApart(trip.sunset, reference.sunset)).toBeLessThan(1);
    });
  }

  it('leaves early enough for the drive, the walk and the margin the operator set', () => {
    const settings = {
      ...DEFAULT_NEMRUT_SETTINGS,
      driveFromKahtaMin: 70,
      driveFromCentreMin: 110,
      walkMin: 25,
      marginMin: 15,
    };
    const trip = nemrutTrip('2026-06-21', settings);
    expect((trip.sunrise.getTime() - trip.leaveKahta.getTime()) / 60_000).toBe(110);
    expect((trip.sunrise.getTime() - trip.leaveCentre.getTime()) / 60_000).toBe(150);
  });
});
