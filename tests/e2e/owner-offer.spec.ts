import { expect, test } from '@playwright/test';
import { approveInQueue, openQueue, queueItem } from './support/admin.ts';
import { ownerForRun } from './support/run-owner.ts';

// Issue 31: an owner sets the price range and the payment options in their edit form; the change waits
// for the operator; once approved, the listing is found under those filters on /businesses, chosen in
// the list's own filter form.

const restaurant = ownerForRun('fiyat', { name: 'Fiyatlı Kebap Salonu', category: 'Restoranlar', district: 'Kâhta' });

test('the owner sets price range and payment options; approved, the listing appears under those filters', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { name } = restaurant;
  const filtered = `/businesses?q=${encodeURIComponent(name)}&fiyat=2&odeme=kredi-karti&odeme=nakit`;
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) });

  await restaurant.signIn(page);
  await page.goto(`/hesabim/isletme/${restaurant.listing}`);
  const offer = page.getByTestId('offer-fields');
  await offer.getByLabel('Fiyat aralığı').selectOption('Orta (₺₺)');
  const payments = offer.getByRole('group', { name: 'Ödeme seçenekleri' });
  await payments.getByLabel('Kredi Kartı').check();
  await payments.getByLabel('Nakit').check();
  await page.getByRole('button', { name: 'Onaya Gönder' }).click();
  await expect(page).toHaveURL(/\/hesabim\?durum=onaya-gonderildi$/);

  // Waiting for the operator: its name finds it, the filters do not yet.
  await page.goto(`/businesses?q=${encodeURIComponent(name)}`);
  await expect(card).toHaveCount(1);
  await page.goto(filtered);
  await expect(page.getByTestId('result-count')).toBeVisible();
  await expect(card).toHaveCount(0);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await openQueue(adminPage);
  const change = queueItem(adminPage, 'change', name);
  await expect(change.getByRole('row').filter({ hasText: 'Fiyat aralığı' })).toContainText('Orta (₺₺)');
  await expect(change.getByRole('row').filter({ hasText: 'Ödeme seçenekleri' })).toContainText('Nakit, Kredi Kartı');
  await approveInQueue(change);
  await adminContext.close();

  // A visitor searches its name and chooses the two filters in the list's form.
  await page.goto(`/businesses?q=${encodeURIComponent(name)}`);
  await expect(card).toHaveCount(1);
  const filters = page.getByTestId('list-filters');
  // On a narrow screen the filters fold into 'Filtrele'.
  const fold = filters.getByText('Filtrele', { exact: true });
  if (await fold.isVisible()) await fold.click();
  await filters.getByRole('radio', { name: /Orta \(₺₺\)/ }).check();
  await filters.getByRole('checkbox', { name: /Kredi Kartı/ }).check();
  await filters.getByRole('checkbox', { name: /Nakit/ }).check();
  await filters.getByRole('button', { name: 'Uygula' }).click();
  await expect(page).toHaveURL(/[?&]fiyat=2(&|$)/);
  await expect(page).toHaveURL(/[?&]odeme=kredi-karti(&|$)/);
  await expect(card).toHaveCount(1);

  // Another price or payment does not find it.
  await page.goto(`/businesses?q=${encodeURIComponent(name)}&fiyat=4`);
  await expect(card).toHaveCount(0);
  await page.goto(`/businesses?q=${encodeURIComponent(name)}&odeme=havale-eft`);
  await expect(card).toHaveCount(0);
});
