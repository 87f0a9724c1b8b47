import { expect, test } from '@playwright/test';

test('SEO enhancement center lists the strategy groups and the 8-week timeline', async ({ page }) => {
  await page.goto('/seo-enhancement');
  await expect(page.getByRole('heading', { level: 1, name: 'SEO Enhancement Center' })).toBeVisible();
  await expect(page.locator('#backlinks article')).toHaveCount(4);
  await page.getByRole('link', { name: '8 Haftalık Takvim' }).click();
  await expect(page.getByText('7-8. hafta')).toBeVisible();
  await expect(page.getByText('Owner Access Required', { exact: false }).first()).toBeVisible();
});
