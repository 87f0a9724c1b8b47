import { expect, type Page, test } from '@playwright/test';
import { openE2eDb } from './support/e2e-db.ts';
import { contactMessage, fillByLabel } from './support/forms.ts';
import { describeWithoutJs, expectConfirmation, expectRefusedForm, sendFormPage } from './support/no-js.ts';
import { delayIslandScripts } from './support/slow.ts';

const db = openE2eDb();
const messagesFrom = (email: string) =>
  db.selectFrom('contactMessages').select('id').where('email', '=', email).execute();

const fillContact = (page: Page, email: string, name = 'Hatice Yıldız') =>
  fillByLabel(page, contactMessage({ 'Adınız Soyadınız': name, 'E-posta': email }));

describeWithoutJs('/contact', () => {
  test('a message is sent by a plain form post, stored once, and the confirmation shown', async ({ page }) => {
    const email = `nojs-${Date.now()}@example.com`;
    await sendFormPage(page, '/contact', () => fillContact(page, email), 'Mesaj Gönder');
    await expectConfirmation(page, /\/contact\/sent$/, 'Mesajınız Gönderildi!');
    expect(await messagesFrom(email)).toHaveLength(1);
  });

  test('a refused message comes back with the Turkish message beside the field and every value kept', async ({
    page,
  }) => {
    const email = `nojs-bad-${Date.now()}@example`;
    await sendFormPage(
      page,
      '/contact',
      () => fillByLabel(page, contactMessage({ 'E-posta': email, Konu: '   ' })),
      'Mesaj Gönder',
    );
    // Both pass the browser's own checks ('x@example' has no dot, the subject only spaces); the server refuses.
    await expectRefusedForm(
      page,
      { name: 'Mesaj Gönderin' },
      { 'E-posta': 'Geçerli bir email adresi girin', Konu: 'Konu gerekli' },
      {
        'Adınız Soyadınız': 'Hatice Yıldız',
        'E-posta': email,
        Mesajınız: 'Köyümüzdeki pansiyonu nasıl eklerim?',
      },
    );
    expect(await messagesFrom(email)).toHaveLength(0);

    // Corrected on the same page, it goes through.
    await page.getByLabel(/^E-posta/).fill(`${email}.com`);
    await page.getByLabel(/^Konu/).fill('Pansiyon kaydı');
    await page.getByRole('button', { name: 'Mesaj Gönder' }).click();
    await expect(page.getByRole('heading', { name: 'Mesajınız Gönderildi!' })).toBeVisible();
    expect(await messagesFrom(`${email}.com`)).toHaveLength(1);
  });
});

test.describe('/contact while its script is still loading', () => {
  test('a message typed and sent before hydration arrives once, with the success text', async ({ page }) => {
    const email = `late-${Date.now()}@example.com`;
    await delayIslandScripts(page, 4_000);
    await page.goto('/contact', { waitUntil: 'commit' });
    await fillContact(page, email);
    await page.getByRole('button', { name: 'Mesaj Gönder' }).click();
    await expect(page.getByText('Mesajınız Gönderildi!')).toBeVisible({ timeout: 15_000 });
    expect(await messagesFrom(email)).toHaveLength(1);
  });

  test('what was typed before hydration is kept and sent by the hydrated form', async ({ page }) => {
    const email = `typed-${Date.now()}@example.com`;
    await delayIslandScripts(page, 2_000);
    await page.goto('/contact', { waitUntil: 'commit' });
    await fillContact(page, email, 'Erken Yazan');
    await page.locator('astro-island[component-url*="ContactForm"]:not([ssr])').waitFor({ state: 'attached' });
    await page.getByLabel(/^Konu/).fill('Hidrasyondan sonra');
    await expect(page.getByLabel(/^Adınız Soyadınız/)).toHaveValue('Erken Yazan');
    const sent = page.waitForRequest('**/api/contact');
    await page.getByRole('button', { name: 'Mesaj Gönder' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ name: 'Erken Yazan', email, subject: 'Hidrasyondan sonra' });
    await expect(page.getByText('Mesajınız Gönderildi!')).toBeVisible();
    expect(await messagesFrom(email)).toHaveLength(1);
  });
});
