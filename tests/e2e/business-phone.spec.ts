import { expect, type Page, test } from '@playwright/test';
import { openE2eDb } from './support/e2e-db.ts';
import { ALWAYS_OPEN, publishedListing } from './support/listings.ts';

// The most common visit on a phone (390×844): find the place, call it or go there. The call and the
// directions sit inside the first screen of a business page, with 20 photos or with none; a closed
// listing offers no call; a landing page is one link away. The y of each block is attached to the report.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const db = openE2eDb();
const FIRST_SCREEN = 844;
const contact = {
  ...ALWAYS_OPEN,
  category: 'Restoranlar',
  district: 'Kâhta',
  phone: '0416 725 20 20',
  whatsappNumber: '0532 725 20 20',
  latitude: 37.785,
  longitude: 38.621,
  description: 'Kahvaltı, kebap ve ev yemekleri; Nemrut yolunda.',
  businessGoals: 'Turistlere ulaşmak',
  targetAudience: 'Nemrut ziyaretçileri',
} as const;

async function withPhotos(name: string, count: number): Promise<number> {
  const id = await publishedListing(db, name, contact);
  const has = await db.selectFrom('businessPhotos').select('id').where('businessId', '=', id).executeTakeFirst();
  // An empty insert is not SQL: the listing without photos gets none.
  if (!has && count > 0) {
    await db
      .insertInto('businessPhotos')
      .values(
        Array.from({ length: count }, (_, i) => ({
          businessId: id,
          url: '/og-default.jpg',
          caption: `Fotoğraf ${i + 1}`,
          isPrimary: i === 0 ? 1 : 0,
          status: 'approved',
          sortOrder: i,
          width: 1200,
          height: 630,
        })),
      )
      .execute();
  }
  return id;
}

/** The top of each block of the page, in CSS pixels from the top of the document. */
async function blockTops(page: Page): Promise<Record<string, number | null>> {
  const selectors = {
    photos: '[data-testid="business-photos"]',
    name: 'h1',
    openStatus: '[data-testid="open-status"]',
    actions: '[data-testid="business-actions"]',
    addressAndHours: '[data-testid="business-where"]',
    map: '[data-map-section]',
    about: '#about-heading',
    reviews: '#reviews-title',
    reviewForm: '#yorum-formu',
    contactSidebar: '#contact-heading',
    ownerNotes: '[data-testid="owner-notes"]',
  };
  const tops: Record<string, number | null> = {};
  for (const [block, selector] of Object.entries(selectors)) {
    // A block the page does not have (no photos, no owner notes) has no top; boundingBox() would wait for it.
    const found = page.locator(selector).first();
    const box = (await found.count()) > 0 ? await found.boundingBox() : null;
    tops[block] = box ? Math.round(box.y) : null;
  }
  return tops;
}

for (const [label, photos] of [
  ['with 20 photos', 20],
  ['without photos', 0],
] as const) {
  test(`Ara and Yol tarifi are inside the first screen (${label})`, async ({ page }, info) => {
    const id = await withPhotos(`Telefonda Kebap ${photos}`, photos);
    await page.goto(`/business/${id}`);
    const actions = page.getByTestId('business-actions');
    for (const name of ['Ara', 'Yol tarifi']) {
      const box = await actions.getByRole('link', { name, exact: true }).boundingBox();
      expect(box, name).not.toBeNull();
      expect((box?.y ?? Infinity) + (box?.height ?? 0), name).toBeLessThanOrEqual(FIRST_SCREEN);
    }
    await expect(actions.getByRole('link', { name: 'Ara', exact: true })).toHaveAttribute('href', 'tel:04167252020');
    for (const name of ['WhatsApp', 'Paylaş'])
      await expect(actions.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(actions.getByRole('button', { name: /^Kaydet/ })).toBeVisible();
    // The strip never fills the first screen.
    if (photos) {
      const strip = await page.getByTestId('business-photos').boundingBox();
      expect((strip?.height ?? FIRST_SCREEN) * 2).toBeLessThan(FIRST_SCREEN);
    }
    const tops = await blockTops(page);
    await info.attach(`block tops ${label}`, { body: JSON.stringify(tops, null, 2), contentType: 'application/json' });
    const order = ['name', 'actions', 'addressAndHours', 'reviews', 'ownerNotes'].map((b) => tops[b] ?? -1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
}

test('a photo opens large in the viewer, steps with the arrow keys and closes with Esc', async ({ page }) => {
  const id = await withPhotos('Telefonda Kebap 20', 20);
  await page.goto(`/business/${id}`);
  await page.getByTestId('business-photos').getByRole('link').first().click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText('1 / 20');
  await page.keyboard.press('ArrowRight');
  await expect(viewer).toContainText('2 / 20');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});

test('a listing closed for good: its page and its card have no tel: link', async ({ page }) => {
  const id = await publishedListing(db, 'Kapanmış Telefon Lokantası', { ...contact, closure: 'closed_permanently' });
  await page.goto(`/business/${id}`);
  await expect(page.getByTestId('closure-banner')).toBeVisible();
  await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
  await expect(page.getByTestId('business-actions')).toHaveCount(0);
  await expect(page.locator('#yorum-formu')).toHaveCount(0);
  await page.goto('/businesses?q=kapanmış telefon lokantası');
  const card = page.locator('ul[data-view] > li').filter({ hasText: 'Kapanmış Telefon Lokantası' });
  await expect(card).toHaveCount(1);
  await expect(card.locator('a[href^="tel:"]')).toHaveCount(0);
});

test('a landing page is reached from a business page by a link', async ({ page }) => {
  const id = await withPhotos('Telefonda Kebap 0', 0);
  await page.goto(`/business/${id}`);
  await page.getByTestId('breadcrumb').getByRole('link', { name: 'Kâhta' }).click();
  await expect(page).toHaveURL(/\/ilce\/kahta$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kâhta');
});

test("the list's filters fold into 'Filtrele', offer no value without a match, and the first result is on the first screen", async ({
  page,
}) => {
  await page.goto('/businesses?district=Merkez');
  const first = page.locator('ul[data-view] article').first();
  const box = await first.boundingBox();
  expect(box?.y ?? Infinity).toBeLessThan(FIRST_SCREEN);
  const filters = page.getByTestId('list-filters');
  await filters.getByText('Filtrele', { exact: true }).click();
  const labels = await filters.locator('label').allTextContents();
  expect(labels.length).toBeGreaterThan(0);
  expect(labels.filter((text) => /\(0\)\s*$/.test(text.trim()))).toEqual([]);
});

test("'Yakınımda' writes no coordinate with more than 3 decimals in the address", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    geolocation: { latitude: 37.7803219, longitude: 38.6217654 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  await page.goto('/businesses');
  await page.getByRole('button', { name: 'Konumuma göre sırala' }).click();
  await expect(page).toHaveURL(/konum=/);
  const position = new URL(page.url()).searchParams.get('konum') ?? '';
  expect(position).toBe('37.780,38.622');
  for (const link of await page
    .locator('a[href*="konum="]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    const value = new URL(link ?? '', page.url()).searchParams.get('konum') ?? '';
    expect(value).not.toMatch(/\.\d{4,}/);
  }
  await context.close();
});
