import fs from 'node:fs';
import { devices, expect, test } from '@playwright/test';
import ical, { type VEvent } from 'node-ical';
import { loginAsAdmin } from './support/admin.ts';
import { ownerForRun } from './support/run-owner.ts';

// Issue 33: an owner writes an event from a phone, the admin approves it in the one queue, and a visitor
// without JavaScript finds it on the city's calendar and adds it to a calendar (the .ics parses back).

const cafe = ownerForRun('etkinlik', {
  name: 'Samsat Sahil Kafe',
  category: 'Kafeler',
  address: 'Samsat Sahil Yolu',
  district: 'Samsat',
});

/** 'YYYY-MM-DDTHH:MM' a week from now, at `hour` Istanbul time. */
function nextWeekAt(hour: number): string {
  const day = new Date(Date.now() + 7 * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00`;
}

test('an owner writes an event from a phone; approved, a visitor finds it without JavaScript and adds it', async ({
  browser,
}) => {
  const title = `Samsat Gün Batımı Konseri ${cafe.mark}`;
  const phone = await browser.newContext({ ...devices['Pixel 7'] });
  const owner = await phone.newPage();
  await cafe.signIn(owner);
  await owner.getByRole('link', { name: 'Etkinlik ve fırsatlar' }).first().click();
  await expect(owner).toHaveURL(new RegExp(`/hesabim/isletme/${cafe.listing}/paylasimlar$`));
  await owner.getByLabel('Tür').selectOption('event');
  await owner.getByLabel('Başlık').fill(title);
  await owner.getByLabel('Başlangıç').fill(nextWeekAt(19));
  await owner.getByLabel(/^Bitiş/).fill(nextWeekAt(22));
  await owner.getByRole('button', { name: 'Onaya gönder' }).click();
  await expect(owner.getByRole('status')).toContainText('onaylandıktan sonra yayında');
  await expect(owner.getByText(title)).toBeVisible();
  await phone.close();

  const desk = await browser.newPage();
  await loginAsAdmin(desk, '/admin/onay-kuyrugu');
  const item = desk.getByRole('listitem').filter({ hasText: title });
  await item.getByRole('button', { name: 'Onayla' }).click();
  await expect(desk.getByText('Onaylandı.')).toBeVisible();
  await desk.close();

  const visitor = await browser.newContext({ javaScriptEnabled: false, acceptDownloads: true });
  const page = await visitor.newPage();
  await page.goto('/etkinlikler');
  await page.getByRole('combobox', { name: /^İlçe/ }).selectOption('Samsat');
  await page.getByRole('button', { name: 'Filtrele' }).click();
  await expect(page).toHaveURL(/ilce=Samsat/);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Takvime ekle' }).click(),
  ]);
  const file = await download.path();
  const parsed = Object.values(ical.sync.parseICS(fs.readFileSync(file, 'utf8'))).filter(
    (entry) => entry?.type === 'VEVENT',
  ) as VEvent[];
  expect(parsed.map((event) => String(event.summary))).toEqual([title]);
  await visitor.close();
});
