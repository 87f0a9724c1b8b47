import { describe, expect, it } from 'vitest';
import { nextOpening } from '~/features/directory/next-opening.ts';

// 2026-11-26 is a Thursday; Istanbul is UTC+3.
const at = (local: string) => new Date(`${local}+03:00`);
const week = { monday: '09:00-18:00', thursday: '09:00-18:00', friday: '10:00-18:00', sunday: 'Kapalı' };

describe('nextOpening', () => {
  it('names today when the day has not opened yet', () => {
    expect(nextOpening(week, at('2026-11-26T07:30:00'))).toBe('bugün 09:00');
  });
  it('names tomorrow after closing time', () => {
    expect(nextOpening(week, at('2026-11-26T19:00:00'))).toBe('yarın 10:00');
  });
  it('skips closed and unknown days to the weekday it opens', () => {
    expect(nextOpening(week, at('2026-11-27T19:00:00'))).toBe('Pazartesi 09:00');
  });
  it('names the afternoon opening after a lunch break', () => {
    expect(nextOpening({ thursday: '09:00-12:00, 13:00-18:00' }, at('2026-11-26T12:30:00'))).toBe('bugün 13:00');
  });
  it('says nothing when the week has no opening', () => {
    expect(nextOpening({ monday: 'Kapalı' }, at('2026-11-26T19:00:00'))).toBeNull();
    expect(nextOpening(null)).toBeNull();
  });
});
