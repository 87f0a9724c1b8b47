import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { loginAsAdmin } from './support/admin.ts';
import { waitForIslands } from './support/islands.ts';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('/seo-tools has no accessibility violations, also with a generated result', async ({ page }) => {
  await page.goto('/seo-tools');
  await waitForIslands(page);
  await expectNoViolations(page);
  const generator = page.getByRole('tabpanel', { name: 'Blog Oluşturucu' });
  await generator.getByLabel('Anahtar kelime').fill('nemrut turu');
  await generator.getByLabel('İçerik türü').selectOption('tourism_content');
  await generator.getByRole('button', { name: 'İçerik Oluştur' }).click();
  await expect(generator.getByText('Puan nasıl hesaplandı?')).toBeVisible();
  await expectNoViolations(page);
  for (const tab of ['Teknik SEO', 'İçerik Takvimi', 'Rakip Analizi']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab }).getByRole('status')).toHaveCount(0);
    await expectNoViolations(page);
  }
});

test('/authority-builder has no accessibility violations for visitors and operators', async ({ page }) => {
  await page.goto('/authority-builder');
  await waitForIslands(page);
  await expect(page.getByRole('link', { name: 'Yönetici girişi' })).toBeVisible();
  await expectNoViolations(page);
  await loginAsAdmin(page, '/authority-builder');
  await waitForIslands(page);
  await expect(page.getByText('Rehber hedefi')).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('tab', { name: 'İlerleme' }).click();
  await expectNoViolations(page);
});
