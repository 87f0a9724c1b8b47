import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { hydrated, waitForIslands } from './support/islands.ts';
import { describeWithoutJs } from './support/no-js.ts';
import { delayIslandScripts } from './support/slow.ts';

const NEMRUT_POST = /Nemrut Dağı’nda Gün Doğumu/;
const CIG_KOFTE_POST = 'Adıyaman Çiğ Köftesi: Yoğurmanın Püf Noktaları';
const byTurkishName = new Intl.Collator('tr', { sensitivity: 'base' }).compare;

/** Names of the approved businesses a directory query finds, from the public API. */
async function businessNames(request: APIRequestContext, query: string): Promise<string[]> {
  const body = await (await request.get(`/api/businesses?limit=500&${query}`)).json();
  return body.businesses.map((b: { name: string }) => b.name);
}

const postLink = (page: Page, name: string | RegExp) => page.getByRole('link', { name });
const mobileList = (page: Page) => page.getByRole('list', { name: 'İşletmeler' });
const mobileNames = (page: Page) =>
  mobileList(page)
    .getByRole('heading')
    .evaluateAll((els) => els.map((e) => e.querySelector('a')?.textContent?.trim() ?? ''));

describeWithoutJs('reading', () => {
  test('the blog search and category filter are sent as a query and the filtered list is rendered', async ({
    page,
  }) => {
    await page.goto('/blog');
    await page.getByLabel('Yazılarda ara').fill('nemrut');
    await page.getByLabel('Yazılarda ara').press('Enter');
    await expect(page).toHaveURL(/\/blog\/search\?q=nemrut&category=all$/);
    await expect(page.getByLabel('Yazılarda ara')).toHaveValue('nemrut');
    await expect(postLink(page, NEMRUT_POST)).toBeVisible();
    await expect(postLink(page, CIG_KOFTE_POST)).toHaveCount(0);

    // A category chip sends the form at once, with the text in the box.
    await page.getByLabel('Yazılarda ara').fill('');
    await page.getByRole('button', { name: 'Yeme İçme' }).click();
    await expect(page).toHaveURL(/\/blog\/search\?q=&category=Food\+%26\+Dining$/);
    await expect(page.getByRole('button', { name: 'Yeme İçme' })).toHaveAttribute('aria-pressed', 'true');
    await expect(postLink(page, CIG_KOFTE_POST)).toBeVisible();
    await expect(postLink(page, NEMRUT_POST)).toHaveCount(0);

    // Enter keeps the category chosen.
    await page.getByLabel('Yazılarda ara').fill('zzqqxx');
    await page.getByLabel('Yazılarda ara').press('Enter');
    await expect(page).toHaveURL(/q=zzqqxx&category=Food\+%26\+Dining$/);
    await expect(page.getByText('Aramanızla eşleşen yazı bulunamadı.')).toBeVisible();
    await page.getByRole('link', { name: 'Filtreleri temizle' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(postLink(page, CIG_KOFTE_POST)).toBeVisible();
    await expect(postLink(page, NEMRUT_POST)).toBeVisible();

    // /blog itself renders a query it is opened with (an old link), not indexed, apart from the plain /blog.
    await page.goto('/blog?category=Food+%26+Dining');
    await expect(page.getByRole('button', { name: 'Yeme İçme' })).toHaveAttribute('aria-pressed', 'true');
    await expect(postLink(page, CIG_KOFTE_POST)).toBeVisible();
    await expect(postLink(page, NEMRUT_POST)).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.goto('/blog');
    await expect(postLink(page, NEMRUT_POST)).toBeVisible();
  });

  test('the category search is sent as a query and the matching categories are rendered', async ({ page }) => {
    await page.goto('/categories');
    await page.getByLabel('Kategori ara').fill('SAGLIK');
    await page.getByRole('button', { name: 'Ara', exact: true }).click();
    await expect(page).toHaveURL(/\/categories\/search\?q=SAGLIK$/);
    const grid = page.getByRole('region', { name: 'Tüm Kategoriler' });
    await expect(grid.getByRole('link')).toHaveCount(1);
    // A category with listings leads to its landing page.
    await expect(grid.getByRole('link', { name: /Sağlık/ })).toHaveAttribute('href', '/kategori/saglik');
    await expect(page.getByLabel('Kategori ara')).toHaveValue('SAGLIK');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    await page.goto('/categories/search?q=qqqzzz');
    await expect(grid.getByText('Kategori bulunamadı.')).toBeVisible();
  });

  test('the mobile list is searched, filtered and sorted by its query', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const hotels = await businessNames(request, 'category=Oteller');
    const [restaurant] = await businessNames(request, 'category=Restoranlar');
    expect(hotels.length).toBeGreaterThan(1);

    await page.goto('/business-directory-mobile');
    await page.getByLabel('Kategori', { exact: true }).selectOption('Oteller');
    await page.getByLabel('Sıralama').selectOption('az');
    await page.getByRole('button', { name: 'Ara', exact: true }).click();
    await expect(page).toHaveURL(/\/business-directory-mobile\?q=&category=Oteller&sort=az$/);
    await expect(page.getByLabel('Kategori', { exact: true })).toHaveValue('Oteller');
    await expect(page.getByLabel('Sıralama')).toHaveValue('az');
    const names = await mobileNames(page);
    expect(names).toEqual([...hotels].sort(byTurkishName));
    expect(names).not.toContain(restaurant);

    await page.getByLabel('Kategori', { exact: true }).selectOption('');
    await page.getByLabel('İşletme ara').fill(hotels[0] ?? '');
    await page.getByLabel('İşletme ara').press('Enter');
    await expect(mobileList(page).getByRole('link', { name: hotels[0], exact: true })).toBeVisible();
    await expect(mobileList(page).getByRole('link', { name: restaurant, exact: true })).toHaveCount(0);
  });

  test('the home search opens /businesses with the same filters the script would send', async ({ page, request }) => {
    const inKahta = await businessNames(request, 'category=Restoranlar&district=K%C3%A2hta');
    const elsewhere = (await businessNames(request, 'category=Restoranlar')).filter((n) => !inKahta.includes(n));
    expect(inKahta.length).toBeGreaterThan(0);
    expect(elsewhere.length).toBeGreaterThan(0);

    await page.goto('/');
    const search = page.getByRole('search', { name: 'İşletme ara' });
    await search.getByLabel('Kategori', { exact: true }).selectOption('Restoranlar');
    await search.getByLabel('Konum veya işletme').fill('KAHTA');
    await search.getByRole('button', { name: 'Ara' }).click();
    await expect(page).toHaveURL(/\/businesses\?category=Restoranlar&district=K%C3%A2hta$/);
    await expect(page.getByTestId('result-count')).toContainText(`${inKahta.length} işletme bulundu`);
    const results = page.locator('main ul[data-view]');
    await expect(results.getByRole('heading', { name: inKahta[0], exact: true })).toBeVisible();
    await expect(results.getByRole('heading', { name: elsewhere[0], exact: true })).toHaveCount(0);

    // Any other text is a search.
    await page.goto('/');
    await search.getByLabel('Konum veya işletme').fill(inKahta[0] ?? '');
    await search.getByLabel('Konum veya işletme').press('Enter');
    await expect(page).toHaveURL(/\/businesses\?category=&q=/);
    await expect(results.getByRole('heading', { name: inKahta[0], exact: true })).toBeVisible();
    await expect(results.getByRole('heading', { name: elsewhere[0], exact: true })).toHaveCount(0);
  });
});

test.describe('reading with JavaScript: the filters live in the address', () => {
  test('a filtered blog address shows the filtered list, the filters follow the address and back restores it', async ({
    page,
  }) => {
    await page.goto('/blog/search?q=nemrut');
    await waitForIslands(page);
    await expect(page.getByLabel('Yazılarda ara')).toHaveValue('nemrut');
    await expect(postLink(page, NEMRUT_POST)).toBeVisible();
    await expect(postLink(page, CIG_KOFTE_POST)).toHaveCount(0);

    await page.getByRole('button', { name: 'Yeme İçme' }).click();
    await expect(page).toHaveURL(/\/blog\/search\?q=nemrut&category=Food\+%26\+Dining$/);
    await expect(page.getByText('Aramanızla eşleşen yazı bulunamadı.')).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/blog\/search\?q=nemrut$/);
    await expect(page.getByRole('button', { name: 'Tümü' })).toHaveAttribute('aria-pressed', 'true');
    await expect(postLink(page, NEMRUT_POST)).toBeVisible();

    // Typing keeps the address current; clearing the filters leads back to /blog.
    await page.getByLabel('Yazılarda ara').fill('köfte');
    await expect(page).toHaveURL(/\/blog\/search\?q=k%C3%B6fte$/);
    await expect(postLink(page, CIG_KOFTE_POST)).toBeVisible();
    await page.getByLabel('Yazılarda ara').fill('');
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('/blog opened with a query applies it and moves to the address that renders it', async ({ page }) => {
    await page.goto('/blog?category=Food+%26+Dining');
    await waitForIslands(page);
    await expect(page).toHaveURL(/\/blog\/search\?category=Food\+%26\+Dining$/);
    await expect(page.getByRole('button', { name: 'Yeme İçme' })).toHaveAttribute('aria-pressed', 'true');
    await expect(postLink(page, NEMRUT_POST)).toHaveCount(0);
  });

  test('text typed before the list hydrates is kept and applied, with its address', async ({ page }) => {
    await delayIslandScripts(page, 3000);
    await page.goto('/blog');
    await page.getByLabel('Yazılarda ara').fill('köfte');
    await waitForIslands(page);
    await expect(page.getByLabel('Yazılarda ara')).toHaveValue('köfte');
    await expect(page).toHaveURL(/\/blog\/search\?q=k%C3%B6fte$/);
    await expect(postLink(page, CIG_KOFTE_POST)).toBeVisible();
    await expect(postLink(page, NEMRUT_POST)).toHaveCount(0);
  });

  test('a category search address shows the search; back returns to the full grid', async ({ page }) => {
    await page.goto('/categories');
    await page.goto('/categories/search?q=sa%C4%9Fl%C4%B1k');
    await hydrated(page, 'CategoryBrowser');
    const grid = page.getByRole('region', { name: 'Tüm Kategoriler' });
    await expect(page.getByLabel('Kategori ara')).toHaveValue('sağlık');
    await expect(grid.getByRole('link')).toHaveCount(1);

    await page.getByLabel('Kategori ara').fill('otel');
    await expect(page).toHaveURL(/\/categories\/search\?q=otel$/);
    await expect(grid.getByRole('link', { name: /Oteller/ })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(grid.getByRole('link')).toHaveCount(17);
  });

  test('a filtered mobile list address shows the filtered list; back restores the order before', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/business-directory-mobile?category=Oteller');
    await waitForIslands(page);
    await expect(page.getByLabel('Kategori', { exact: true })).toHaveValue('Oteller');
    for (const text of await mobileList(page).getByRole('listitem').allTextContents())
      expect(text).toContain('Oteller');
    const recommended = await mobileNames(page);

    await page.getByLabel('Sıralama').selectOption('az');
    await expect(page).toHaveURL(/\?category=Oteller&sort=az$/);
    await expect.poll(() => mobileNames(page)).toEqual([...recommended].sort(byTurkishName));

    await page.goBack();
    await expect(page).toHaveURL(/\?category=Oteller$/);
    await expect(page.getByLabel('Sıralama')).toHaveValue('recommended');
    await expect.poll(() => mobileNames(page)).toEqual(recommended);
  });
});

for (const path of [
  '/blog/search?q=nemrut&category=Tourism',
  '/categories/search?q=otel',
  '/business-directory-mobile?q=otel&sort=az',
]) {
  test(`the filtered ${path.split('?')[0]} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await waitForIslands(page);
    await expectNoAxeViolations(page);
  });
}
