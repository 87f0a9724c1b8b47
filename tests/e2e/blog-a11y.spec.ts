import { test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
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
    await expectNoAxeViolations(page);
  });
}
