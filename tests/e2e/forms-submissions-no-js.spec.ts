import { expect, type Page, test } from '@playwright/test';
import { openE2eDb } from './support/e2e-db.ts';
import { fillByLabel, registration } from './support/forms.ts';
import { describeWithoutJs, expectConfirmation, expectRefusedForm, sendFormPage } from './support/no-js.ts';
import { delayIslandScripts } from './support/slow.ts';

const db = openE2eDb();
const businessesNamed = (name: string) => db.selectFrom('businesses').selectAll().where('name', '=', name).execute();

/** The wizard's one page (no scripts yet): a field of each fieldset, a day's hours and an interest. */
async function fillWizardPage(page: Page, name: string) {
  await page.getByLabel(/^İşletme Adı/).fill(name);
  await page.getByLabel(/^Kategori/).selectOption('Oteller');
  await page.getByLabel(/^Adres/).fill('Gerger Merkez Mah. No:7');
  await page.getByLabel(/^İlçe/).selectOption('Gerger');
  await page.getByLabel('Instagram', { exact: true }).fill('@gergerkonak');
  await page.getByLabel('Cumartesi').fill('08:00-14:00');
  await page.getByLabel('Instagram reklamları').check();
  await page.getByLabel('Hedef Kitle').fill('Nemrut yolcuları');
}

describeWithoutJs('/register-business', () => {
  test('a registration is sent by a plain form post, stored once, and the confirmation shown', async ({ page }) => {
    const name = `Kâhta Sofrası JS'siz ${Date.now()}`;
    await sendFormPage(page, '/register-business', () => fillByLabel(page, registration(name)), 'Ücretsiz Kayıt Ol');
    await expectConfirmation(page, /\/register-business\/sent$/, 'Başvuru Alındı!');
    await expect(page.getByText('İnceleme süreci 1-3 iş günü sürmektedir.')).toBeVisible();
    const rows = await businessesNamed(name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', district: 'Kâhta', ownerName: 'Ayşe Yılmaz' });
  });

  test('a refused registration comes back with the Turkish messages and every value kept', async ({ page }) => {
    const name = `Geri Gelen Kayıt ${Date.now()}`;
    const refused = { ...registration(name, 'ayse@example'), Hizmetler: '   ' };
    await sendFormPage(page, '/register-business', () => fillByLabel(page, refused), 'Ücretsiz Kayıt Ol');
    // Both pass the browser's own checks ('x@example' has no dot, the services only spaces); the server refuses.
    await expectRefusedForm(
      page,
      { name: 'İşletme Kayıt Formu' },
      { 'E-posta': 'Geçerli bir email adresi girin', Hizmetler: 'Hizmetler gerekli' },
      {
        'İşletme Adı': name,
        'E-posta': 'ayse@example',
        Kategori: 'Restaurant & Cafe',
        İlçe: 'Kahta',
        'Fiyat Aralığı': 'Orta (₺₺)',
        Açıklama: 'Geleneksel Adıyaman mutfağı sunan aile lokantası.',
      },
    );
    expect(await businessesNamed(name)).toHaveLength(0);

    // Corrected on the same page, it goes through once.
    await page.getByLabel(/^E-posta/).fill('ayse@example.com');
    await page.getByLabel(/^Hizmetler/).fill('Yemek');
    await page.getByRole('button', { name: 'Ücretsiz Kayıt Ol' }).click();
    await expect(page.getByRole('heading', { name: 'Başvuru Alındı!' })).toBeVisible();
    expect(await businessesNamed(name)).toHaveLength(1);
  });
});

describeWithoutJs('/add-business', () => {
  test('one page of four fieldsets and one button; sent, stored once, the confirmation shown', async ({ page }) => {
    const name = `Gerger Konağı JS'siz ${Date.now()}`;
    await page.goto('/add-business');
    const form = page.getByRole('form', { name: 'İşletme ekleme formu' });
    for (const legend of ['Temel Bilgiler', 'Sosyal Medya & İletişim', 'Reklamcılık & Pazarlama', 'İnceleme'])
      await expect(form.getByRole('group', { name: legend, exact: true })).toBeVisible();
    await expect(form.getByRole('button')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'İleri' })).toHaveCount(0);
    // The parts that need scripts are not shown: no step heading, no registry dialog. The Maps card is a
    // plain form of its own beside the wizard's.
    await expect(page.getByRole('heading', { name: /Adım 1\/4/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Google Maps’ten Bilgileri Al' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resmî Sicilden İçe Aktar' })).toHaveCount(0);
    await expect(page.locator('form form')).toHaveCount(0);

    await fillWizardPage(page, name);
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page).toHaveURL(/\/add-business\/sent$/);
    await expect(page.getByRole('heading', { name: 'Başvurunuz alındı' })).toBeVisible();
    const rows = await businessesNamed(name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'pending',
      district: 'Gerger',
      instagramHandle: '@gergerkonak',
      instagramAdsInterest: 1,
      googleAdsInterest: 0,
      targetAudience: 'Nemrut yolcuları',
    });
    expect(JSON.parse(rows[0]!.workingHours!)).toMatchObject({ monday: '09:00-18:00', saturday: '08:00-14:00' });
  });

  test('a Google Maps link posted by its card brings the form back filled in with what the link says', async ({
    page,
  }) => {
    const link = 'https://www.google.com/maps/place/Gerger+Kalesi/@37.9661,39.0281,17z/data=!3d37.9661!4d39.0281';
    await page.goto('/add-business');
    await page.getByLabel(/^Google Maps bağlantısı/).fill(link);
    await page.getByRole('button', { name: 'Verileri Getir' }).click();
    await expect(page).toHaveURL(/\/api\/businesses\/import-google-maps$/);
    await expect(page.getByLabel(/^İşletme Adı/)).toHaveValue('Gerger Kalesi');
    await expect(page.locator('input[name="latitude"]')).toHaveValue('37.9661');
  });

  test('a refused submission comes back with the Turkish message, hours and ticked boxes kept', async ({ page }) => {
    const name = `Geri Gelen Konak ${Date.now()}`;
    await page.goto('/add-business');
    await fillWizardPage(page, name);
    await page.getByLabel('E-posta', { exact: true }).fill('info@gerger');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByRole('heading', { name: 'İşletme Ekle' })).toBeVisible();
    await expect(page.getByRole('alert').first()).toContainText('Geçerli bir email adresi giriniz');
    await expect(page.getByLabel('E-posta', { exact: true })).toHaveAccessibleDescription(
      /Geçerli bir email adresi giriniz/,
    );
    await expect(page.getByLabel(/^İşletme Adı/)).toHaveValue(name);
    await expect(page.getByLabel(/^Kategori/)).toHaveValue('Oteller');
    await expect(page.getByLabel(/^İlçe/)).toHaveValue('Gerger');
    await expect(page.getByLabel('Cumartesi')).toHaveValue('08:00-14:00');
    await expect(page.getByLabel('Pazar', { exact: true })).toHaveValue('Kapalı');
    await expect(page.getByLabel('Instagram reklamları')).toBeChecked();
    await expect(page.getByLabel('Google Ads reklamları')).not.toBeChecked();
    expect(await businessesNamed(name)).toHaveLength(0);

    await page.getByLabel('E-posta', { exact: true }).fill('info@gerger.example');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByRole('heading', { name: 'Başvurunuz alındı' })).toBeVisible();
    const rows = await businessesNamed(name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'info@gerger.example', instagramAdsInterest: 1 });
  });
});

