import { expect, test } from '@playwright/test';
import { startTileStub } from './support/tile-stub.ts';

let tiles: Awaited<ReturnType<typeof startTileStub>>;

test.beforeAll(async () => {
  tiles = await startTileStub();
});
test.afterAll(async () => {
  await tiles.close();
});

test.describe('map view', () => {
  test('shows the listed businesses as clustered markers on tiles from the tile server', async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto('/businesses?district=Merkez');
    await page.getByRole('group', { name: 'Görünüm' }).getByRole('link', { name: 'Harita' }).click();
    await expect(page).toHaveURL(/view=map/);
    await expect(page).toHaveURL(/district=Merkez/);
    const map = page.getByRole('region', { name: 'İşletmelerin haritası' });
    await expect(map).toHaveAttribute('data-map-ready', 'true');
    await expect(page.getByText('Harita için tarayıcınızda JavaScript açık olmalı')).toBeHidden();
    // Tiles come from the configured server, with the attribution shown.
    await expect(map.locator('img.leaflet-tile-loaded').first()).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\//);
    expect(tiles.requests.some((r) => /^\/\d+\/\d+\/\d+\.png$/.test(r))).toBe(true);
    await expect(map.getByRole('link', { name: '© OpenStreetMap katkıda bulunanlar' })).toBeVisible();
    // Every match of the district, not only the list's page of twenty: clusters carrying counts that
    // add up with the single pins to the list's total.
    const { total } = await (await page.request.get('/api/businesses?district=Merkez&limit=1')).json();
    expect(total).toBeGreaterThan(20);
    const clusters = map.locator('.map-cluster');
    await expect(clusters.first()).toBeVisible();
    const counts = (await clusters.allTextContents()).map(Number);
    expect(Math.max(...counts)).toBeGreaterThan(1);
    const pins = await map.locator('.map-pin').count();
    expect(counts.reduce((a, b) => a + b, 0) + pins).toBe(total);
    // The list stays below, and a cluster opens into more markers.
    await expect(page.locator('ul[data-view] article')).toHaveCount(20);
    const before = await clusters.count();
    await clusters.first().click();
    await expect
      .poll(async () => (await map.locator('.map-pin').count()) + (await clusters.count()))
      .toBeGreaterThan(before + pins);
    expect(pageErrors).toEqual([]);
  });

  test('the map of the whole list carries a marker for every match with a place', async ({ page }) => {
    const { businesses, total } = await (await page.request.get('/api/businesses?limit=500')).json();
    const placed = businesses.filter(
      (b: { latitude: number | null; district: string | null }) => b.latitude !== null || b.district !== null,
    ).length;
    expect(total).toBeGreaterThan(100);
    await page.goto('/businesses?view=map');
    const map = page.getByRole('region', { name: 'İşletmelerin haritası' });
    await expect(map).toHaveAttribute('data-map-ready', 'true');
    const points = JSON.parse((await map.getAttribute('data-points')) ?? '[]');
    expect(points).toHaveLength(placed);
    const counts = (await map.locator('.map-cluster').allTextContents()).map(Number);
    const pins = await map.locator('.map-pin').count();
    expect(counts.reduce((a, b) => a + b, 0) + pins).toBe(placed);
    // The list stays a page of twenty below it.
    await expect(page.locator('ul[data-view] article')).toHaveCount(20);
  });

  test('a business page shows its place on a small map', async ({ page }) => {
    await page.goto('/business/1');
    const section = page.getByRole('region', { name: 'Konum', exact: true });
    await section.scrollIntoViewIfNeeded();
    const map = page.getByRole('region', { name: 'İşletmenin konumu haritada' });
    await expect(map).toHaveAttribute('data-map-ready', 'true');
    await expect(map.locator('.map-pin')).toHaveCount(1);
  });

  test('pages without a map load no map code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/businesses', { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-map]')).toHaveCount(0);
    const bodies = await Promise.all(scripts.map((url) => page.request.get(url).then((r) => r.text())));
    expect(bodies.some((code) => code.includes('leaflet-tile'))).toBe(false);
  });
});

test.describe('Yakınımda', () => {
  test.use({ geolocation: { latitude: 37.7803, longitude: 38.6217 }, permissions: ['geolocation'] });

  test('asks for the position and opens the list by distance, keeping the filters', async ({ page }) => {
    await page.goto('/businesses?category=Restoranlar');
    await page.getByRole('button', { name: 'Konumuma göre sırala' }).click();
    // Rounded to about 100 m: three decimals, never more.
    await expect(page).toHaveURL(/konum=37\.780%2C38\.622(&|$)/);
    expect(new URL(page.url()).searchParams.get('konum')).toMatch(/^-?\d+\.\d{1,3},-?\d+\.\d{1,3}$/);
    await expect(page).toHaveURL(/sirala=mesafe/);
    await expect(page).toHaveURL(/category=Restoranlar/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('ul[data-view] article').first()).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the map view is the list alone, with no empty map box and no near-me button', async ({ page }) => {
    await page.goto('/businesses?view=map&district=Merkez');
    await expect(page.locator('ul[data-view] article')).toHaveCount(20);
    await expect(page.locator('[data-map-section]')).toBeHidden();
    await expect(page.getByText('Harita için tarayıcınızda JavaScript açık olmalı')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Konumuma göre sırala' })).toHaveCount(0);
  });
});
