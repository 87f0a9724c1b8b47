import { expect, test } from '@playwright/test';
import { ANALYTICS_MSG } from '~/features/analytics/messages.ts';
import { expectNoAxeViolations } from './support/a11y.ts';
import { loginAsAdmin } from './support/admin.ts';
import { openE2eDb } from './support/e2e-db.ts';

test.describe('analytics', () => {
  test('an anonymous visitor sees the login notice and no figures', async ({ page }) => {
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: ANALYTICS_MSG.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Bu sayfa için yönetici girişi gerekir.');
    await expect(page.getByRole('region', { name: 'Ziyaretçiler' })).toHaveCount(0);
    expect((await page.request.get('/api/analytics/overview')).status()).toBe(401);
    expect((await page.request.get('/api/analytics/server-stats?hours=24')).status()).toBe(401);
  });

  test('an admin sees figures computed from the database and honest empty states', async ({ page }) => {
    const term = `analiz-${Date.now().toString(36)}`;
    const db = openE2eDb();
    try {
      // Searches as the request log records them; the term is unique to this run.
      const stamp = new Date().toISOString();
      const rows = Array.from({ length: 25 }, () => ({
        ip: '192.0.2.0',
        method: 'GET',
        path: `/businesses?q=${term}`,
        statusCode: 200,
        duration: 5,
        userAgent: 'Mozilla/5.0',
        device: 'desktop',
        browser: 'Chrome',
        timestamp: stamp,
      }));
      await db.insertInto('requestLog').values(rows).execute();
      const approved = await db
        .selectFrom('businesses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'approved')
        .executeTakeFirstOrThrow();
      expect(Number(approved.n)).toBeGreaterThan(0);
    } finally {
      await db.destroy();
    }

    await loginAsAdmin(page, '/analytics');
    await expect(page.getByText('Kategori', { exact: true }).locator('..')).toContainText('17');
    await expect(page.getByRole('region', { name: 'Arama Eğilimleri' })).toContainText(term);
    await expect(
      page.getByRole('region', { name: 'Arama Eğilimleri' }).getByRole('listitem').filter({ hasText: term }),
    ).toContainText('25');
    await expect(page.getByRole('region', { name: 'İlçe Dağılımı' })).toContainText('Merkez');
    await expect(page.getByRole('region', { name: 'Popüler Kategoriler' })).toContainText('30 günde');
    await expect(page.getByRole('region', { name: /^Sunucu İstatistikleri/ })).toContainText('İstek');
    await expect(page.getByRole('region', { name: 'En Çok İstenen Adresler' })).toContainText('/businesses');
    // The e2e traffic comes from this site only and the log has no country source.
    await expect(page.getByRole('region', { name: 'Yönlendiren Siteler' })).toContainText(ANALYTICS_MSG.noReferrers);
    await expect(page.getByRole('region', { name: 'Ziyaretçi Ülkeleri' })).toContainText(ANALYTICS_MSG.noVisitors);

    await expectNoAxeViolations(page);

    const stats = await page.request.get('/api/analytics/server-stats?hours=0');
    expect(stats.status()).toBe(400);
  });
});
