import { expect, test } from '@playwright/test';

test('tourism guide shows attractions, tours with prices, seasons, tips and service links', async ({ page }) => {
  await page.goto('/tourism');
  await expect(page.getByRole('heading', { level: 1, name: 'Adıyaman Turizm Rehberi' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Turizm bölümleri' }).getByRole('link', { name: 'Turlar' }).click();
  await expect(page).toHaveURL(/#turlar$/);
  await expect(page.getByText('₺450')).toBeVisible();
  await expect(page.getByText('₺850')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nemrut Dağı' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sonbahar' })).toBeVisible();
  const hotels = page.getByRole('link', { name: /^Oteller \d+ işletme$/ });
  await expect(hotels).toHaveAttribute('href', '/businesses?category=Oteller');
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(ld['@type']).toBe('TouristAttraction');
  expect(ld.geo.latitude).toBe(37.98);
});
