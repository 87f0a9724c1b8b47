import { expect, test } from '@playwright/test';
import { openPhoneMenu } from './support/phone-menu.ts';

test.describe('navigation bar', () => {
  test('shows the desktop links and opens the categories dropdown with counts and subcategories', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    await expect(nav.getByRole('link', { name: 'Ana Sayfa' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current', 'page');

    const toggle = nav.locator('summary', { hasText: 'Kategoriler' });
    await toggle.click();
    await expect(nav.locator('details[data-dropdown="categories"]')).toHaveAttribute('open', '');
    const panel = page.locator('#nav-categories');
    await expect(panel.getByRole('link', { name: /^Restoranlar \(\d+\)$/ })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Çiğ Köfteciler' })).toHaveAttribute(
      'href',
      '/businesses?subcategory=cig-kofteciler',
    );
    await expect(panel.locator(':scope > ul > li')).toHaveCount(15);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await nav.locator('summary', { hasText: 'Daha' }).click();
    await expect(page.locator('#nav-more').getByRole('link', { name: 'Ortaklık' })).toBeVisible();
    await expect(panel).toBeHidden();
  });

  test('mobile menu toggles and shows the business and category badges', async ({ page }) => {
    const { toggle, menu } = await openPhoneMenu(page);
    for (const name of ['Ana Sayfa', 'İşletme Kayıt', 'Toplu İçe Aktar', 'Ortaklık', 'SEO Araçları']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const [name, href] of [
      ['Blog', '/blog'],
      ['Turizm', '/tourism'],
      ['İletişim', '/contact'],
      ['Bağış', '/donations'],
    ] as const) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(menu.getByRole('link', { name: /^\d+ İşletme$/ })).toBeVisible();
    await expect(menu.getByRole('link', { name: '17 Kategori' })).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAccessibleName('Menüyü aç');
  });
});

test.describe('layout', () => {
  test('pages are Turkish with SEO metadata', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'tr_TR');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('footer')).toContainText(String(new Date().getFullYear()));
  });

  test('one public origin: SITE_URL unset, pages use the address the server was started with (HOST/PORT) in canonical, Open Graph and JSON-LD', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/businesses');
    const href = await page.locator('a[href^="/business/"]').first().getAttribute('href');
    await page.goto(href ?? '/');
    const origin = new URL(baseURL ?? '').origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${href}`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}${href}`);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.join('')).toContain(`${origin}/businesses`);
    expect(ld.join('')).not.toContain('localhost:4321');
  });

  test('unknown routes show the 404 page with a 404 status', async ({ page }) => {
    const response = await page.goto('/bu-sayfa-yok');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('unknown API routes answer a JSON 404', async ({ request }) => {
    const response = await request.get('/api/bu-uc-nokta-yok');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ error: 'Kayıt bulunamadı.' });
  });

  test('a page without islands ships no React', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/kvkk');
    await expect(page.getByRole('heading', { name: 'KVKK Aydınlatma Metni' })).toBeVisible();
    expect(await page.locator('astro-island').count()).toBe(0);
    expect(scripts.filter((s) => /react|client\./i.test(s))).toEqual([]);
  });
});
