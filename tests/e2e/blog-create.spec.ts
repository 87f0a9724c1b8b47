import { expect, test } from '@playwright/test';
import { loginAsAdmin } from './support/admin.ts';
import { hydrated } from './support/islands.ts';

test.describe('/admin/blog/create', () => {
  test('a visitor without an admin session is told "Access Denied" and sent to /blog', async ({ page }) => {
    // The server redirects (no form in the page); /blog shows the spec's toast once.
    const response = await page.goto('/admin/blog/create');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/admin\/blog\/create$/);
    await expect(page.getByTestId('toast')).toContainText('Access Denied');
    await expect(page.getByTestId('toast')).toContainText('You need admin access to create blog posts.');
    await expect(page).toHaveURL(/\/blog\/?$/);
    await expect(page.getByRole('heading', { name: 'Create New Blog Post' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
    await expect(page.getByTestId('toast')).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the visitor lands on /blog with the "Access Denied" notice and a login link', async ({ page }) => {
      await page.goto('/admin/blog/create');
      await expect(page).toHaveURL(/\/blog#erisim-reddedildi$/);
      const notice = page.getByRole('alert').filter({ hasText: 'Access Denied' });
      await expect(notice).toContainText('You need admin access to create blog posts.');
      await expect(notice.getByRole('link', { name: 'Yönetici girişi' })).toHaveAttribute(
        'href',
        /next=%2Fadmin%2Fblog%2Fcreate/,
      );
      await page.goto('/blog');
      await expect(page.getByRole('alert').filter({ hasText: 'Access Denied' })).toHaveCount(0);
    });
  });

  test('shows the form rules as messages', async ({ page }) => {
    await loginAsAdmin(page, '/admin/blog/create');
    // Once hydrated the form checks with the schema and shows the spec's messages (before, the browser's own).
    await hydrated(page, 'BlogCreateForm');
    await page.getByRole('textbox', { name: 'Başlık', exact: true }).fill('Kısa');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.getByText('Title must be at least 10 characters')).toBeVisible();
    await expect(page.getByText('Content must be at least 100 characters')).toBeVisible();
    await expect(page.getByText('Excerpt must be at least 20 characters')).toBeVisible();
    await expect(page.getByText('Category is required')).toBeVisible();
    await page.getByLabel('Adres (slug)').fill('Bad Slug!');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.getByText('Slug must be lowercase letters, numbers, and hyphens only')).toBeVisible();
  });

  test('publishing lands on the new post at once, and /blog lists it at once', async ({ page }) => {
    const stamp = Date.now();
    const title = `Çelikhan Yaylalarında Bir Hafta Sonu ${stamp}`;
    const slug = `celikhan-yaylalarinda-bir-hafta-sonu-${stamp}`;

    await loginAsAdmin(page, '/admin/blog/create');
    await hydrated(page, 'BlogCreateForm');
    await page.getByRole('textbox', { name: 'Başlık', exact: true }).fill(title);
    await expect(page.getByLabel('Adres (slug)')).toHaveValue(slug);
    await page.getByRole('radio', { name: 'Markdown' }).check();
    await page
      .getByRole('textbox', { name: 'İçerik', exact: true })
      .fill(
        `## Yola çıkış\n\nÇelikhan'ın serin yaylalarında geçen bir hafta sonunun notları: kahvaltı, yürüyüş ve yayla evleri.\n\n- Bulam yaylası\n- Çelikhan merkez\n\n<script>alert('x')</script>`,
      );
    await page.getByLabel('Özet').fill('Çelikhan yaylalarında iki günlük bir gezinin notları.');
    await page.getByRole('combobox', { name: /^Kategori/ }).selectOption('Technology');
    await page.getByLabel('Etiketler').fill('Çelikhan, yayla, ');
    await page.getByRole('button', { name: 'Create Post' }).click();

    await expect(page.getByTestId('toast')).toContainText('Blog Post Created');
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Yola çıkış' })).toBeVisible();
    await expect(page.getByText('#yayla')).toBeVisible();
    await expect(page.getByText("alert('x')")).toHaveCount(0);

    // /blog is rendered on demand and kept per version of the posts: no rebuild to wait for.
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: 'Create New Post' })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});
