import { expect, test } from '@playwright/test';

test.describe('/categories', () => {
  test('lists popular categories and filters the grid with a Turkish-aware search', async ({ page }) => {
    await page.goto('/categories');
    await expect(page.getByTestId('popular-categories').getByRole('listitem')).toHaveCount(8);
    const stats = page.getByRole('region', { name: 'Platform İstatistikleri' });
    await expect(stats).toContainText('Kategori');

    const search = page.getByLabel('Kategori ara');
    await search.fill('SAGLIK');
    const grid = page.getByRole('region', { name: 'Tüm Kategoriler' });
    await expect(grid.getByRole('link')).toHaveCount(1);
    // A category card leads to its landing page.
    await expect(grid.getByRole('link', { name: /Sağlık/ })).toHaveAttribute('href', '/kategori/saglik');

    await search.fill('qqqzzz');
    await expect(grid.getByText('Kategori bulunamadı.')).toBeVisible();
    await search.fill('');
    await expect(grid.getByRole('link')).toHaveCount(17);
  });
});
