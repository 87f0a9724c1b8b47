import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { FAVORITES_STORAGE_KEY } from '~/features/favorites/messages.ts';
import { contactMessage, fillByLabel } from './support/forms.ts';

// The offline kit: pages a visitor opened come back without a network with the note of when they were
// saved, the offline search finds a listing by name from the kept index, and a form that cannot be sent
// keeps what was typed. The site is installable (manifest with its icons).

const SAVED_NOTE = /Çevrimdışı — .*\d{2}:\d{2} itibarıyla kaydedildi/;
const EN_SAVED_NOTE = /^Offline — the copy saved on this device \(.*\d{2}:\d{2}\)$/;

/** Waits until the service worker controls the page and has kept `path`. */
async function kept(page: Page, path: string) {
  await expect
    .poll(() => page.evaluate(async (p) => Boolean(await caches.match(new URL(p, location.href).href)), path), {
      timeout: 20_000,
    })
    .toBe(true);
}

/**
 * Opens the home page of a language (`prefix` '' or '/en') until the service worker controls it and has kept
 * that language's kit, as it does as soon as it runs (the search index and the duty list of the language, the
 * offline page with them); gives the `nth` listed business.
 */
async function underWorker(page: Page, request: APIRequestContext, prefix: '' | '/en', nth: number) {
  const { businesses } = await (await request.get('/api/businesses?limit=50')).json();
  await page.goto(prefix || '/');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 20_000 });
  await kept(page, '/api/offline/listings.json');
  await kept(page, `${prefix}/nobetci-eczane`);
  return businesses[nth] as { id: number; name: string };
}

/** Opens the contact form of `path` until it can be sent (its `button` enabled) and the worker has kept it. */
async function keptContactForm(page: Page, path: string, button: string) {
  await page.goto(path);
  await expect(page.getByRole('button', { name: button })).toBeEnabled();
  await kept(page, path);
}

test.describe('offline', () => {
  test('opened pages, the offline search and a form’s text survive losing the network', async ({
    page,
    context,
    request,
  }) => {
    const business = await underWorker(page, request, '', 0);
    // The form keeper is not loaded with a page: it waits until a visitor enters a form that posts.
    await expect(page.locator('template[data-form-keeper]')).toHaveCount(1);

    await page.goto(`/business/${business.id}`);
    await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
    await kept(page, `/business/${business.id}`);
    await page.goto('/nobetci-eczane');
    await expect(page.getByRole('heading', { level: 1, name: 'Nöbetçi Eczaneler' })).toBeVisible();
    await keptContactForm(page, '/contact', 'Mesaj Gönder');

    await context.setOffline(true);

    await page.goto(`/business/${business.id}`);
    await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: SAVED_NOTE })).toBeVisible();

    await page.goto('/nobetci-eczane');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Nöbetçi Eczaneler' })).toBeVisible();
    await expect(page.getByTestId('duty-window')).toContainText('Nöbet:');
    await expect(page.getByRole('status').filter({ hasText: SAVED_NOTE })).toBeVisible();

    await page.goto('/cevrimdisi');
    await expect(page.getByRole('link', { name: '112' })).toBeVisible();
    // No favourites on this device: the list says what it is for.
    await expect(page.getByText('Kalp düğmesiyle favorilerinize eklediğiniz yerler')).toBeVisible();
    await page.getByLabel('İşletme adı, kategori, ilçe ya da telefon').fill(business.name);
    await expect(page.getByRole('link', { name: business.name }).first()).toBeVisible();

    await page.goto('/contact');
    await fillByLabel(page, contactMessage({ Mesajınız: 'Çevrimdışıyken yazdığım mesaj kaybolmasın.' }));
    await expect(page.locator('template[data-form-keeper]')).toHaveCount(0);
    const message = page.getByLabel(/^Mesajınız/);
    await page.getByRole('button', { name: 'Mesaj Gönder' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'form şu an gönderilemiyor' })).toBeVisible();
    await expect(message).toHaveValue('Çevrimdışıyken yazdığım mesaj kaybolmasın.');
    // Reloaded without a network, the page is the device's copy and the draft fills the form again.
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: SAVED_NOTE })).toBeVisible();
    await expect(page.getByLabel(/^Mesajınız/)).toHaveValue('Çevrimdışıyken yazdığım mesaj kaybolmasın.');

    await context.setOffline(false);
  });

  test('in English: the kit, a page never opened, the saved-copy note and a form’s note are in the visitor’s language', async ({
    page,
    context,
    request,
  }) => {
    const business = await underWorker(page, request, '/en', 1);
    await keptContactForm(page, '/en/contact', 'Send message');
    // A favourite kept on the device (what the heart button writes).
    await page.evaluate(
      ([key, id]) => localStorage.setItem(String(key), JSON.stringify([id])),
      [FAVORITES_STORAGE_KEY, business.id],
    );

    await context.setOffline(true);

    // A page never opened: the offline page in English, whose search links to the English pages.
    await page.goto('/en/kvkk');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Offline guide' })).toBeVisible();
    await expect(page.getByRole('link', { name: '112' })).toBeVisible();
    // The favourite is listed from the kept index, linking within /en.
    await expect(page.locator('[data-offline-favorites]').getByRole('link', { name: business.name })).toHaveAttribute(
      'href',
      `/en/business/${business.id}`,
    );
    await expect(page.getByText('The places you add to your favourites')).toHaveCount(0);
    await page.getByLabel('Business name, category, district or phone').fill(business.name);
    await expect(page.getByRole('link', { name: business.name }).first()).toHaveAttribute(
      'href',
      `/en/business/${business.id}`,
    );
    await expect(page.getByRole('status').filter({ hasText: /^\d+ results?$|^The first 30 of/ })).toBeVisible();
    // A category is found by its English name too.
    await page.getByLabel('Business name, category, district or phone').fill('hotels');
    await expect(page.locator('[data-offline-results] li').first()).toContainText('Hotels ·');

    await page.goto('/en/nobetci-eczane');
    await expect(page.getByRole('status').filter({ hasText: EN_SAVED_NOTE })).toBeVisible();

    await page.goto('/en/contact');
    await expect(page.getByRole('status').filter({ hasText: EN_SAVED_NOTE })).toBeVisible();
    await page.getByLabel(/^Your full name/).fill('Jane Doe');
    await page.getByLabel(/^Email/).fill('jane@example.com');
    await page.getByLabel(/^Subject/).fill('A question from Gerger');
    await page.getByLabel(/^Your message/).fill('Written on the road, with no signal.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'You are offline: the form cannot be sent now.' }),
    ).toBeVisible();
    await expect(page.getByLabel(/^Your message/)).toHaveValue('Written on the road, with no signal.');

    await context.setOffline(false);
  });

  test('the site is installable: a manifest with a name, a start address, standalone display and its icons', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Adıyaman Rehberi', start_url: '/', display: 'standalone' });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find(
        (i: { sizes: string; purpose: string }) => i.sizes === size && i.purpose === 'any',
      );
      const response = await request.get(icon.src);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });
});
