import { expect, test } from '@playwright/test';
import { stubStripeJs } from '../support/stripe-js-stub.ts';
import { expectNoAxeViolations } from './support/a11y.ts';

test.describe('payment pages are accessible', () => {
  test.use({ baseURL: process.env.E2E_PAYMENTS_BASE_URL! });

  for (const [path, ready] of [
    ['/donations', 'Bağış Yap'],
    ['/subscribe', 'Planı Seç (Premium Plus)'],
  ] as const) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await stubStripeJs(page, 'declined');
      await page.goto(path);
      await expect(page.getByRole('button', { name: ready })).toBeVisible();
      await page
        .getByRole('heading', { name: 'Bu Ayın Destekçileri' })
        .or(page.getByRole('list', { name: 'Planlar' }))
        .first()
        .scrollIntoViewIfNeeded();
      await expect(page.getByText('Yükleniyor…')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }
});
