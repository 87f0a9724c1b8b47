import { describe, expect, it } from 'vitest';
import { hoursTextIn, statusNoticeIn } from '~/features/directory/business-parts-i18n.ts';
import { openState } from '~/features/listings/opening-hours.ts';
import type { Lang } from '~/lib/i18n/langs.ts';

// Istanbul is UTC+3 all year. 2026-10-29 (a Thursday) is Cumhuriyet Bayramı, its arife from 13:00 the day before.
const at = (isoLocal: string) => new Date(`${isoLocal}+03:00`);
const daily = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, '09:00-18:00']),
);
const special = { workingHours: daily, holidayMode: 'special' as const, holidayHours: '10:00-16:00' };
const closedOnHolidays = { workingHours: daily, holidayMode: 'closed' as const };

const todayIn = (input: Parameters<typeof openState>[0], when: string, lang: Lang) => {
  const status = openState(input, at(when));
  return status?.today ? hoursTextIn(status.today, lang, status.todayHoliday) : null;
};

describe("today's hours on a holiday, in the page's language", () => {
  it.each([
    ['tr', 'Cumhuriyet Bayramı: 10:00-16:00', 'Cumhuriyet Bayramı arifesi: 10:00-16:00', 'Cumhuriyet Bayramı: Kapalı'],
    ['en', 'Republic Day: 10:00-16:00', 'Eve of Republic Day: 10:00-16:00', 'Republic Day: Closed'],
    ['ku', 'Cejna Komarê: 10:00-16:00', 'Erefeya Cejna Komarê: 10:00-16:00', 'Cejna Komarê: Girtî'],
  ] as const)('%s', (lang, holiday, eve, closed) => {
    expect(todayIn(special, '2026-10-29T11:00:00', lang)).toBe(holiday);
    expect(todayIn(special, '2026-10-28T13:30:00', lang)).toBe(eve);
    expect(todayIn(closedOnHolidays, '2026-10-29T11:00:00', lang)).toBe(closed);
    expect(todayIn(special, '2026-10-27T11:00:00', lang)).toBe('09:00-18:00');
  });

  it('translates the special day and the words of an entry without a holiday', () => {
    expect(hoursTextIn('Özel gün: Kapalı', 'en')).toBe('Special day: Closed');
    expect(hoursTextIn('24 Saat', 'ku')).toBe('24 saet vekirî');
  });

  it("says a holiday's doubt in the page's language, from the arife's afternoon only", () => {
    const unstated = { workingHours: daily };
    expect(openState(unstated, at('2026-10-28T10:00:00'))?.notice).toBeUndefined();
    const notice = openState(unstated, at('2026-10-28T14:00:00'))?.notice ?? '';
    expect(statusNoticeIn(notice, 'tr')).toBe('Bugün bayram: saatler değişebilir');
    expect(statusNoticeIn(notice, 'en')).toBe('Public holiday (bayram) today: hours may differ');
    expect(statusNoticeIn(notice, 'ku')).toBe('Îro cejn e: dem dikarin biguherin');
    const labourDay = openState(unstated, at('2026-05-01T10:00:00'))?.notice ?? '';
    expect(statusNoticeIn(labourDay, 'en')).toBe('A public holiday today: hours may differ');
    expect(statusNoticeIn(labourDay, 'ku')).toBe('Îro betlaneya fermî ye: dem dikarin biguherin');
  });
});
