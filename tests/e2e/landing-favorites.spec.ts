import { expect, test } from '@playwright/test';

test.describe('landing pages', () => {
  test('a district page lists its businesses with an intro, JSON-LD and a canonical link', async ({ page }) => {
    await page.goto('/ilce/kahta');
    await expect(page.getByRole('heading', { level: 1, name: 'Kâhta’da İşletmeler' })).toBeVisible();
    await expect(page.getByTestId('landing-intro')).toContainText(/Kâhta’da \d+ işletme listeleniyor\./);
    const cards = page.getByTestId('landing-list').locator('article');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const text of await cards.allTextContents()) expect(text).toContain('Kâhta');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ilce\/kahta$/);
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}')));
    const list = jsonLd.find((d) => d['@type'] === 'ItemList');
    expect(list.itemListElement.length).toBe(await cards.count());
    expect(jsonLd.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);

    // Its categories lead to the district × category pages.
    await page.getByRole('navigation', { name: 'İlgili sayfalar' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/ilce\/kahta\/[a-z-]+$/);
    for (const text of await page.getByTestId('landing-list').locator('article').allTextContents()) {
      expect(text).toContain('Kâhta');
    }
  });

  test('category landings are in the sitemap', async ({ request }) => {
    // Landings are rendered on demand; the sitemap index lists the sitemap of those pages.
    expect(await (await request.get('/sitemap-index.xml')).text()).toContain('/sitemap-pages.xml');
    const pages = await (await request.get('/sitemap-pages.xml')).text();
    expect(pages).toContain('/ilce/kahta');
    expect(pages).toContain('/kategori/restoranlar');
  });
});

test.describe('favourites', () => {
  test('a heart keeps a business on this device and the favourites page lists it', async ({ page }) => {
    await page.goto('/businesses');
    const card = page.locator('ul[data-view] article').first();
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    const heart = card.getByRole('button', { name: `Favori: ${name}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.focus();
    await page.keyboard.press('Enter');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/favorilerim');
    await expect(page.getByRole('heading', { level: 1, name: 'Favorilerim' })).toBeVisible();
    await expect(page.getByRole('link', { name })).toBeVisible();

    // Taken off again on its own page, it is gone from the list.
    await page.getByRole('link', { name }).click();
    await page.getByRole('button', { name: `Favori: ${name}` }).click();
    await page.goto('/favorilerim');
    await expect(page.getByText('Henüz favoriniz yok.')).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the heart is a link to the favourites page, which says it needs JavaScript', async ({ page }) => {
      await page.goto('/businesses');
      await page
        .locator('ul[data-view] article')
        .first()
        .getByRole('link', { name: /^Favoriler: / })
        .click();
      await expect(page).toHaveURL(/\/favorilerim$/);
      await expect(page.getByText('eklemek ve görmek için tarayıcınızda JavaScript açık olmalı')).toBeVisible();
    });
  });
});
