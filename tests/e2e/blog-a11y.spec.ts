import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForIslands } from './support/islands.ts';

for (const path of [
  '/blog',
  '/blog/adiyaman-cig-koftesi-nasil-yapilir',
  '/blog/boyle-bir-yazi-yok',
  '/admin/login',
  '/admin/approval',
]) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await waitForIslands(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
