import { expect, test } from '@playwright/test';

test.describe('home', () => {
  test('shows the real business count, labelled targets and the sponsored banner that can be closed', async ({
    page,
    request,
  }) => {
    // Other specs approve listings meanwhile: the page's count lies between the totals read around it.
    const total = async () =>
      ((await (await request.get('/api/businesses?limit=1')).json()) as { total: number }).total;
    const before = await total();
    await page.goto('/');
    const after = await total();
    const shown = Number((await page.getByTestId('business-count').textContent())?.replace(/\./g, ''));
    expect(shown).toBeGreaterThanOrEqual(Math.min(before, after));
    expect(shown).toBeLessThanOrEqual(Math.max(before, after));
    await expect(page.getByText('Aktif iş ortağı (hedef)')).toBeVisible();
    const banner = page.getByRole('complementary', { name: 'Üst sponsorlu alan' });
    await expect(banner.getByText('Sponsorlu — örnek içerik')).toBeVisible();
    await banner.getByRole('button', { name: 'Sponsorlu alanı kapat' }).click();
    await expect(banner).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Öne Çıkan İşletmeler' })).toBeVisible();
    await expect(page.locator('[data-ad-size="medium"][data-ad-position="top"]')).toBeVisible();
  });

  test('live results follow category and location, and Search opens /businesses with the same filters', async ({
    page,
  }) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'İşletme ara' });
    await search.getByLabel('Kategori', { exact: true }).selectOption('Restoranlar');
    await search.getByLabel('Konum veya işletme').fill('KAHTA');
    const results = page.getByRole('region', { name: 'Arama sonuçları' });
    await expect(results.getByText(/\d+ işletme bulundu/)).toBeVisible();
    const cards = results.getByRole('listitem');
    await expect(cards.first()).toContainText('Restoranlar · Kâhta');
    const liveCount = await cards.count();

    await search.getByLabel('Konum veya işletme').press('Enter');
    await expect(page).toHaveURL(/\/businesses\?category=Restoranlar&district=K%C3%A2hta$/);
    await expect(page.getByTestId('result-count')).toContainText(`${liveCount} işletme bulundu`);
    const names = page.locator('main ul[data-view] h2');
    await expect(names.first()).toBeVisible();
  });

  test('clearing the criteria clears the live results; an unknown word shows the empty state', async ({ page }) => {
    await page.goto('/');
    const input = page.getByLabel('Konum veya işletme');
    await input.fill('zzqxwv');
    await expect(page.getByRole('region', { name: 'Arama sonuçları' })).toContainText(
      'Kriterlerinize uygun işletme bulunamadı.',
    );
    await input.fill('');
    await expect(page.getByRole('region', { name: 'Arama sonuçları' })).toBeHidden();
  });
});
