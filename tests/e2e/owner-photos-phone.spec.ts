import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { openE2eDb } from './support/e2e-db.ts';
import { ownedListing, signInOwner } from './support/owners.ts';

// Photos from a phone: three large photos chosen at once are made smaller in the browser (no wider than
// the widest variant kept) and sent one by one, each with its progress bar; what arrives and what is
// stored is smaller than what was chosen.

const password = 'Kahta-Foto-Evi-42';
const WIDEST = 1600;
let email: string;
let listing: number;

/** A camera-sized JPEG full of grain (so it stays large), `width` × 1800. */
async function cameraPhoto(width: number, mean: number): Promise<Buffer> {
  return sharp({
    create: { width, height: 1800, channels: 3, background: '#000', noise: { type: 'gaussian', mean, sigma: 40 } },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
}

test.beforeAll(async () => {
  email = `foto-${Date.now()}@example.com`;
  listing = await ownedListing(email, password, {
    name: `Kâhta Foto Konak ${Date.now() % 100_000}`,
    category: 'Otel',
    address: 'Kâhta Merkez',
    district: 'Kâhta',
  });
});

test('three photos chosen at once arrive resized, each with its progress bar', async ({ page }) => {
  test.setTimeout(240_000);
  const chosen = await Promise.all([2400, 2600, 3000].map((w, i) => cameraPhoto(w, 90 + i * 30)));
  await signInOwner(page, email, password);
  await page.goto(`/hesabim/isletme/${listing}/fotograflar`);

  // Each upload is held a moment so its line can be seen, and its size recorded.
  const sent: number[] = [];
  await page.route(`**/api/businesses/${listing}/photos`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    sent.push(route.request().postDataBuffer()?.length ?? 0);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });

  await page
    .locator('input#photo[type=file][multiple]')
    .setInputFiles(chosen.map((buffer, i) => ({ name: `telefon-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
  await page.getByRole('button', { name: 'Yükle' }).click();
  const list = page.locator('[data-upload-list]');
  await expect(list.locator('progress')).toHaveCount(3);
  await expect(list.getByRole('progressbar', { name: 'telefon-1.jpg yükleniyor' })).toBeVisible();

  await expect(page).toHaveURL(/\?durum=fotograflar-onayda$/, { timeout: 180_000 });
  await expect(page.locator('main').getByRole('status')).toHaveText(
    'Fotoğraflar yüklendi; onaylandıktan sonra işletme sayfasında görünecek.',
  );
  await expect(page.getByTestId('photo-count')).toContainText('3 / 3');

  // Each request carried far less than its chosen file.
  expect(sent).toHaveLength(3);
  for (const [i, size] of sent.entries()) expect(size).toBeLessThan((chosen[i] as Buffer).length);

  // Stored as the browser sent it: no wider than the widest variant, its largest file smaller than the chosen one.
  const db = openE2eDb();
  try {
    const rows = await db
      .selectFrom('businessPhotos')
      .select(['fileKey', 'width', 'widths'])
      .where('businessId', '=', listing)
      .orderBy('sortOrder')
      .execute();
    expect(rows).toHaveLength(3);
    for (const [i, row] of rows.entries()) {
      expect(row.width).toBe(WIDEST);
      const largest = path.resolve('.cache/e2e/uploads/photos', `${row.fileKey}-${WIDEST}.jpg`);
      expect(fs.statSync(largest).size).toBeLessThan((chosen[i] as Buffer).length);
    }
  } finally {
    await db.destroy();
  }
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still sends the chosen photos in one post', async ({ page }) => {
    const other = `foto-nojs-${Date.now()}@example.com`;
    const id = await ownedListing(other, password, {
      name: `Besni Foto Evi ${Date.now() % 100_000}`,
      category: 'Otel',
      address: 'Besni Merkez',
      district: 'Besni',
    });
    await signInOwner(page, other, password);
    await page.goto(`/hesabim/isletme/${id}/fotograflar`);
    const small = await Promise.all([60, 200].map((mean) => cameraPhoto(900, mean)));
    await page
      .locator('input#photo[type=file][multiple]')
      .setInputFiles(small.map((buffer, i) => ({ name: `foto-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
    await page.getByRole('button', { name: 'Yükle' }).click();
    await expect(page).toHaveURL(/\?durum=fotograflar-onayda$/, { timeout: 60_000 });
    await expect(page.getByTestId('photo-count')).toContainText('2 / 3');
    await expect(page.locator('main').getByRole('status')).toHaveCount(1);
  });
});
