import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';

// The form pages' own content (the shared navigation and footer are checked elsewhere).
for (const path of ['/register-business', '/add-business', '/partnership', '/contact']) {
  test(`${path} has no axe violations in its main content`, async ({ page }) => {
    await page.goto(path);
    // Hydrate every island (client:visible ones need to be scrolled to) before checking.
    for (const form of await page.locator('main form').all()) await form.scrollIntoViewIfNeeded();
    await expect(page.locator('main astro-island[ssr]')).toHaveCount(0);
    await expectNoAxeViolations(page, 'main');
  });
}
