import { expect, test } from '@playwright/test';

test.describe('/business-directory-mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('searches Turkish-aware, filters by category and sorts A–Z with Turkish collation', async ({ page }) => {
    await page.goto('/business-directory-mobile');
    const list = page.getByRole('list', { name: 'İşletmeler' });
    await expect(list.getByRole('listitem').first()).toBeVisible();

    await page.getByLabel('İşletme ara').fill('cig kofte');
    const items = list.getByRole('listitem');
    await expect(items.first()).toContainText('Çiğ Köfte');

    await page.getByLabel('İşletme ara').fill('');
    await page.getByLabel('Kategori', { exact: true }).selectOption('Oteller');
    await page.getByLabel('Sıralama').selectOption('az');
    const names = await list
      .getByRole('heading')
      .evaluateAll((els) => els.map((e) => e.querySelector('a')!.textContent!.trim()));
    expect(names.length).toBeGreaterThan(1);
    const sorted = [...names].sort(new Intl.Collator('tr', { sensitivity: 'base' }).compare);
    expect(names).toEqual(sorted);
    for (const text of await items.allTextContents()) expect(text).toContain('Oteller');
  });

  test('offers one contact button per business, calling first', async ({ page }) => {
    await page.goto('/business-directory-mobile');
    const first = page.getByRole('list', { name: 'İşletmeler' }).getByRole('listitem').first();
    await expect(first.getByRole('link', { name: /: Ara$/ })).toHaveAttribute('href', /^tel:/);
    await page.getByLabel('İşletme ara').fill('zzqxwv');
    await expect(page.getByText('Kriterlerinize uygun işletme bulunamadı.')).toBeVisible();
  });
});
