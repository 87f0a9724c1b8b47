import { expect, test } from '@playwright/test';
import { AUTHORITY_MSG } from '~/features/seo/authority-builder-schema.ts';
import { loginAsAdmin } from './support/admin.ts';
import { waitForIslands } from './support/islands.ts';

test('a visitor without an admin session sees the login notice, and the API refuses them', async ({ page }) => {
  await page.goto('/authority-builder');
  await expect(page.getByRole('heading', { level: 1, name: 'Website Authority Builder' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Yönetici girişi' })).toHaveAttribute(
    'href',
    '/admin/login?next=%2Fauthority-builder',
  );
  await expect(page.getByRole('tab', { name: 'Rehber Başvuruları' })).toHaveCount(0);
  expect((await page.request.get('/api/authority/progress')).status()).toBe(401);
});

test.describe('operator', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the business info, submits a directory, contacts an institution and marks an action', async ({
    page,
  }) => {
    await loginAsAdmin(page, '/authority-builder');
    await waitForIslands(page);
    await expect(page.getByText('Rehber hedefi')).toBeVisible();

    // Priority actions: copy the business information of the travel-site guide.
    await page.getByRole('button', { name: 'Bilgileri Kopyala' }).click();
    await expect(page.getByRole('button', { name: AUTHORITY_MSG.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('İşletme adı: Adıyaman Rehberi');

    await page.getByRole('tab', { name: 'Turizm Müdürlüğü' }).click();
    await expect(page.getByRole('link', { name: 'Mektubu e-postayla gönder' })).toHaveAttribute(
      'href',
      /^mailto:.+body=/,
    );
    await page.getByRole('button', { name: 'Mark as Started' }).click();
    await expect(page.getByRole('status').filter({ hasText: AUTHORITY_MSG.actionStarted })).toBeVisible();

    // Progress before the submission.
    await page.getByRole('tab', { name: 'İlerleme' }).click();
    const overall = page.getByRole('progressbar', { name: 'Tüm rehber başvuruları' });
    const before = Number(await overall.getAttribute('aria-valuenow'));

    // Directory submissions: the pending card offers Başvur; after it the card shows 'Gönderildi'.
    await page.getByRole('tab', { name: 'Rehber Başvuruları' }).click();
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Apple Business Connect' }) });
    await expect(card.getByText('Beklemede')).toBeVisible();
    // The site's own e-mail and phone come from SITE_EMAIL / SITE_PHONE; unset here, the operator fills them in.
    await page.getByLabel('İletişim e-postası').fill('iletisim@adiyamanrehberi.example');
    await page.getByLabel('İletişim telefonu').fill('+90 416 000 00 00');
    await card.getByRole('button', { name: 'Apple Business Connect için başvur' }).click();
    await expect(page.getByTestId('toast')).toContainText(AUTHORITY_MSG.submittedTitle);
    await expect(page.getByTestId('toast')).toContainText(AUTHORITY_MSG.submittedText);
    await expect(card.getByText('Gönderildi')).toBeVisible();
    await expect(card.getByRole('button', { name: /başvur$/ })).toHaveCount(0);

    await page.getByRole('tab', { name: 'İlerleme' }).click();
    await expect(overall).toHaveAttribute('aria-valuenow', String(before + 1));

    // Partnership building: contact an institution.
    await page.getByRole('tab', { name: 'Ortaklıklar' }).click();
    const partner = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Adıyaman Ticaret ve Sanayi Odası' }) });
    await partner.getByRole('button', { name: 'Adıyaman Ticaret ve Sanayi Odası ile iletişime geç' }).click();
    await partner.getByRole('button', { name: 'Teklifi Kaydet' }).click();
    await expect(page.getByTestId('toast')).toContainText(AUTHORITY_MSG.contactedTitle);
    await expect(partner.getByText('İletişime Geçildi')).toBeVisible();
  });
});
