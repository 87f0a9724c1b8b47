import { expect, test } from '@playwright/test';

// The inside of a business page and the visitor's kit in English and Kurmanji, in a browser: the review
// form's island speaks the page's language (its labels and its own checks), and the Nemrut trip and the
// duty pharmacies are reached under /en and /ku.

test('the review form on /en/business/{id} labels and checks in English', async ({ page, request }) => {
  const { businesses } = await (await request.get('/api/businesses?limit=500')).json();
  const form = page.getByRole('form', { name: 'Review form' });
  // The first listing that takes reviews (a closed one has no form).
  for (const { id } of (businesses as { id: number }[]).slice(0, 10)) {
    await page.goto(`/en/business/${id}`);
    if ((await form.count()) > 0) break;
  }
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: 'Send review' })).toBeEnabled();
  await expect(form).toContainText('Privacy notice (KVKK)');
  // Once hydrated the island checks with its schema: each message in English.
  await expect.poll(async () => form.evaluate((el) => (el as HTMLFormElement).noValidate)).toBe(true);
  await form.getByLabel('Your review').fill('Kısa');
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(form).toContainText('Please give a rating from 1 to 5');
  await expect(form).toContainText('Please write a review of at least 10 characters');
});

test('the Nemrut trip and the duty pharmacies are reached in Kurmanji and English', async ({ page }) => {
  expect((await page.goto('/ku/turizm/nemrut'))?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ku');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gera Rojhilatinê ya Çiyayê Nemrûdê');
  expect((await page.goto('/en/nobetci-eczane'))?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Duty pharmacies');
  await expect(page.getByTestId('duty-window')).toContainText('On duty:');
});
