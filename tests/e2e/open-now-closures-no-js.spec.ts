import { expect, test } from '@playwright/test';
import { openE2eDb } from './support/e2e-db.ts';
import { ALWAYS_OPEN, publishedListing } from './support/listings.ts';

// Open now and closures as the server renders them (no scripts): listings whose hours make the answer the
// same at any time of day, so each check can fail.
test.use({ javaScriptEnabled: false });

const db = openE2eDb();
const OPEN = 'Gündüzgece Fırını';
const CLOSED = 'Gündüzgece Lokantası';

test.beforeAll(async () => {
  await publishedListing(db, OPEN, ALWAYS_OPEN);
  // Its hours would make it open: being closed for now wins.
  await publishedListing(db, CLOSED, { ...ALWAYS_OPEN, closure: 'closed_temporarily' });
});

const cardOf = (page: import('@playwright/test').Page, name: string) =>
  page.locator('ul[data-view] > li').filter({ has: page.getByRole('heading', { name }) });

test("a listing open round the clock says 'Şimdi açık' on its page, with no closure banner", async ({ page }) => {
  const id = await publishedListing(db, OPEN);
  await page.goto(`/business/${id}`);
  await expect(page.getByTestId('open-status')).toContainText('Şimdi açık');
  await expect(page.getByTestId('closure-banner')).toHaveCount(0);
});

test('a listing closed for now shows its banner on its page and its badge on the list, ranked after the open one', async ({
  page,
}) => {
  const id = await publishedListing(db, CLOSED);
  await page.goto(`/business/${id}`);
  await expect(page.getByTestId('closure-banner')).toContainText('Geçici olarak kapalı');
  await expect(page.getByTestId('open-status')).toContainText('Kapalı');
  await expect(page.getByTestId('open-status')).not.toContainText('Şimdi açık');

  await page.goto('/businesses?q=gündüzgece');
  await expect(cardOf(page, CLOSED).getByTestId('closure-badge')).toHaveText('Geçici olarak kapalı');
  await expect(cardOf(page, CLOSED).getByTestId('open-badge')).toHaveCount(0);
  await expect(cardOf(page, OPEN).getByTestId('open-badge')).toHaveText('Şimdi açık');
  await expect(cardOf(page, OPEN).getByTestId('closure-badge')).toHaveCount(0);
  const names = await page.locator('ul[data-view] h2 a').allTextContents();
  expect(names.indexOf(OPEN)).toBeGreaterThanOrEqual(0);
  expect(names.indexOf(CLOSED)).toBeGreaterThan(names.indexOf(OPEN));

  // Open now leaves it out.
  await page.goto('/businesses?q=gündüzgece&acik=1');
  await expect(cardOf(page, OPEN)).toHaveCount(1);
  await expect(cardOf(page, CLOSED)).toHaveCount(0);
});
