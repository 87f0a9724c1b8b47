import { describe, expect, it } from 'vitest';
import { holidayNameIn } from '~/features/listings/holiday-names.ts';
import { addDays, holidayOn } from '~/features/listings/holidays.ts';

describe('holiday names', () => {
  it('names every holiday of the calendar, 2024–2045, in every language', () => {
    const unnamed = new Set<string>();
    for (let date = '2024-01-01'; date < '2046-01-01'; date = addDays(date, 1)) {
      const holiday = holidayOn(date);
      if (holiday && !holiday.key) unnamed.add(holiday.name);
    }
    expect([...unnamed]).toEqual([]);
  });

  it('names a holiday and its arife', () => {
    const republic = holidayOn('2026-10-29');
    const eve = holidayOn('2026-10-28');
    expect(republic).toMatchObject({ name: 'Cumhuriyet Bayramı', key: 'Cumhuriyet Bayramı', arife: false });
    expect(eve).toMatchObject({ name: 'Cumhuriyet Bayramı arifesi', key: 'Cumhuriyet Bayramı', arife: true });
    const names = (lang: 'tr' | 'en' | 'ku') =>
      [republic, eve].map((h) => (h?.key ? holidayNameIn({ key: h.key, arife: h.arife }, lang) : null));
    // The Turkish names are date-holidays' own, as holidays.ts writes them.
    expect(names('tr')).toEqual([republic?.name, eve?.name]);
    expect(names('en')).toEqual(['Republic Day', 'Eve of Republic Day']);
    expect(names('ku')).toEqual(['Cejna Komarê', 'Erefeya Cejna Komarê']);
    expect(holidayNameIn({ key: 'Ramazan Bayramı', arife: true }, 'ku')).toBe('Erefeya Cejna Remezanê');
    expect(holidayNameIn({ key: 'Kurban Bayramı', arife: false }, 'en')).toBe('Eid al-Adha');
  });

  it('writes a Turkish name with the typographic apostrophe, as every other Turkish text', () => {
    const youth = holidayOn('2026-05-19');
    expect(youth?.name).toBe('Atatürk’ü Anma Gençlik ve Spor Bayramı');
    expect(youth?.key && holidayNameIn({ key: youth.key, arife: false }, 'tr')).toBe(youth?.name);
  });
});
