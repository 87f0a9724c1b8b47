import { expect, type Page, test } from '@playwright/test';
import { openE2eDb } from './support/e2e-db.ts';
import { fillByLabel, partnershipApplication } from './support/forms.ts';
import { hydrated } from './support/islands.ts';
import { describeWithoutJs, expectConfirmation, expectRefusedForm, sendFormPage } from './support/no-js.ts';
import { delayIslandScripts } from './support/slow.ts';

const db = openE2eDb();
const applicationsFrom = (email: string) =>
  db
    .selectFrom('partnershipApplications')
    .select(['yearsInBusiness', 'partnershipType', 'category', 'preferredCommission'])
    .where('email', '=', email)
    .execute();
const reviewsSaying = (comment: string) =>
  db.selectFrom('reviews').select(['rating', 'authorName', 'status']).where('comment', '=', comment).execute();

const fillApplication = (page: Page, email: string) => fillByLabel(page, partnershipApplication({ 'E-posta': email }));

describeWithoutJs('/partnership', () => {
  test('an application is sent by a plain form post, stored once, and the confirmation shown', async ({ page }) => {
    const email = `nojs-${Date.now()}@example.com`;
    await sendFormPage(page, '/partnership', () => fillApplication(page, email), 'Başvuruyu Gönder');
    await expectConfirmation(page, /\/partnership\/sent$/, 'Başvuru Gönderildi');
    await expect(page.getByRole('status')).toContainText('2 iş günü içinde size dönüş yapacağız');
    expect(await applicationsFrom(email)).toEqual([
      { yearsInBusiness: 12, partnershipType: 'tourism_partner', category: 'turizm', preferredCommission: null },
    ]);
  });

  test('the browser refuses years in business outside 0–200 before anything is sent', async ({ page }) => {
    const email = `nojs-years-${Date.now()}@example.com`;
    await page.goto('/partnership');
    await fillApplication(page, email);
    const years = page.getByLabel(/^Faaliyet Yılı/);
    await years.fill('201');
    await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
    expect(await years.evaluate((el: HTMLInputElement) => el.validity.rangeOverflow)).toBe(true);
    await expect(page).toHaveURL(/\/partnership$/);
    expect(await applicationsFrom(email)).toHaveLength(0);
  });

  test('a refused application comes back with the Turkish messages beside the fields and every value kept', async ({
    page,
  }) => {
    const email = `nojs-bad-${Date.now()}@example`;
    const refused = {
      'E-posta': email,
      'İşletmenizi Tanıtın': '   ',
      'Özel Teklifleriniz': 'İlk konaklamada kahvaltı bizden',
    };
    await sendFormPage(
      page,
      '/partnership',
      () => fillByLabel(page, partnershipApplication(refused)),
      'Başvuruyu Gönder',
    );

    // Both pass the browser's own checks ('x@example' has no dot, the description only spaces); the server refuses.
    await expectRefusedForm(
      page,
      { name: 'Ortaklık Başvurusu', level: 1 },
      { 'E-posta': 'Geçerli bir email adresi girin', 'İşletmenizi Tanıtın': 'İşletme açıklaması gerekli' },
      {
        'İşletme Adı': 'Gerger Pansiyon',
        'Yetkili Adı Soyadı': 'Şükrü Öztürk',
        'E-posta': email,
        Kategori: 'turizm',
        'Ortaklık Türü': 'tourism_partner',
        'Faaliyet Yılı': '12',
        'Özel Teklifleriniz': 'İlk konaklamada kahvaltı bizden',
      },
    );
    expect(await applicationsFrom(email)).toHaveLength(0);

    // Corrected on the same page, it goes through once.
    await page.getByLabel(/^E-posta/).fill(`${email}.com`);
    await page.getByLabel(/^İşletmenizi Tanıtın/).fill('Fırat kıyısında aile pansiyonu.');
    await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
    await expect(page.getByRole('heading', { name: 'Başvuru Gönderildi' })).toBeVisible();
    expect(await applicationsFrom(`${email}.com`)).toHaveLength(1);
  });
});

/** A published business to review (not the one review-moderation.spec approves reviews of). */
async function businessPath(page: Page): Promise<string> {
  const { businesses } = await (await page.request.get('/api/businesses?category=Oteller&limit=1')).json();
  return `/business/${businesses[0].id}`;
}

