import { expect, test } from '@playwright/test';

test.describe('/businesses', () => {
  test('filters by quick category, toggles grid and list, and clears filters', async ({ page }) => {
    await page.goto('/businesses');
    await expect(page.getByRole('heading', { level: 1, name: 'Tüm İşletmeler' })).toBeVisible();
    const quick = page.getByRole('navigation', { name: 'Hızlı kategoriler' });
    await expect(quick.getByRole('link', { name: 'Tümü' })).toHaveAttribute('aria-current', 'true');
    await quick.getByRole('link', { name: 'Oteller' }).click();
    await expect(page).toHaveURL(/category=Oteller/);
    await expect(page.getByRole('heading', { level: 1, name: 'Oteller' })).toBeVisible();
    const cards = page.locator('ul[data-view] article');
    await expect(cards.first()).toContainText('Oteller');
    for (const text of await cards.allTextContents()) expect(text).toContain('Oteller');

    await page.getByRole('group', { name: 'Görünüm' }).getByRole('link', { name: 'Liste' }).click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page.locator('ul[data-view="list"]')).toBeVisible();
    await expect(page).toHaveURL(/category=Oteller/);

    await page.getByRole('link', { name: 'Filtreleri temizle' }).click();
    await expect(page).toHaveURL(/\/businesses$/);
  });

  test('the search form updates the URL and combines filters', async ({ page }) => {
    await page.goto('/businesses');
    await page.getByLabel('Aranacak kelime').fill('cig kofte');
    await page.getByLabel('İlçe', { exact: true }).selectOption('Merkez');
    await page.getByRole('button', { name: 'Ara' }).click();
    await expect(page).toHaveURL(/q=cig\+kofte/);
    await expect(page).toHaveURL(/district=Merkez/);
    const cards = page.locator('ul[data-view] article');
    const count = await cards.count();
    for (let i = 0; i < count; i++) await expect(cards.nth(i)).toContainText('Merkez');
  });

  test('paginates 20 a page with crawlable links that keep the filters', async ({ page }) => {
    await page.goto('/businesses?view=list');
    await expect(page.locator('ul[data-view] article')).toHaveCount(20);
    const pager = page.getByRole('navigation', { name: 'Sayfalar' });
    const next = pager.getByRole('link', { name: 'Sonraki ›' });
    await expect(next).toHaveAttribute('href', '/businesses?view=list&page=2');
    const firstPageNames = await page.locator('ul[data-view] h2').allTextContents();
    await next.click();
    await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
    await expect(page.getByTestId('result-count')).toContainText('21–40 arası');
    const secondPageNames = await page.locator('ul[data-view] h2').allTextContents();
    expect(secondPageNames.some((n) => firstPageNames.includes(n))).toBe(false);
  });

  test('shows the empty state and a 400 for an unknown district', async ({ page }) => {
    await page.goto('/businesses?q=zzqxwv');
    await expect(page.getByRole('heading', { name: 'Kriterlerinize uygun işletme bulunamadı.' })).toBeVisible();
    await expect(page.getByTestId('did-you-mean')).toHaveCount(0);
    await page.goto('/businesses?q=pnsyon');
    await expect(page.getByTestId('did-you-mean')).toContainText('Bunu mu demek istediniz:');
    await page.getByTestId('did-you-mean').getByRole('link', { name: 'pansiyon' }).click();
    await expect(page.getByTestId('result-count')).toContainText('işletme bulundu');
    const response = await page.goto('/businesses?district=Ankara');
    expect(response?.status()).toBe(400);
    await expect(page.getByTestId('result-count')).toContainText('Geçersiz ilçe');
  });
});
