import { expect, test } from '@playwright/test';

test.describe('/business/{id}', () => {
  test('shows an approved business with its details, hours, contact, info and structured data', async ({
    page,
    request,
  }) => {
    const { businesses } = await (await request.get('/api/businesses?limit=500')).json();
    const business = businesses.find(
      (b: { whatsappNumber: string | null; email: string | null }) => b.whatsappNumber && b.email,
    );
    const response = await page.goto(`/business/${business.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
    await expect(page.getByTestId('district')).toHaveText(business.district);
    await expect(page.getByTestId('open-status')).toContainText(/Şimdi açık|Kapalı/);
    // The hours sit under a visually hidden 'Adres ve çalışma saatleri' heading (the phone-first page).
    await expect(page.getByRole('heading', { name: 'Çalışma Saatleri', exact: true })).toBeVisible();
    // The WhatsApp tap goes through the server (counted for the owner), which sends it on to wa.me.
    const whatsapp = page.getByTestId('business-actions').getByRole('link', { name: 'WhatsApp', exact: true });
    await expect(whatsapp).toHaveAttribute('href', `/api/businesses/${business.id}/git/whatsapp`);
    const tapped = await request.get(`/api/businesses/${business.id}/git/whatsapp`, { maxRedirects: 0 });
    expect(tapped.status()).toBe(302);
    expect(tapped.headers().location).toMatch(/^https:\/\/wa\.me\/90\d{10}\?text=Merhaba/);
    await expect(page.getByTestId('business-actions').getByRole('link', { name: 'Ara', exact: true })).toHaveAttribute(
      'href',
      /^tel:/,
    );
    await expect(page.getByRole('region', { name: 'Bilgiler', exact: true })).toContainText('Aktif');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/business/${business.id}$`),
    );
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.some((t) => JSON.parse(t)['@type'] === 'LocalBusiness')).toBe(true);
    expect(ld.some((t) => JSON.parse(t)['@type'] === 'BreadcrumbList')).toBe(true);

    await page.getByTestId('breadcrumb').getByRole('link', { name: 'İşletmeler', exact: true }).click();
    await expect(page).toHaveURL(/\/businesses$/);
  });

  test("answers 404 with 'İşletme Bulunamadı' for a missing or pending business", async ({ page, request }) => {
    const missing = await page.goto('/business/999999');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'İşletme Bulunamadı' })).toBeVisible();

    // The seed's pending applications come after its approved businesses.
    const { total } = await (await request.get('/api/businesses?limit=1')).json();
    const pendingId = total + 1;
    expect((await request.get(`/api/businesses/${pendingId}`)).status()).toBe(404);
    const pending = await page.goto(`/business/${pendingId}`);
    expect(pending?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'İşletme Bulunamadı' })).toBeVisible();
  });
});
