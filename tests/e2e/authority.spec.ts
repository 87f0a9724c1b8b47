import { expect, test } from '@playwright/test';

test('authority report shows a computed score, the trust checklist and labelled example metrics', async ({ page }) => {
  await page.goto('/authority');
  await expect(page.getByRole('heading', { level: 1, name: 'Website Authority Report' })).toBeVisible();
  await expect(page.getByTestId('authority-score')).toHaveText(/^\d{1,3}\/100$/);
  await expect(page.locator('#guven-sinyalleri li')).toHaveCount(10);
  await page.getByRole('link', { name: 'Metrikler' }).click();
  await expect(page.getByText('Örnek değer — ölçülmedi')).toBeVisible();
  await expect(page.getByText('Kapsanan ilçe')).toBeVisible();
  await expect(page.getByText('9 / 9', { exact: true })).toBeVisible();
});
