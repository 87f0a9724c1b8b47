import { expect, test } from '@playwright/test';
import { waitForIslands } from './support/islands.ts';

test.describe('/blog', () => {
  test('lists featured posts and the rest, filters by category and searches', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
    await waitForIslands(page);
    const featured = page.getByRole('region', { name: 'Öne Çıkan Yazılar' });
    await expect(featured.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Tüm Yazılar' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create New Post' })).toHaveCount(0);

    // The chips read in Turkish; the value sent stays the spec's category ('Food & Dining').
    await page.getByRole('button', { name: 'Yeme İçme' }).click();
    await expect(page).toHaveURL(/\/blog\/search\?category=Food\+%26\+Dining$/);
    await expect(page.getByRole('button', { name: 'Yeme İçme' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'Adıyaman Çiğ Köftesi: Yoğurmanın Püf Noktaları' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Nemrut Dağı’nda Gün Doğumu/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Tümü' }).click();
    await page.getByLabel('Yazılarda ara').fill('NEMRUT');
    await expect(page.getByRole('link', { name: /Nemrut Dağı’nda Gün Doğumu/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Adıyaman Çiğ Köftesi: Yoğurmanın Püf Noktaları' })).toHaveCount(0);

    await page.getByLabel('Yazılarda ara').fill('zzqqxx');
    await expect(page.getByText('Aramanızla eşleşen yazı bulunamadı.')).toBeVisible();
    await page.getByRole('link', { name: 'Filtreleri temizle' }).click();
    await expect(featured.getByRole('article')).toHaveCount(3);
  });

  test('a post page shows everything of the spec and counts the view', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('link', { name: /Nemrut Dağı’nda Gün Doğumu/ }).click();
    await expect(page).toHaveURL(/\/blog\/nemrut-dagi-gun-dogumu-rehberi$/);
    await expect(page.getByRole('heading', { level: 1, name: /Nemrut Dağı’nda Gün Doğumu/ })).toBeVisible();
    const header = page.getByRole('article').locator('header');
    await expect(header.getByText('Tourism', { exact: true })).toBeVisible();
    await expect(header.locator('time')).toHaveText(
      /^\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}$/,
    );
    await expect(header.getByText(/^\d+ dk okuma$/)).toBeVisible();
    await expect(page.getByTestId('post-views')).toHaveText(/^[\d.]+ görüntülenme$/);
    await expect(header.getByText('#Nemrut')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Paylaş' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Neden gün doğumu?' })).toBeVisible();

    const related = page.getByRole('region', { name: 'İlgili Yazılar' });
    await expect(related.getByRole('listitem')).not.toHaveCount(0);
    expect(await related.getByRole('listitem').count()).toBeLessThanOrEqual(3);
    await expect(related.getByRole('link', { name: /Nemrut Dağı’nda Gün Doğumu/ })).toHaveCount(0);

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/blog\/nemrut-dagi-gun-dogumu-rehberi$/,
    );
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /nemrut dağı gezi/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', articleSection: 'Tourism' });
  });

  test('a post alone in its category shows no related posts', async ({ page }) => {
    await page.goto('/blog/yerel-isletmeler-icin-dijital-gorunurluk');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'İlgili Yazılar' })).toHaveCount(0);
  });

  test('an unknown slug shows "Yazı Bulunamadı" with a way back', async ({ page }) => {
    const response = await page.goto('/blog/boyle-bir-yazi-yok');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Yazı Bulunamadı' })).toBeVisible();
    await expect(page.getByText('Aradığınız blog yazısı bulunamadı veya kaldırılmış olabilir.')).toBeVisible();
    await page.getByRole('link', { name: "Blog'a Dön" }).click();
    await expect(page).toHaveURL(/\/blog\/?$/);
  });
});