describeWithoutJs('the review form of a business page', () => {
  test('the stars are chosen with the keyboard, the review is stored once and the visitor thanked at the form', async ({
    page,
  }) => {
    const path = await businessPath(page);
    const comment = `Nemrut dönüşü kaldık, odalar temizdi ${Date.now()}`;
    await page.goto(path);
    const form = page.getByRole('form', { name: 'Yorum formu' });
    const star = (n: number) => form.locator('label').filter({ has: page.getByRole('radio', { name: `${n} yıldız` }) });

    // Without a star the browser does not send the form.
    await form.getByLabel('Yorumunuz').fill(comment);
    await form.getByRole('button', { name: 'Yorumu Gönder' }).click();
    expect(
      await form.getByRole('radio', { name: '1 yıldız' }).evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    expect(await reviewsSaying(comment)).toHaveLength(0);

    await form.getByRole('radio', { name: '1 yıldız' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: '4 yıldız' })).toBeChecked();
    // Lit by CSS alone: the chosen star and those before it.
    const amber = await star(1).evaluate((el) => getComputedStyle(el).color);
    await expect(star(4)).toHaveCSS('color', amber);
    await expect(star(5)).not.toHaveCSS('color', amber);

    await form.getByLabel('Adınız (isteğe bağlı)').fill('Gülşen');
    await form.getByRole('button', { name: 'Yorumu Gönder' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?durum=yorum-alindi#yorum-formu$`));
    const notice = page.locator('#yorum-formu').getByRole('status');
    await expect(notice).toContainText('Yorumunuz alındı');
    await expect(notice).toContainText('Yorumunuz onaylandıktan sonra yayınlanacak. Teşekkür ederiz.');
    await expect(notice).toBeInViewport();
    expect(await reviewsSaying(comment)).toEqual([{ rating: 4, authorName: 'Gülşen', status: 'pending' }]);
    // Pending until approved: not among the published reviews.
    await expect(page.getByRole('region', { name: 'Yorumlar' }).getByText(comment)).toHaveCount(0);
  });

  test('a refused review comes back with the Turkish message, the chosen star and every value kept', async ({
    page,
  }) => {
    const path = await businessPath(page);
    await page.goto(path);
    const form = page.getByRole('form', { name: 'Yorum formu' });
    await form.getByRole('radio', { name: '2 yıldız' }).check({ force: true });
    // Ten spaces pass the browser's minlength; the server trims them and refuses.
    await form.getByLabel('Yorumunuz').fill(' '.repeat(10));
    await form.getByLabel('Adınız (isteğe bağlı)').fill('Ahmet Çelik');
    const answer = page.waitForResponse((r) => r.url().includes('/reviews') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Yorumu Gönder' }).click();
    expect((await answer).status()).toBe(400);

    const again = page.getByRole('form', { name: 'Yorum formu' });
    await expect(page.getByText('Yorumunuz gönderilemedi:')).toBeVisible();
    await page.getByRole('link', { name: 'Yorum formuna gidin' }).click();
    await expect(again.getByRole('alert').first()).toContainText('Lütfen en az 10 karakterlik bir yorum yazın');
    await expect(again.getByLabel('Yorumunuz')).toHaveAccessibleDescription(
      /Lütfen en az 10 karakterlik bir yorum yazın/,
    );
    await expect(again.getByLabel('Yorumunuz')).toBeInViewport();
    await expect(again.getByRole('radio', { name: '2 yıldız' })).toBeChecked();
    await expect(again.getByLabel('Adınız (isteğe bağlı)')).toHaveValue('Ahmet Çelik');
    await expect(page.locator('#yorum-formu').getByRole('status')).toHaveCount(0);

    // Corrected on the same page, it goes through once.
    const comment = `Kahta çayı ve ilgili personel, teşekkürler ${Date.now()}`;
    await again.getByLabel('Yorumunuz').fill(comment);
    await again.getByRole('button', { name: 'Yorumu Gönder' }).click();
    await expect(page.locator('#yorum-formu').getByRole('status')).toContainText('Yorumunuz alındı');
    expect(await reviewsSaying(comment)).toEqual([{ rating: 2, authorName: 'Ahmet Çelik', status: 'pending' }]);
  });
});

test.describe('the review form while its script is still loading', () => {
  test('the star and comment chosen before hydration are kept and sent once by the hydrated form', async ({ page }) => {
    const path = await businessPath(page);
    const comment = `Hidrasyondan önce yazıldı, Perre gezisi harikaydı ${Date.now()}`;
    await delayIslandScripts(page, 2_000);
    await page.goto(path, { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Yorum formu' });
    await form.getByRole('radio', { name: '5 yıldız' }).check({ force: true });
    await form.getByLabel('Yorumunuz').fill(comment);
    await hydrated(page, 'ReviewForm');
    await expect(form.getByRole('radio', { name: '5 yıldız' })).toBeChecked();
    await expect(form.getByLabel('Yorumunuz')).toHaveValue(comment);

    const sent = page.waitForRequest((r) => r.url().endsWith('/reviews') && r.method() === 'POST');
    await form.getByRole('button', { name: 'Yorumu Gönder' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ rating: 5, comment });
    await expect(page.getByRole('status').filter({ hasText: 'Yorumunuz alındı' })).toBeVisible();
    expect(await reviewsSaying(comment)).toEqual([{ rating: 5, authorName: null, status: 'pending' }]);
  });
});
