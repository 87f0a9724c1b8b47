import { expect, test } from '@playwright/test';
import { openE2eDb } from './support/e2e-db.ts';
import { ALWAYS_OPEN, NEVER_OPEN, publishedListing } from './support/listings.ts';
import { describeWithoutJs } from './support/no-js.ts';

describeWithoutJs('sort and filters', () => {
  test('the filter form is sent as a query, sorts by name in Turkish order and narrows by payment', async ({
    page,
  }) => {
    await page.goto('/businesses');
    const form = page.getByTestId('list-filters');
    await form.getByLabel('Sıralama').selectOption('ad');
    await form.getByRole('checkbox', { name: /Havale\/EFT/ }).check();
    await form.getByRole('button', { name: 'Uygula' }).click();
    await expect(page).toHaveURL(/sirala=ad/);
    await expect(page).toHaveURL(/odeme=havale-eft/);
    await expect(form.getByRole('checkbox', { name: /Havale\/EFT/ })).toBeChecked();
    const names = await page.locator('ul[data-view] h2 a').allTextContents();
    expect(names.length).toBeGreaterThan(1);
    expect([...names].sort(new Intl.Collator('tr').compare)).toEqual(names);
    await expect(page.getByTestId('result-count')).not.toHaveText(/Sonuç yok/);
  });

  test('a location in the URL sorts by distance and shows distances on the cards', async ({ page }) => {
    await page.goto('/businesses?sirala=mesafe&konum=37.78,38.62');
    const distances = await page.getByTestId('distance').allTextContents();
    expect(distances.length).toBeGreaterThan(1);
    const km = distances.map(
      (d) => Number(d.replace(/[^\d,]/g, '').replace(',', '.')) * (d.includes(' m') && !d.includes('km') ? 0.001 : 1),
    );
    expect([...km].sort((a, b) => a - b)).toEqual(km);
    const bad = await page.goto('/businesses?konum=kuzey');
    expect(bad?.status()).toBe(400);
  });

  test('open now keeps the listing open round the clock, drops the one closed all week, and every card says open', async ({
    page,
  }) => {
    const db = openE2eDb();
    await publishedListing(db, 'Saatkulesi Fırını', ALWAYS_OPEN);
    await publishedListing(db, 'Saatkulesi Pastanesi', NEVER_OPEN);
    const names = () => page.locator('ul[data-view] h2 a').allTextContents();

    await page.goto('/businesses?q=saatkulesi');
    expect((await names()).sort()).toEqual(['Saatkulesi Fırını', 'Saatkulesi Pastanesi']);
    await page.goto('/businesses?q=saatkulesi&acik=1');
    expect(await names()).toEqual(['Saatkulesi Fırını']);

    await page.goto('/businesses?acik=1');
    const badges = page.getByTestId('open-badge');
    const count = await badges.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBe(await page.locator('ul[data-view] > li').count());
    for (let i = 0; i < count; i++) await expect(badges.nth(i)).toHaveText('Şimdi açık');
  });
});