test.describe('while the island scripts are still loading', () => {
  test('a registration filled and sent right after the HTML appears arrives once, with the success text', async ({
    page,
  }) => {
    const name = `Geç Gelen Betik ${Date.now()}`;
    await delayIslandScripts(page, 4_000);
    await page.goto('/register-business', { waitUntil: 'commit' });
    await fillByLabel(page, registration(name));
    await page.getByRole('button', { name: 'Ücretsiz Kayıt Ol' }).click();
    await expect(page.getByText('Başvuru Alındı!').first()).toBeVisible({ timeout: 15_000 });
    expect(await businessesNamed(name)).toHaveLength(1);
  });

  test('what was typed on the wizard page before hydration stays when it becomes the steps', async ({ page }) => {
    const name = `Erken Yazılan Konak ${Date.now()}`;
    // A hydration mismatch is reported as a (minified) React error #418/#423/#425.
    const mismatch = /hydrat|#41[89]|#42[35]/i;
    const hydrationErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && mismatch.test(m.text())) hydrationErrors.push(m.text());
    });
    page.on('pageerror', (e) => {
      if (mismatch.test(e.message)) hydrationErrors.push(e.message);
    });
    await delayIslandScripts(page, 2_000);
    await page.goto('/add-business', { waitUntil: 'commit' });
    await fillWizardPage(page, name);
    await page.locator('astro-island[component-url*="AddBusinessWizard"]:not([ssr])').waitFor({ state: 'attached' });

    await expect(page.getByRole('heading', { name: /Adım 1\/4: Temel Bilgiler/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Google Maps’ten Bilgileri Al' })).toBeVisible();
    await expect(page.getByLabel(/^İşletme Adı/)).toHaveValue(name);
    await expect(page.getByLabel(/^Kategori/)).toHaveValue('Oteller');
    await page.getByRole('button', { name: 'İleri' }).click();
    await expect(page.getByLabel('Cumartesi')).toHaveValue('08:00-14:00');
    await expect(page.getByLabel('Instagram', { exact: true })).toHaveValue('@gergerkonak');
    await page.getByRole('button', { name: 'İleri' }).click();
    await expect(page.getByLabel('Instagram reklamları')).toBeChecked();
    await page.getByRole('button', { name: 'İleri' }).click();
    await expect(page.getByRole('heading', { name: /Adım 4\/4: İnceleme/ })).toBeVisible();

    const sent = page.waitForRequest('**/api/businesses');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      name,
      instagramAdsInterest: true,
      workingHours: { saturday: '08:00-14:00', sunday: 'Kapalı' },
    });
    await expect(page.getByTestId('toast')).toContainText('Başarılı!');
    expect(await businessesNamed(name)).toHaveLength(1);
    expect(hydrationErrors).toEqual([]);
  });
});
