import { expect, type Page, test } from '@playwright/test';
import { approveInQueue, openQueue, queueItem } from './support/admin.ts';
import { ownedListing, signInOwner } from './support/owners.ts';
import { startTileStub } from './support/tile-stub.ts';

// Issue 16: the owner places the listing by dragging the pin (or with the keyboard, or by typing); the
// admin approves the change; the business page's map then shows the place instead of the district centre.

const password = 'Kahta-Kebap-Evi-7';
let tiles: Awaited<ReturnType<typeof startTileStub>>;
let email: string;
let name: string;
let listing: number;

test.beforeAll(async () => {
  tiles = await startTileStub();
  const stamp = Date.now();
  email = `konum-${stamp}@example.com`;
  name = `Kâhta Kebap Evi ${stamp % 100_000}`;
  listing = await ownedListing(email, password, {
    name,
    category: 'Restoranlar',
    address: 'Kâhta Merkez',
    district: 'Kâhta',
  });
});
test.afterAll(async () => {
  await tiles.close();
});

const signIn = (page: Page) => signInOwner(page, email, password);

const numberOf = (text: string) => Number(text.replace(',', '.'));

test('the owner drags the pin and moves it with the keyboard; approved, the business page shows the place', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await signIn(page);
  await page.goto(`/hesabim/isletme/${listing}`);
  const latitude = page.getByLabel(/^Enlem/);
  const longitude = page.getByLabel(/^Boylam/);
  await expect(latitude).toHaveValue('');
  const map = page.getByRole('region', { name: 'Konumu haritada seçin' });
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-map-ready', 'true');
  await expect(map.locator('img.leaflet-tile-loaded').first()).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\//);
  await expect(map.getByRole('link', { name: '© OpenStreetMap katkıda bulunanlar' })).toBeVisible();

  // Dragged up and to the right of Kâhta's centre: the fields fill, with the decimal comma.
  const pin = map.getByRole('button', { name: 'İşletmenin konumu (ok tuşlarıyla taşıyın)' });
  const box = await pin.boundingBox();
  if (!box) throw new Error('no pin');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 - 30, { steps: 8 });
  await page.mouse.up();
  await expect(latitude).toHaveValue(/^37,\d+$/);
  const dragged = { lat: numberOf(await latitude.inputValue()), lng: numberOf(await longitude.inputValue()) };
  expect(dragged.lat).toBeGreaterThan(37.7803);
  expect(dragged.lng).toBeGreaterThan(38.6217);

  // The keyboard moves it too: Tab to the pin, then the arrow keys.
  await pin.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => numberOf(await longitude.inputValue())).toBeGreaterThan(dragged.lng);
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => numberOf(await latitude.inputValue())).toBeLessThan(dragged.lat);
  const sent = { lat: await latitude.inputValue(), lng: await longitude.inputValue() };
  await page.getByRole('button', { name: 'Onaya Gönder' }).click();
  await expect(page).toHaveURL(/\/hesabim\?durum=onaya-gonderildi$/);
  // Until the admin approves, the page keeps the district's centre, marked approximate.
  await page.goto(`/business/${listing}`);
  await expect(page.getByTestId('location-approximate')).toBeVisible();

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await openQueue(adminPage);
  const change = queueItem(adminPage, 'change', name);
  await expect(change.getByRole('row', { name: /Enlem/ })).toContainText(sent.lat);
  await expect(change.getByRole('row', { name: /Boylam/ })).toContainText(sent.lng);
  await approveInQueue(change);
  await adminContext.close();

  await page.goto(`/business/${listing}`);
  await expect(page.getByTestId('location-approximate')).toHaveCount(0);
  const businessMap = page.getByRole('region', { name: 'İşletmenin konumu haritada' });
  await businessMap.scrollIntoViewIfNeeded();
  await expect(businessMap).toHaveAttribute('data-map-ready', 'true');
  await expect(businessMap.locator('.map-pin:not(.map-pin-approximate)')).toHaveCount(1);
  expect(pageErrors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the fields are the whole section and take a decimal comma; a wrong one comes back in Turkish', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(`/hesabim/isletme/${listing}`);
    await expect(page.getByRole('region', { name: 'Konumu haritada seçin' })).toBeHidden();
    await page.getByLabel(/^Enlem/).fill('41,5');
    await page.getByLabel(/^Boylam/).fill('38,63');
    await page.getByRole('button', { name: 'Onaya Gönder' }).click();
    // Said at the top of the form and beside the field.
    const message = 'Enlem 37,3 ile 38,3 arasında bir sayı olmalıdır (Adıyaman ili).';
    await expect(page.getByTestId('location-fields').getByRole('alert')).toHaveText(message);
    await expect(page.getByLabel(/^Enlem/)).toHaveValue('41,5');
    await page.getByLabel(/^Enlem/).fill('37,7811');
    await page.getByRole('button', { name: 'Onaya Gönder' }).click();
    await expect(page).toHaveURL(/\/hesabim\?durum=onaya-gonderildi$/);
  });
});
