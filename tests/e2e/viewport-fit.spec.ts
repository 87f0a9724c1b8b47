import { expect, type Page, test } from '@playwright/test';

/** Every route a visitor can open (SPEC §2), plus the legal page and the not-found page. */
const STATIC_ROUTES = [
  '/',
  '/businesses',
  '/business-directory-mobile',
  '/register-business',
  '/add-business',
  '/categories',
  '/tourism',
  '/donate',
  '/donations',
  '/subscribe',
  '/partnership',
  '/seo-tools',
  '/bulk-import',
  '/blog',
  '/authority',
  '/authority-builder',
  '/contact',
  '/seo-enhancement',
  '/analytics',
  '/admin/approval',
  '/admin/blog/create',
  '/business-management?success=true',
  '/kvkk',
  '/bu-sayfa-yok',
];
const WIDTHS = [390, 1024, 1366, 1920];
const DEVELOPER_NOTE = /npm run|DESIGN §|SPEC §|[A-Z]+_[A-Z_]*(?:URL|KEY|SECRET)\b|API keys not configured/;

/** Elements whose box reaches past the left or right edge of the window and that no ancestor clips. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX !== 'visible') {
          const box = a.getBoundingClientRect();
          if (box.left >= -1 && box.right <= width + 1) return true;
          // A visually hidden box (1 × 1 px, clipped): the forms' honeypot field, kept off screen on purpose.
          if (box.width <= 1 && box.height <= 1) return true;
        }
      }
      return false;
    };
    const found: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      // Empty boxes, and 1 × 1 px visually hidden ones (the forms' honeypot), take no room on screen.
      if (box.width <= 1 && box.height <= 1) continue;
      if (box.width === 0 || box.height === 0) continue;
      if (getComputedStyle(el).visibility === 'hidden') continue;
      if ((box.right > width + 1 || box.left < -1) && !clipped(el)) {
        found.push(
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)} [${Math.round(box.left)}, ${Math.round(box.right)}]`,
        );
      }
    }
    if (document.documentElement.scrollWidth > width)
      found.push(`page is ${document.documentElement.scrollWidth} px wide`);
    return found.slice(0, 5);
  });
}

async function routesWithDetails(page: Page): Promise<string[]> {
  await page.goto('/businesses');
  const business = await page.locator('a[href^="/business/"]').first().getAttribute('href');
  await page.goto('/blog');
  const post = await page.locator('a[href^="/blog/"]:not([href="/blog/search"])').first().getAttribute('href');
  return [...STATIC_ROUTES, business ?? '/business/1', post ?? '/blog'];
}

test.describe('every route fits the window', () => {
  test.setTimeout(240_000);
  for (const width of WIDTHS) {
    test(`no element past the viewport at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      const problems: string[] = [];
      for (const route of await routesWithDetails(page)) {
        await page.goto(route);
        const found = await overflowing(page);
        if (found.length) problems.push(`${route}: ${found.join('; ')}`);
        // Visitors get sentences about what they can do, never notes about how the site is configured.
        // biome-ignore lint/performance/useDomNodeTextContent: what a visitor sees, not the text of scripts and hidden nodes
        const text = await page.locator('body').innerText();
        const note = DEVELOPER_NOTE.exec(text);
        if (note) problems.push(`${route}: developer note '${note[0]}'`);
        // Words glued to a link after a line break in the markup ('içinSEO', 'İşletmeler ›Gelinlik').
        const glued = /›[^\s]|\biçin(?=[A-ZÇĞİÖŞÜ])/u.exec(text);
        if (glued) problems.push(`${route}: missing space at '${text.slice(glued.index - 10, glued.index + 10)}'`);
      }
      expect(problems).toEqual([]);
    });
  }

  for (const width of [1024, 1366, 1920]) {
    test(`the categories dropdown stays inside the window at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await page.locator('summary', { hasText: 'Kategoriler' }).click();
      const panel = page.locator('#nav-categories');
      await expect(panel).toBeVisible();
      const box = await panel.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

test.describe('menus without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the desktop dropdowns open', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/blog');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    await nav.locator('summary', { hasText: 'Kategoriler' }).click();
    await expect(page.locator('#nav-categories').getByRole('link', { name: /^Restoranlar/ })).toBeVisible();
    await nav.locator('summary', { hasText: 'Daha' }).click();
    await expect(page.locator('#nav-more').getByRole('link', { name: 'SEO Araçları' })).toBeVisible();
  });

  test('the phone menu opens, shows its open state and its links lead on', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/blog');
    const toggle = page.locator('summary[data-mobile-toggle]');
    const menu = page.locator('#nav-mobile');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Menüyü kapat');
    await menu.getByRole('link', { name: 'Turizm', exact: true }).click();
    await expect(page).toHaveURL(/\/tourism$/);
  });
});

test('the partnership page labels the spec’s marketing figures as targets and its stories as examples', async ({
  page,
}) => {
  await page.goto('/partnership');
  const hero = page.locator('main section').first();
  await expect(hero).toContainText(/Hedef: 500\+ kayıtlı işletme \(şu an \d+\)/);
  await expect(hero).toContainText('Hedef: 25.000+ aylık ziyaretçi');
  await expect(page.getByText(/satışları ortalama %200 artıyor/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Başarı Hikâyeleri \(örnek\)/ })).toBeVisible();
});

test('the rotating home banner keeps its height, so the hero below it never moves', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const banner = page.getByRole('complementary', { name: 'Üst sponsorlu alan' });
  await page
    .locator('astro-island:has(aside[aria-label="Üst sponsorlu alan"]):not([ssr])')
    .waitFor({ state: 'attached' });
  const heights = new Set<number>();
  const tops = new Set<number>();
  const hero = page.locator('main h1').first();
  // Through every banner of the rotation (one every 5 s).
  for (let i = 0; i < 3; i++) {
    heights.add(Math.round((await banner.boundingBox())?.height ?? 0));
    tops.add(Math.round((await hero.boundingBox())?.y ?? 0));
    await page.waitForTimeout(5_100);
  }
  expect(heights.size).toBe(1);
  expect(tops.size).toBe(1);
});
