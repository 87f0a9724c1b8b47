import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderLocalized, turkishWordsIn } from '../support/localized-pages.ts';
import { insertBusiness, LISTED_IN_KAHTA } from '../support/rows.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// A business page on Cumhuriyet Bayramı (2026-10-29) and on its arife's afternoon, in English and
// Kurmanji: today's hours name the holiday and its doubt notice in the page's language, not in Turkish.

let t: TestDb;
let special: number;
let unstated: number;

beforeAll(async () => {
  t = await createTestDb();
  special = await insertBusiness(t.db, 'Kahta Kebap Salonu', {
    ...LISTED_IN_KAHTA,
    workingHours: JSON.stringify(
      Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, '09:00-18:00']),
      ),
    ),
    holidayMode: 'special',
    holidayHours: '10:00-16:00',
  });
  unstated = await insertBusiness(t.db, 'Nemrut Kebap Evi', { ...LISTED_IN_KAHTA, phone: '0416 725 10 11' });
});
afterAll(async () => t.cleanup());
afterEach(() => vi.useRealTimers());

const renderAt = async (isoLocal: string, path: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${isoLocal}+03:00`));
  const page = await renderLocalized(path);
  expect(page.status, path).toBe(200);
  return page.html;
};

describe('a business page on a holiday', () => {
  it.each([
    [
      'en',
      'Today: Republic Day: 10:00-16:00',
      'Today: Eve of Republic Day: 10:00-16:00',
      'Public holiday (bayram) today',
    ],
    ['ku', 'Îro: Cejna Komarê: 10:00-16:00', 'Îro: Erefeya Cejna Komarê: 10:00-16:00', 'Îro cejn e'],
  ] as const)('/%s names it in the language', async (lang, holiday, eve, doubt) => {
    const day = await renderAt('2026-10-29T11:00:00', `/${lang}/business/${special}`);
    expect(day.replace(/\s+/g, ' ')).toContain(holiday);
    expect(turkishWordsIn(day)).toEqual([]);
    expect(day).not.toContain('Cumhuriyet');
    const afternoon = await renderAt('2026-10-28T13:30:00', `/${lang}/business/${special}`);
    expect(afternoon.replace(/\s+/g, ' ')).toContain(eve);
    expect(afternoon).not.toContain('arifesi');
    const notice = await renderAt('2026-10-29T11:00:00', `/${lang}/business/${unstated}`);
    expect(/data-testid="holiday-notice"[^>]*>\s*([^<]*)/.exec(notice)?.[1]).toContain(doubt);
    expect(turkishWordsIn(notice)).toEqual([]);
  });

  it('keeps the Turkish page in Turkish', async () => {
    const html = await renderAt('2026-10-29T11:00:00', `/business/${special}`);
    expect(html.replace(/\s+/g, ' ')).toContain('Bugün: Cumhuriyet Bayramı: 10:00-16:00');
  });
});
