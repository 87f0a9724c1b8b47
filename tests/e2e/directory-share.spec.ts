import { expect, test } from '@playwright/test';

test.describe('share dialog and widget', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  });

  test('caps the custom message at 500 characters and copies for Instagram with its toast', async ({
    page,
    request,
  }) => {
    const { businesses } = await (await request.get('/api/businesses?limit=1')).json();
    const business = businesses[0];
    await page.goto(`/business/${business.id}`);
    await page.getByRole('button', { name: 'İşletmeyi Paylaş' }).click();
    const dialog = page.getByRole('dialog', { name: `${business.name} işletmesini paylaş` });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('radio', { name: 'Ziyaret' }).check();
    await expect(dialog).toContainText(`Bugün ${business.name} işletmesini ziyaret ettim.`);
    const message = dialog.getByLabel('Özel mesaj (isteğe bağlı)');
    await message.fill('a'.repeat(600));
    await expect(message).toHaveValue('a'.repeat(500));
    await expect(dialog.getByText('500/500')).toBeVisible();
    await message.fill('Harika bir yer!');
    await expect(dialog.getByText('15/500')).toBeVisible();

    await dialog.getByRole('button', { name: 'Instagram' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Instagram paylaşımı');
    await expect(toast).toContainText('Bağlantı kopyalandı. Instagram uygulamasında hikaye olarak paylaşabilirsiniz.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`Harika bir yer! ${new URL(`/business/${business.id}`, page.url()).href}`);

    // No network in tests: answer the share page locally and check where the popup went.
    await page
      .context()
      .route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp', contentType: 'text/plain' }));
    const popupPromise = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'WhatsApp' }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    const shared = new URL(popup.url());
    expect(shared.host).toBe('wa.me');
    expect(shared.searchParams.get('text')).toBe(
      `Harika bir yer! ${new URL(`/business/${business.id}`, page.url()).href}`,
    );
    expect(await popup.evaluate(() => window.outerWidth)).toBe(600);
    await popup.close();
  });

  test('the full widget reveals more options and shows the copied indicator', async ({ page, request }) => {
    const { businesses } = await (await request.get('/api/businesses?limit=1')).json();
    await page.goto(`/business/${businesses[0].id}`);
    const widget = page.getByRole('region', { name: 'Paylaş', exact: true });
    await expect(widget.getByRole('link', { name: 'Telegram ile paylaş' })).toHaveCount(0);
    await widget.getByRole('button', { name: 'Daha fazla seçenek göster' }).click();
    await expect(widget.getByRole('link', { name: 'Telegram ile paylaş' })).toBeVisible();
    await expect(widget.getByRole('link', { name: 'Twitter ile paylaş' })).toBeVisible();

    await widget.getByRole('button', { name: 'Bağlantıyı kopyala' }).click();
    await expect(widget.getByRole('button', { name: 'Kopyalandı!' })).toBeVisible();
    await expect(page.getByTestId('toast')).toContainText('Bağlantı kopyalandı!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(widget.getByRole('button', { name: 'Bağlantıyı kopyala' })).toBeVisible();
  });
});
