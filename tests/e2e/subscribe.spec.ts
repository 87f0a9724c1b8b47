import { expect, test } from '@playwright/test';
import { fakeEvent, signPayload } from '../support/fake-stripe-server.ts';
import { stubStripeJs, waitForIslands } from '../support/stripe-js-stub.ts';

const paymentsBaseUrl = process.env.E2E_PAYMENTS_BASE_URL!;

test.describe('premium plans without Stripe keys', () => {
  test('lists the three plans and says payments are not configured when a plan is chosen', async ({ page }) => {
    await page.goto('/subscribe');
    const plans = page.getByRole('list', { name: 'Planlar' });
    await expect(plans.getByRole('heading', { level: 2 })).toHaveText([
      'Basic Premium',
      'Premium Plus',
      'Elite Showcase',
    ]);
    await expect(plans.getByText('₺1.000')).toBeVisible();
    await expect(plans.getByRole('listitem').filter({ hasText: 'Premium Plus' }).first()).toContainText('En Popüler');
    await expect(page.getByText('Çevrimiçi ödeme şu anda kapalı').first()).toBeVisible();

    await page.getByRole('button', { name: 'Planı Seç (Elite Showcase)' }).click();
    const payment = page.getByRole('region', { name: 'Ödeme' });
    await expect(payment).toContainText('Elite Showcase');
    await expect(payment.getByText(/Ödeme sistemi yapılandırılmamış/)).toBeVisible();
    await expect(payment.getByRole('button', { name: 'Ödemeye Geç' })).toHaveCount(0);
  });

  test('the management page shows the not-found state for an unknown business', async ({ page }) => {
    const response = await page.goto('/business-management?success=true&business=999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'İşletme Bulunamadı' })).toBeVisible();
  });

  test('success is shown only for a payment the server knows', async ({ page, request }) => {
    // The spec's bare return address: a neutral page, not a 404 and not a success.
    const bare = await page.goto('/business-management?success=true');
    expect(bare?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Abonelik Durumu' })).toBeVisible();
    await expect(page.getByText('Payment Successful')).toHaveCount(0);

    // Any business without that payment: its state, no success banner and no toast.
    const { businesses } = await (await request.get('/api/payments/businesses')).json();
    const id = businesses[0].id as number;
    for (const query of [`success=true&business=${id}`, `success=true&business=${id}&payment_intent=pi_forged`]) {
      await page.goto(`/business-management?${query}`);
      await expect(page.getByText('Abonelik yok')).toBeVisible();
      await expect(page.getByText('Payment Successful')).toHaveCount(0);
      await expect(page.getByTestId('toast')).toHaveCount(0);
    }
  });
});

test.describe('premium plans with Stripe configured', () => {
  test.use({ baseURL: paymentsBaseUrl });

  test('choosing a plan shows the payment step; paying and the webhook upgrade the business', async ({
    page,
    request,
  }) => {
    const { businesses } = await (await request.get('/api/payments/businesses')).json();
    // Counted from the end so this test and others picking the first businesses rarely share one.
    const business = [...businesses]
      .reverse()
      .find((b: { subscriptionTier: string }) => b.subscriptionTier === 'free') as { id: number; name: string };
    await stubStripeJs(page, 'succeeded');
    await page.goto(`/subscribe?business=${business.id}`);
    await waitForIslands(page);

    await page.getByRole('button', { name: 'Planı Seç (Premium Plus)' }).click();
    const payment = page.getByRole('region', { name: 'Ödeme' });
    await expect(payment).toContainText('Premium Plus');
    const select = payment.getByLabel('Yükseltilecek işletme');
    await expect(select).toHaveValue(String(business.id));
    const created = page.waitForResponse('**/api/create-subscription');
    await payment.getByRole('button', { name: 'Ödemeye Geç' }).click();
    const { subscriptionId } = await (await created).json();

    await expect(payment.locator('[data-stripe-stub="payment"]')).toBeVisible();
    await payment.getByRole('button', { name: '₺1.000 Öde ve Abone Ol' }).click();

    await page.waitForURL(
      new RegExp(`/business-management\\?success=true&business=${business.id}&payment_intent=pi_\\w+$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
    await expect(page.getByText('Payment Successful').first()).toBeVisible();
    // Until Stripe's invoice.paid webhook arrives, the subscription waits for the payment.
    await expect(page.getByText('Premium Plus — Ödeme bekleniyor')).toBeVisible();

    // Stripe's signed webhook reaches the real server (Astro's origin check lets application/json through).
    const deliver = async (type: string, object: Record<string, unknown>) => {
      const event = fakeEvent(type, object);
      const res = await request.post('/api/stripe/webhook', {
        data: event.body,
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signPayload(event.body) },
      });
      expect(res.status()).toBe(200);
    };
    const unsigned = await request.post('/api/stripe/webhook', {
      data: fakeEvent('invoice.paid', {}).body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status()).toBe(400);

    await deliver('invoice.paid', {
      id: 'in_e2e',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    });
    await page.reload();
    await expect(page.getByTestId('tier')).toHaveText('Premium');
    await expect(page.getByText('Premium Plus — Aktif')).toBeVisible();

    // Cancelled: back to free (also leaves the shared e2e data as it was).
    await deliver('customer.subscription.deleted', { id: subscriptionId, object: 'subscription', status: 'canceled' });
    await page.reload();
    await expect(page.getByTestId('tier')).toHaveText('Ücretsiz');
  });

  test('asks for a business before creating the subscription', async ({ page }) => {
    await stubStripeJs(page, 'declined');
    await page.goto('/subscribe');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Planı Seç (Basic Premium)' }).click();
    const payment = page.getByRole('region', { name: 'Ödeme' });
    await expect(payment.getByLabel('Yükseltilecek işletme')).toBeVisible();
    await payment.getByRole('button', { name: 'Ödemeye Geç' }).click();
    await expect(payment.getByText('Lütfen yükseltmek istediğiniz işletmeyi seçin.')).toBeVisible();
  });
});
