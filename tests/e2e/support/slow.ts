import type { Page } from '@playwright/test';

/** Holds back every script of the page's islands by `ms`, as on a weak connection (the HTML arrives first). */
export async function delayIslandScripts(page: Page, ms: number): Promise<void> {
  await page.route('**/_astro/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}
