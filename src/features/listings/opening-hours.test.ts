import { describe, expect, it } from 'vitest';
import { holidayOn } from '~/features/listings/holidays.ts';
import { openingStatus, openState, parseDayHours, weeklySlots, weekSlot } from '~/features/listings/opening-hours.ts';
import { WEEK_DAYS, type WeekDay } from '~/features/listings/options.ts';

// Istanbul is UTC+3 all year: 2026-03-02 is a Monday.
const at = (isoLocal: string) => new Date(`${isoLocal}+03:00`);
const week = (value: string) => Object.fromEntries(WEEK_DAYS.map((day) => [day, value])) as Record<WeekDay, string>;

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

describe('openState with the Turkish calendar', () => {
  const daily = { ...week('09:00-18:00') };
  const late = week('18:00-02:00');

  it('keeps 23:59 in today and 00:00 in the overnight range of yesterday', () => {
    expect(openState({ workingHours: late, holidayMode: 'open' }, at('2026-03-02T23:59:00'))?.open).toBe(true);
    expect(openState({ workingHours: late, holidayMode: 'open' }, at('2026-03-03T00:00:00'))?.open).toBe(true);
    expect(openState({ workingHours: late, holidayMode: 'open' }, at('2026-03-03T02:00:00'))?.open).toBe(false);
    const untilMidnight = week('10:00-00:00');
    expect(openState({ workingHours: untilMidnight }, at('2026-03-02T23:59:00'))?.open).toBe(true);
    expect(openState({ workingHours: untilMidnight }, at('2026-03-03T00:00:00'))?.open).toBe(false);
  });

  it('closes on the first day of Ramazan Bayramı for a listing closed on holidays, and from 13:00 on the arife', () => {
    // Ramazan Bayramı 2026: 20–22 March; arife 19 March (a Thursday).
    const closedOnHolidays = { workingHours: daily, holidayMode: 'closed' as const };
    expect(openState(closedOnHolidays, at('2026-03-20T10:00:00'))?.open).toBe(false);
    expect(openState(closedOnHolidays, at('2026-03-19T12:59:00'))?.open).toBe(true);
    expect(openState(closedOnHolidays, at('2026-03-19T13:00:00'))?.open).toBe(false);
    expect(openState(closedOnHolidays, at('2026-03-23T10:00:00'))?.open).toBe(true);
    expect(holidayOn('2026-03-22')?.name).toBe('Ramazan Bayramı');
    expect(holidayOn('2026-03-23')).toBeNull();
    // Kurban Bayramı 2026: four days from 27 May.
    expect(holidayOn('2026-05-30')?.name).toBe('Kurban Bayramı');
    expect(holidayOn('2026-05-26')).toMatchObject({ arife: true, from: 780 });
  });

  it('keeps special hours on holidays and says so when the listing says nothing', () => {
    const special = { workingHours: daily, holidayMode: 'special' as const, holidayHours: '12:00-16:00' };
    expect(openState(special, at('2026-03-20T10:00:00'))?.open).toBe(false);
    expect(openState(special, at('2026-03-20T12:00:00'))?.open).toBe(true);
    const unstated = openState({ workingHours: daily }, at('2026-03-20T10:00:00'));
    expect(unstated).toMatchObject({ open: true, notice: 'Bugün bayram: saatler değişebilir' });
    expect(openState({ workingHours: daily, holidayMode: 'open' }, at('2026-03-20T10:00:00'))?.notice).toBeUndefined();
    expect(openState({ workingHours: daily }, at('2026-03-02T10:00:00'))?.notice).toBeUndefined();
  });

  it("names the holiday today's hours are bent by, and doubts an arife only from 13:00", () => {
    const closedOnHolidays = { workingHours: daily, holidayMode: 'closed' as const };
    expect(openState(closedOnHolidays, at('2026-10-29T10:00:00'))).toMatchObject({
      today: 'Cumhuriyet Bayramı: Kapalı',
      todayHoliday: { key: 'Cumhuriyet Bayramı', arife: false },
    });
    expect(openState(closedOnHolidays, at('2026-10-28T14:00:00'))?.todayHoliday).toMatchObject({ arife: true });
    expect(openState({ workingHours: daily }, at('2026-10-29T10:00:00'))?.todayHoliday).toBeUndefined();
    expect(openState({ workingHours: daily }, at('2026-10-28T12:59:00'))?.notice).toBeUndefined();
    expect(openState({ workingHours: daily }, at('2026-10-28T13:00:00'))?.notice).toBe(
      'Bugün bayram: saatler değişebilir',
    );
  });

  it('follows a special day, over the week and the holidays', () => {
    const specials = [{ date: '2026-03-02', closed: true, opens: null, closes: null, note: 'Tadilat' }];
    expect(openState({ workingHours: daily }, at('2026-03-02T10:00:00'), specials)?.open).toBe(false);
    const sunday = [{ date: '2026-03-08', closed: false, opens: '10:00', closes: '14:00', note: null }];
    const sundayClosed = { ...daily, sunday: 'Kapalı' };
    expect(openState({ workingHours: sundayClosed }, at('2026-03-08T11:00:00'), sunday)?.open).toBe(true);
    expect(openState({ workingHours: sundayClosed }, at('2026-03-08T14:00:00'), sunday)?.open).toBe(false);
  });

  it('is never open for a closed listing', () => {
    expect(openState({ workingHours: week('24 Saat'), closed: true }, at('2026-03-02T12:00:00'))?.open).toBe(false);
  });
});

describe('weeklySlots', () => {
  it('marks whole and partial hours of the week, Sunday night running into Monday', () => {
    const slots = weeklySlots({ monday: '09:30-11:00', sunday: '22:00-01:00' });
    expect(slots.full).toEqual([0, 10, 166, 167]);
    expect(slots.partial).toEqual([9]);
    expect(weeklySlots({ monday: '24 Saat' }).full).toHaveLength(24);
  });

  it('agrees with openState on every minute of a week for overnight hours', () => {
    const hours = { ...week('11:00-01:30'), tuesday: 'Kapalı', sunday: '24 Saat' };
    const { full, partial } = weeklySlots(hours);
    for (let minute = 0; minute < 7 * 1440; minute += 7) {
      const moment = new Date(at('2026-03-02T00:00:00').getTime() + minute * 60_000);
      const slot = weekSlot(moment);
      const open = openState({ workingHours: hours, holidayMode: 'open' }, moment)?.open;
      if (full.includes(slot)) expect(open).toBe(true);
      else if (!partial.includes(slot)) expect(open).toBe(false);
    }
  });
});
