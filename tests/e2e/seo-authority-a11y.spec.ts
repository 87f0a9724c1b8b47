import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { loginAsAdmin } from './support/admin.ts';
import { waitForIslands } from './support/islands.ts';

test('/seo-tools has no accessibility violations, also with a generated result', async ({ page }) => {
  await page.goto('/seo-tools');
  await waitForIslands(page);
  await expectNoAxeViolations(page);
  const generator = page.getByRole('tabpanel', { name: 'Blog Oluşturucu' });
  await generator.getByLabel('Anahtar kelime').fill('nemrut turu');
  await generator.getByLabel('İçerik türü').selectOption('tourism_content');
  await generator.getByRole('button', { name: 'İçerik Oluştur' }).click();
  await expect(generator.getByText('Puan nasıl hesaplandı?')).toBeVisible();
  await expectNoAxeViolations(page);
  for (const tab of ['Teknik SEO', 'İçerik Takvimi', 'Rakip Analizi']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab }).getByRole('status')).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
});

test('/authority-builder has no accessibility violations for visitors and operators', async ({ page }) => {
  await page.goto('/authority-builder');
  await waitForIslands(page);
  await expect(page.getByRole('link', { name: 'Yönetici girişi' })).toBeVisible();
  await expectNoAxeViolations(page);
  await loginAsAdmin(page, '/authority-builder');
  await waitForIslands(page);
  await expect(page.getByText('Rehber hedefi')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'İlerleme' }).click();
  await expectNoAxeViolations(page);
});
