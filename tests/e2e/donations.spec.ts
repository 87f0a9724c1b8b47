import { expect, test } from '@playwright/test';
import { stubStripeJs } from '../support/stripe-js-stub.ts';

const paymentsBaseUrl = process.env.E2E_PAYMENTS_BASE_URL!;

test.describe('donations without Stripe keys', () => {
  for (const path of ['/donations', '/donate']) {
    test(`${path} says payments are not configured instead of showing a form`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Adıyaman Rehberi’ne Destek Olun' })).toBeVisible();
      await expect(page.getByText('Çevrimiçi ödeme şu anda kapalı')).toBeVisible();
      await expect(page.getByText(/Ödeme sistemi yapılandırılmamış/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Bağış Yap' })).toHaveCount(0);
      // Progress card, cost breakdown, goals and supporters still show.
      await expect(page.getByRole('progressbar', { name: 'Aylık hedefe ulaşma oranı' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Aylık Giderlerimiz' })).toBeVisible();
      await expect(page.getByText('Sunucu ve altyapı')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Gelecek Hedeflerimiz' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Bu Ayın Destekçileri' })).toBeVisible();
    });
  }
});

test.describe('donation form with Stripe configured', () => {
  test.use({ baseURL: paymentsBaseUrl });

  test('validates the amount, fills quick amounts and opens the payment step', async ({ page }) => {
    await stubStripeJs(page, 'declined');
    await page.goto('/donations');
    const submit = page.getByRole('button', { name: 'Bağış Yap' });
    const amount = page.getByLabel('Bağış tutarı (TL)');
    const toast = page.getByTestId('toast');

    await submit.click();
    await expect(toast).toContainText('Invalid Amount');
    await expect(toast).toContainText('Minimum donation amount is 5 TL');

    for (const bad of ['4', '4.5', '-10']) {
      await page.getByRole('button', { name: 'Bildirimi kapat' }).click();
      await amount.fill(bad);
      await submit.click();
      await expect(toast).toContainText('Minimum donation amount is 5 TL');
    }

    for (const quick of [25, 50, 100, 250, 500]) {
      const button = page.getByRole('button', { name: `₺${quick}`, exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(amount).toHaveValue(String(quick));
    }
    await page.getByRole('button', { name: '₺100', exact: true }).click();
    await page.getByLabel('Adınız (isteğe bağlı)').fill('Zeynep');
    await submit.click();

    await expect(page.getByTestId('payment-amount')).toHaveText('₺100');
    await expect(page.locator('[data-stripe-stub="payment"]')).toBeVisible();
    const clientSecret = await page.evaluate(
      () => (window as unknown as { __stripeStub: { clientSecret: string } }).__stripeStub.clientSecret,
    );
    expect(clientSecret).toMatch(/^pi_.+_secret_/);

    await page.getByRole('button', { name: '₺100 Bağışla' }).click();
    await expect(toast).toContainText('Payment Failed');
    await expect(toast).toContainText('Kartınız reddedildi.');
  });

  test("shows 'Payment Setup Failed' when the payment cannot be set up", async ({ page }) => {
    await stubStripeJs(page, 'declined');
    await page.route('**/api/donations/create-payment-intent', (route) => route.abort('connectionrefused'));
    await page.goto('/donate');
    await page.getByRole('button', { name: '₺50', exact: true }).click();
    await page.getByRole('button', { name: 'Bağış Yap' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Payment Setup Failed');
    await expect(toast).toContainText('Unable to setup payment. Please try again or use bank transfer.');
    await expect(page.getByRole('button', { name: 'Bağış Yap' })).toBeEnabled();
  });
});
