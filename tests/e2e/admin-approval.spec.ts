import { expect, test } from '@playwright/test';
import { PROFANITY_WARNING } from '~/features/admin/profanity.ts';
import { DEFAULT_REJECTION_REASON } from '~/features/listings/options.ts';
import { E2E_ADMIN_PASSWORD, loginAsAdmin } from './support/admin.ts';
import { openE2eDb } from './support/e2e-db.ts';

test.describe('admin login', () => {
  test('an anonymous visitor of the approval panel is sent to the login (with the way back), and a wrong password gets a generic error', async ({
    page,
  }) => {
    // Every desk page redirects a visitor without a session to the login, keeping the way back.
    await page.goto('/admin/approval');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fapproval$/);
    await expect(page.getByRole('heading', { name: 'Yönetici Girişi' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'İşletme Onay Paneli' })).toHaveCount(0);
    await page.getByLabel('Kullanıcı adı veya e-posta').fill('admin');
    await page.getByLabel('Şifre').fill(`${E2E_ADMIN_PASSWORD}-yanlis`);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByRole('alert')).toHaveText('Kullanıcı adı veya şifre hatalı.');
    const anonymous = await page.request.get('/api/businesses/pending/all');
    expect(anonymous.status()).toBe(401);
  });
});

test.describe('approval panel', () => {
  test('approve one business (it goes public at once) and reject one with a reason', async ({ page }) => {
    await loginAsAdmin(page);
    await expect(page.getByTestId('pending-count')).toHaveText(/^\d+ işletme onay bekliyor$/);

    const approveCard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Gölbaşı Balık Evi' }) });
    await expect(approveCard.getByText('Hüseyin Çelik')).toBeVisible();
    await approveCard.getByRole('button', { name: 'Onayla' }).click();
    await expect(page.getByTestId('toast')).toContainText('İşletme Onaylandı');
    await expect(page.getByTestId('toast')).toContainText('İşletme başarıyla onaylandı ve yayına alındı.');
    await expect(page.getByRole('heading', { name: 'Gölbaşı Balık Evi' })).toBeHidden();
    await expect(page.getByTestId('rebuild-status')).toBeVisible();

    // Public lists read approved rows on demand: a visitor finds the business at once.
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`/businesses?q=${encodeURIComponent('golbasi balik')}`);
    await expect(visitor.getByRole('heading', { name: 'Gölbaşı Balık Evi' })).toBeVisible();
    await visitor.close();

    const rejectCard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Samsat Tekne Turları' }) });
    await rejectCard.getByLabel('Red nedeni (isteğe bağlı)').fill('Vergi levhası eksik.');
    // Reject asks first, with the reason; 'Vazgeç' keeps the business pending.
    await rejectCard.getByRole('button', { name: 'Reddet' }).click();
    const confirm = rejectCard.getByRole('alertdialog');
    await expect(confirm).toContainText('“Samsat Tekne Turları” şu nedenle reddedilecek: “Vergi levhası eksik.”');
    await confirm.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(confirm).toHaveCount(0);
    await rejectCard.getByRole('button', { name: 'Reddet' }).click();
    await rejectCard.getByRole('button', { name: 'Evet, Reddet' }).click();
    await expect(page.getByTestId('toast')).toContainText('İşletme Reddedildi');
    await expect(page.getByRole('heading', { name: 'Samsat Tekne Turları' })).toBeHidden();

    const db = openE2eDb();
    try {
      const rows = await db
        .selectFrom('businesses')
        .select(['name', 'status', 'rejectionReason'])
        .where('name', 'in', ['Gölbaşı Balık Evi', 'Samsat Tekne Turları'])
        .orderBy('name')
        .execute();
      expect(rows).toEqual([
        { name: 'Gölbaşı Balık Evi', status: 'approved', rejectionReason: null },
        { name: 'Samsat Tekne Turları', status: 'rejected', rejectionReason: 'Vergi levhası eksik.' },
      ]);
    } finally {
      await db.destroy();
    }
  });

  test('warns about inappropriate words without blocking, and a blank reason stores the default', async ({ page }) => {
    const name = `Kaltak Büfe ${Date.now()}`;
    const db = openE2eDb();
    try {
      await db
        .insertInto('businesses')
        .values({
          name,
          category: 'Restoranlar',
          address: 'Test Sokak No:1, Merkez/Adıyaman',
          district: 'Merkez',
          ownerName: 'Deneme Sahibi',
          status: 'pending',
        })
        .execute();
      await loginAsAdmin(page);
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      await expect(card.getByText(PROFANITY_WARNING)).toBeVisible();
      await expect(card.getByRole('button', { name: 'Onayla' })).toBeEnabled();
      const clean = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Besni Üzüm Evi' }) });
      await expect(clean.getByText(PROFANITY_WARNING)).toHaveCount(0);

      await card.getByRole('button', { name: 'Reddet' }).click();
      await expect(card.getByRole('alertdialog')).toContainText(DEFAULT_REJECTION_REASON);
      await card.getByRole('button', { name: 'Evet, Reddet' }).click();
      await expect(page.getByTestId('toast')).toContainText('İşletme Reddedildi');
      await expect(page.getByRole('heading', { name })).toBeHidden();
      const row = await db
        .selectFrom('businesses')
        .select(['status', 'rejectionReason'])
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'rejected', rejectionReason: DEFAULT_REJECTION_REASON });
    } finally {
      await db.destroy();
    }
  });

  test('logging out ends the session', async ({ page }) => {
    await loginAsAdmin(page);
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await page.request.get('/api/businesses/pending/all')).status()).toBe(401);
    await page.goto('/admin/approval');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fapproval$/);
    await expect(page.getByRole('heading', { name: 'Yönetici Girişi' })).toBeVisible();
  });
});
