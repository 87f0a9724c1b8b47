import { expect, test } from '@playwright/test';

// Words written in the browser on English and Kurmanji pages: the map's popup and clusters speak the
// page's language and link within it; the calendar and the offers are reached under /en and /ku.

test('the map on /en/business/{id} writes its popup in English and links within /en', async ({ page }) => {
  await page.goto('/en/business/1');
  const map = page.getByRole('region', { name: 'The place on a map' });
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-map-ready', 'true');
  await map.locator('.map-pin').click();
  const popup = map.locator('.leaflet-popup-content');
  await expect(popup.getByRole('link')).toHaveAttribute('href', '/en/business/1');
  await expect(popup).not.toContainText(/Şimdi açık|Kapalı|Konum yaklaşık|üzerinden/);
});

test('the list map’s clusters are labelled in Kurmanji on /ku/businesses', async ({ page }) => {
  await page.goto('/ku/businesses?view=map');
  const map = page.getByRole('region', { name: 'Nexşeya cihan' });
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-map-ready', 'true');
  const cluster = map.locator('.map-cluster').first();
  await expect(cluster).toHaveAttribute('aria-label', /^\d+ cih: ji bo nêzîkkirinê hilbijêrin$/);
});

test('the calendar and the offers are reached in English and Kurmanji', async ({ page }) => {
  expect((await page.goto('/en/etkinlikler'))?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Adıyaman Events Calendar');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/\/en\/etkinlikler\?/);
  expect((await page.goto('/ku/firsatlar'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Derfetên li Adıyamanê');
});

test('a Kurmanji page’s islands keep the server’s Kurmanji dates and numbers once they run', async ({ page }) => {
  // Browsers carry no Kurmanji data: an island formatting with `ku` wrote American English and no longer
  // matched the page it hydrated.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/ku/blog');
  const date = page.locator('article time').first();
  await expect(date).toHaveText(/^\d{1,2}ê [a-zêîû]+ \d{4}an$/);
  await page.getByRole('searchbox').fill('Nemrut');
  await expect(page.locator('article').first()).toBeVisible();
  await expect(date).toHaveText(/^\d{1,2}ê [a-zêîû]+ \d{4}an$/);
  await page.goto('/ku/business-directory-mobile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ku');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
