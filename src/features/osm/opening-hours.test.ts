import { describe, expect, it } from 'vitest';
import { parseDayHours } from '~/features/listings/opening-hours.ts';
import { parseOsmOpeningHours } from '~/features/osm/opening-hours.ts';

const K = 'Kapalı';
const week = (mo: string, tu: string, we: string, th: string, fr: string, sa: string, su: string) => ({
  monday: mo,
  tuesday: tu,
  wednesday: we,
  thursday: th,
  friday: fr,
  saturday: sa,
  sunday: su,
});
const every = (v: string) => week(v, v, v, v, v, v, v);
/** Monday to Friday alike, then Saturday and Sunday. */
const workweek = (v: string, sa: string, su: string) => week(v, v, v, v, v, sa, su);

describe('parseOsmOpeningHours', () => {
  const read: [string, ReturnType<typeof week>][] = [
    ['Mo-Fr 09:00-18:00; Sa 10:00-14:00', workweek('09:00-18:00', '10:00-14:00', K)],
    ['24/7', every('24 Saat')],
    ['Mo-Su 00:00-24:00', every('24 Saat')],
    ['off', every(K)],
    ['08:30-22:00', every('08:30-22:00')],
    ['Mo-Sa 09:00-12:30,13:30-19:00', workweek('09:00-12:30, 13:30-19:00', '09:00-12:30, 13:30-19:00', K)],
    ['Mo-Su 18:00-02:00', every('18:00-02:00')],
    ['Fr-Sa 20:00-26:00', week(K, K, K, K, '20:00-02:00', '20:00-02:00', K)],
    ['Mo-Su 08:00-20:00; Su off', workweek('08:00-20:00', '08:00-20:00', K)],
    ['Mo,We,Fr 9:00-17:00', week('09:00-17:00', K, '09:00-17:00', K, '09:00-17:00', K, K)],
    ['Sa-Mo 10:00-16:00', week('10:00-16:00', K, K, K, K, '10:00-16:00', '10:00-16:00')],
    ['Mo-Fr 08:00-17:00; Sa closed', workweek('08:00-17:00', K, K)],
    ['Mo-Fr 09:00-18:00;', workweek('09:00-18:00', K, K)],
  ];
  for (const [raw, hours] of read) {
    it(`reads “${raw}”`, () => {
      const result = parseOsmOpeningHours(raw);
      expect(result.note).toBeNull();
      expect(result.hours).toEqual(hours);
      // Every day it writes is a day our hours understand.
      for (const value of Object.values(result.hours ?? {})) expect(parseDayHours(value)).not.toBeNull();
    });
  }

  it('reads public holidays into the holiday mode', () => {
    expect(parseOsmOpeningHours('Mo-Fr 09:00-18:00; PH off')).toMatchObject({ holidayMode: 'closed', note: null });
    expect(parseOsmOpeningHours('Mo-Su 10:00-22:00; PH 12:00-18:00')).toMatchObject({
      holidayMode: 'special',
      holidayHours: '12:00-18:00',
      note: null,
    });
    expect(parseOsmOpeningHours('Mo-Fr 09:00-18:00').holidayMode).toBeNull();
  });

  const unread = [
    'sunrise-sunset',
    'Mo-Fr 09:00+',
    'Jan-Mar Mo-Fr 09:00-17:00',
    'Mo-Fr 09:00-18:00 || "randevu ile"',
    'Mo-Fr 09:00-18:00 "öğle arası değişir"',
    'Mo-Fr',
    'week 1-20 Mo-Fr 08:00-12:00',
    'Mo-Fr 25:00-26:00',
    'Pazartesi-Cuma 09:00-18:00',
    '',
    'PH,Su off',
  ];
  for (const raw of unread) {
    it(`keeps “${raw}” as a note, never a guess`, () => {
      const result = parseOsmOpeningHours(raw);
      expect(result.hours).toBeNull();
      expect(result.note).toContain('OpenStreetMap');
    });
  }
});

describe('parseDayHours with several ranges', () => {
  it('reads a lunch break and refuses a broken part', () => {
    expect(parseDayHours('09:00-12:00, 13:00-18:00')).toEqual({
      kind: 'range',
      start: 540,
      end: 720,
      more: [{ start: 780, end: 1080 }],
    });
    expect(parseDayHours('09:00-12:00, öğleden sonra')).toBeNull();
  });
});
