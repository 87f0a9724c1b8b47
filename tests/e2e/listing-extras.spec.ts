import { type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { approveInQueue, openQueue } from './support/admin.ts';
import { openE2eDb } from './support/e2e-db.ts';
import { sendInquiry } from './support/forms.ts';
import { ownedListing, signInOwner } from './support/owners.ts';

// The listing an owner cares for: photos (uploaded, made primary, approved, shown), a visitor's message
// without JavaScript, and the owner's reply to a review.

const password = 'Kahta-Konak-Otel-7';
let email: string;
let listing: number;
let review: number;

test.beforeAll(async () => {
  email = `otel-${Date.now()}@example.com`;
  listing = await ownedListing(email, password, {
    name: `Nemrut Manzara Otel ${Date.now() % 100_000}`,
    category: 'Otel',
    address: 'Kâhta Merkez',
    district: 'Kâhta',
  });
  const db = openE2eDb();
  review = (
    await db
      .insertInto('reviews')
      .values({
        businessId: listing,
        authorName: 'Elif',
        rating: 5,
        comment: 'Gün doğumu muhteşemdi.',
        status: 'approved',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db.destroy();
});

async function ownerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await signInOwner(page, email, password);
  return page;
}

const photo = async (color: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

test('an owner uploads two photos and sets the primary; an admin approves; the page shows hero and gallery', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await ownerPage(browser);
  await owner.getByRole('link', { name: 'Fotoğraflar' }).first().click();
  await expect(owner).toHaveURL(new RegExp(`/hesabim/isletme/${listing}/fotograflar$`));
  for (const [name, color, caption] of [
    ['cephe.jpg', '#b45309', 'Otelin cephesi'],
    ['manzara.jpg', '#1d4ed8', 'Nemrut manzarası'],
  ] as const) {
    await owner.locator('input#photo').setInputFiles({ name, mimeType: 'image/jpeg', buffer: await photo(color) });
    await owner.getByLabel('Açıklama (isteğe bağlı)').fill(caption);
    await owner.getByRole('button', { name: 'Yükle' }).click();
    await expect(owner.getByRole('status')).toContainText('onaylandıktan sonra');
  }
  await expect(owner.getByTestId('photo-count')).toContainText('2 / 3');
  const items = owner.locator('[data-photo]');
  await expect(items).toHaveCount(2);
  await items.nth(1).getByRole('button', { name: 'Ana fotoğraf yap' }).click();
  await expect(owner.locator('[data-photo]').nth(1)).toContainText('Ana fotoğraf');

  // The photos wait in the one queue, each shown with its caption as the image's text.
  await openQueue(page);
  for (const caption of ['Otelin cephesi', 'Nemrut manzarası']) {
    const card = page
      .getByTestId('moderation-queue')
      .getByRole('listitem')
      .filter({ has: page.getByAltText(caption) });
    // The queue's photos load lazily: brought into view, the image is there.
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('img')).toBeVisible();
    await approveInQueue(card);
    await expect(card).toHaveCount(0);
  }

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/business/${listing}`);
  const hero = visitor.getByTestId('business-photos').locator('figure').first().locator('img');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('alt', 'Nemrut manzarası');
  await expect(hero).toHaveAttribute('width', '1200');
  await expect(hero).toHaveAttribute('srcset', /-1024\.jpg 1024w/);
  expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const gallery = visitor.getByTestId('business-gallery');
  await expect(gallery.locator('img')).toHaveCount(1);
  await expect(gallery.locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(gallery).toContainText('Otelin cephesi');
  await expect(visitor.locator('img[fetchpriority="high"]')).toHaveCount(1);
  const file = await visitor.request.get((await hero.getAttribute('src')) ?? '');
  expect(file.headers()['cache-control']).toContain('immutable');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor sends a message to the business', async ({ page }) => {
    await sendInquiry(page, listing, {
      name: 'Ahmet Demir',
      email: 'ahmet@example.com',
      message: 'Hafta sonu için boş odanız var mı?',
    });
    await expect(page).toHaveURL(new RegExp(`/business/${listing}/mesaj\\?durum=gonderildi$`));
    await expect(page.getByRole('status')).toContainText('Mesajınız iletildi');
    const db = openE2eDb();
    const row = await db
      .selectFrom('businessInquiries')
      .selectAll()
      .where('businessId', '=', listing)
      .executeTakeFirst();
    await db.destroy();
    expect(row?.message).toBe('Hafta sonu için boş odanız var mı?');
  });
});

test('an owner replies to a review and, approved, the reply appears under it', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const owner = await ownerPage(browser);
  await owner.goto(`/hesabim/isletme/${listing}/yorumlar`);
  await owner.getByLabel('Yanıt yazın').fill('Teşekkür ederiz Elif Hanım, yine bekleriz!');
  await owner.getByRole('button', { name: 'Yanıtı Gönder' }).click();
  await expect(owner.getByRole('status')).toContainText('onay bekliyor');

  await openQueue(page);
  const card = page
    .getByTestId('moderation-queue')
    .getByRole('listitem')
    .filter({ hasText: 'Teşekkür ederiz Elif Hanım' });
  await approveInQueue(card);
  await expect(card).toHaveCount(0);

  await page.goto(`/business/${listing}`);
  const reply = page.getByTestId('review-reply');
  await expect(reply).toContainText('Teşekkür ederiz Elif Hanım, yine bekleriz!');
  await expect(reply).toContainText('İşletmenin yanıtı');
  await expect(reply.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  expect(review).toBeGreaterThan(0);
});
