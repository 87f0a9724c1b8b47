import { describe, expect, it } from 'vitest';
import { openingStatus, parseDayHours } from '~/features/directory/opening-hours.ts';

// Istanbul is UTC+3 all year: 2026-03-02 is a Monday.
const at = (isoLocal: string) => new Date(`${isoLocal}+03:00`);
const week = (value: string) => ({
  monday: value,
  tuesday: value,
  wednesday: value,
  thursday: value,
  friday: value,
  saturday: value,
  sunday: value,
});

describe('parseDayHours', () => {
  it('reads ranges, closed days and 24-hour days', () => {
    expect(parseDayHours('09:00-18:00')).toEqual({ kind: 'range', start: 540, end: 1080 });
    expect(parseDayHours('Kapalı')).toEqual({ kind: 'closed' });
    expect(parseDayHours('24 Saat')).toEqual({ kind: 'allDay' });
    expect(parseDayHours('her zaman')).toBeNull();
  });
});

describe('openingStatus', () => {
  it('is open inside a daytime range and closed outside it, in Istanbul time', () => {
    const hours = week('09:00-18:00');
    expect(openingStatus(hours, at('2026-03-02T09:00:00'))?.label).toBe('Şimdi açık');
    expect(openingStatus(hours, at('2026-03-02T17:59:00'))?.open).toBe(true);
    expect(openingStatus(hours, at('2026-03-02T18:00:00'))?.label).toBe('Kapalı');
    expect(openingStatus(hours, at('2026-03-02T08:59:00'))?.open).toBe(false);
    // 06:30 UTC is 09:30 in Istanbul.
    expect(openingStatus(hours, new Date('2026-03-02T06:30:00Z'))?.open).toBe(true);
  });

  it("keeps an overnight '11:00-02:00' open after midnight, into the next day", () => {
    const hours = { ...week('Kapalı'), friday: '11:00-02:00' };
    expect(openingStatus(hours, at('2026-03-06T23:30:00'))?.open).toBe(true); // Friday night
    expect(openingStatus(hours, at('2026-03-07T01:59:00'))?.open).toBe(true); // Saturday, closed day, still Friday's hours
    expect(openingStatus(hours, at('2026-03-07T02:00:00'))?.open).toBe(false);
    expect(openingStatus(hours, at('2026-03-06T10:59:00'))?.open).toBe(false);
  });

  it("treats '12:00-00:00' as open until midnight", () => {
    const hours = week('12:00-00:00');
    expect(openingStatus(hours, at('2026-03-02T23:59:00'))?.open).toBe(true);
    expect(openingStatus(hours, at('2026-03-03T00:30:00'))?.open).toBe(false);
  });

  it("is always open on a '24 Saat' day and closed on a 'Kapalı' day", () => {
    expect(openingStatus(week('24 Saat'), at('2026-03-04T03:17:00'))?.open).toBe(true);
    const sundayClosed = { ...week('09:00-18:00'), sunday: 'Kapalı' };
    const status = openingStatus(sundayClosed, at('2026-03-08T12:00:00'));
    expect(status).toEqual({ open: false, label: 'Kapalı', today: 'Kapalı' });
  });

  it('says nothing when there are no usable hours', () => {
    expect(openingStatus(null, new Date())).toBeNull();
    expect(openingStatus({ monday: 'bilinmiyor' }, at('2026-03-02T12:00:00'))).toBeNull();
  });
});
