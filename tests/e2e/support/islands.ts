import { expect, type Page } from '@playwright/test';

/** Waits until every island on the page has hydrated (Astro drops the `ssr` attribute then). */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Brings an island into view (client:visible) and waits until Astro has hydrated it (drops `ssr`). */
export async function hydrated(page: Page, component: string): Promise<void> {
  const island = `astro-island[component-url*="${component}"]`;
  await page.locator(`${island} :is(form, button)`).first().scrollIntoViewIfNeeded();
  await page.locator(`${island}:not([ssr])`).first().waitFor({ state: 'attached' });
}
