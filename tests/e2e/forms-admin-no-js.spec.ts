import { expect, type Page, test } from '@playwright/test';
import { DESK_HOME_PATH } from '~/lib/paths.ts';
import { E2E_ADMIN_PASSWORD } from './support/admin.ts';
import { openE2eDb } from './support/e2e-db.ts';
import { describeWithoutJs } from './support/no-js.ts';

const db = openE2eDb();

/** Sends the login form as the user admin with `password`, on the way to the blog editor. */
async function sendLogin(page: Page, password: string) {
  await page.goto('/admin/login?next=%2Fadmin%2Fblog%2Fcreate');
  await page.getByLabel('Kullanıcı adı veya e-posta').fill('admin');
  await page.getByLabel('Şifre').fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

describeWithoutJs('admin forms', () => {
  test('a wrong password shows the login again with the message and the user name; the right one leads on', async ({
    page,
  }) => {
    await sendLogin(page, 'yanlis-parola-123');
    await expect(page.getByRole('alert')).toHaveText('Kullanıcı adı veya şifre hatalı.');
    await expect(page.getByLabel('Kullanıcı adı veya e-posta')).toHaveValue('admin');
    await expect(page.getByLabel('Şifre')).toHaveValue('');

    await page.getByLabel('Şifre').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/create$/);
    await expect(page.getByRole('textbox', { name: 'Başlık', exact: true })).toBeVisible();
    // The admin's pages are rendered for the admin alone: without scripts the footer already says who is
    // signed in, on the post form as on the desk's pages.
    for (const path of ['/admin/blog/create', '/admin/kayitlar']) {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Hesabım', exact: true })).toHaveAttribute('href', DESK_HOME_PATH);
      await expect(footer.getByRole('button', { name: 'Çıkış', exact: true })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Giriş', exact: true })).toBeHidden();
    }
  });

  test('an admin publishes a post with a plain form post, once, after a refused first try kept the text', async ({
    page,
  }) => {
    const stamp = Date.now();
    const slug = `besni-bag-bozumu-${stamp}`;
    await sendLogin(page, E2E_ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/blog\/create$/);

    const content = 'Besni’nin bağlarında eylül sonu başlayan bağ bozumu, köylerde imece ile yapılır. '.repeat(3);
    await page.getByRole('textbox', { name: 'Başlık', exact: true }).fill(`Besni’de Bağ Bozumu ${stamp}`);
    await page.getByLabel('Adres (slug)').fill(slug);
    await page.getByRole('textbox', { name: 'İçerik', exact: true }).fill(content);
    await page.getByLabel('Özet').fill('Besni bağlarında bağ bozumu zamanı.');
    await page.getByRole('combobox', { name: /^Kategori/ }).selectOption('Technology');
    // Passes the browser's checks, refused by the server's: a URL that is not http(s).
    await page.getByLabel('Kapak görseli adresi').fill('ftp://ornek.example/bag.jpg');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.getByText('Featured image must be a valid http(s) URL').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'İçerik', exact: true })).toHaveValue(content);
    await expect(page.getByLabel('Adres (slug)')).toHaveValue(slug);

    await page.getByLabel('Kapak görseli adresi').fill('');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Besni’de Bağ Bozumu ${stamp}` })).toBeVisible();
    const rows = await db.selectFrom('blogPosts').select('id').where('slug', '=', slug).execute();
    expect(rows).toHaveLength(1);
  });
});
