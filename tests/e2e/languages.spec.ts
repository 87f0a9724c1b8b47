import { expect, type Page, test } from '@playwright/test';

// The English and Kurmanji versions of the visitor pages (/en/…, /ku/…): translated chrome, the right
// lang, hreflang alternates that name each other and the Turkish page, the switcher, search in the
// visitor's words, and the note on a text that exists only in Turkish.

async function approvedBusinesses(request: import('@playwright/test').APIRequestContext) {
  const { businesses } = await (await request.get('/api/businesses?limit=500')).json();
  return businesses as { id: number; name: string }[];
}

async function expectAlternates(page: Page, id: number) {
  for (const [lang, path] of [
    ['tr', `/business/${id}`],
    ['en', `/en/business/${id}`],
    ['ku', `/ku/business/${id}`],
    ['x-default', `/business/${id}`],
  ] as const) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
      'href',
      new RegExp(`${path}$`),
    );
  }
}

/** Each version of a business page: its language, locale and the words of its bar, breadcrumb and footer. */
const VERSIONS = [
  { lang: 'en', locale: 'en_GB', menu: 'Main menu', home: 'Home', rights: 'All rights reserved.' },
  { lang: 'ku', locale: 'ku_TR', menu: 'Menuya sereke', home: 'Destpêk', rights: 'Hemû maf parastî ne.' },
] as const;

test.describe('three languages', () => {
  for (const { lang, locale, menu, home, rights } of VERSIONS) {
    test(`/${lang}/business/{id} is translated and names the other versions`, async ({ page, request }) => {
      const [business] = await approvedBusinesses(request);
      if (!business) throw new Error('the seed has approved businesses');

      const response = await page.goto(`/${lang}/business/${business.id}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('navigation', { name: menu })).toBeVisible();
      await expect(page.getByTestId('breadcrumb').getByRole('link', { name: home, exact: true })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(rights);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/${lang}/business/${business.id}$`),
      );
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', locale);
      await expectAlternates(page, business.id);
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(ld.some((text) => JSON.parse(text).inLanguage === lang)).toBe(true);
    });
  }

  test('the switcher moves between the three versions of the same page', async ({ page, request }) => {
    const [business] = await approvedBusinesses(request);
    if (!business) throw new Error('the seed has approved businesses');
    await page.goto(`/business/${business.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await page.locator('[data-lang-link="en"]').first().click();
    await expect(page).toHaveURL(new RegExp(`/en/business/${business.id}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.locator('[data-lang-link="ku"]').first().click();
    await expect(page).toHaveURL(new RegExp(`/ku/business/${business.id}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ku');
    await page.locator('[data-lang-link="tr"]').first().click();
    await expect(page).toHaveURL(new RegExp(`/business/${business.id}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  });

  test('the browser language is suggested, never forced, and the suggestion can be dismissed', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/kvkk');
    await expect(page).toHaveURL(/\/kvkk\/?$/);
    const banner = page.locator('[data-lang-suggest]');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Read in English' })).toHaveAttribute('href', /\/en\/kvkk\/?$/);
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.locator('[data-lang-suggest]')).toBeHidden();
    await context.close();
  });

  test('an English search finds an eczane', async ({ page }) => {
    await page.goto('/en/businesses?q=pharmacy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('main')).toContainText(/Eczane/);
  });

  test('a page without a Kurmanji description says so in Kurmanji', async ({ page, request }) => {
    const businesses = await approvedBusinesses(request);
    for (const business of businesses.slice(0, 20)) {
      const { descriptionKu, description } = (await (await request.get(`/api/businesses/${business.id}`)).json()) as {
        descriptionKu: string | null;
        description: string | null;
      };
      if (descriptionKu || !description) continue;
      await page.goto(`/ku/business/${business.id}`);
      await expect(page.getByTestId('business-description')).toHaveAttribute('lang', 'tr');
      await expect(page.getByTestId('only-in-turkish')).toHaveText('Ev nivîs tenê bi Tirkî heye.');
      return;
    }
    throw new Error('the seed has a business with a Turkish description only');
  });
});
