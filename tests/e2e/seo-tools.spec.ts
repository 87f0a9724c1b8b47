import { expect, test } from '@playwright/test';
import { STRUCTURED_DATA_MISSING, STRUCTURED_DATA_PAGES } from '~/features/seo/seo-tools.server.ts';
import { SEO_TOOLS_MSG } from '~/features/seo/seo-tools-schema.ts';
import { waitForIslands } from './support/islands.ts';
import { describeWithoutJs } from './support/no-js.ts';

test.describe('/seo-tools', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/seo-tools');
    await expect(page.getByRole('heading', { level: 1, name: 'SEO Araçları' })).toBeVisible();
    await waitForIslands(page);
  });

  test('tabs follow the WAI-ARIA keyboard pattern and the sample tabs say they are samples', async ({ page }) => {
    const generator = page.getByRole('tab', { name: 'Blog Oluşturucu' });
    await expect(generator).toHaveAttribute('aria-selected', 'true');
    await generator.focus();
    await page.keyboard.press('ArrowRight');
    const technical = page.getByRole('tab', { name: 'Teknik SEO' });
    await expect(technical).toBeFocused();
    await expect(technical).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Teknik SEO' })).toContainText('Genel puan');
    await expect(page.getByRole('tabpanel', { name: 'Teknik SEO' })).toContainText('PageSpeed Insights');
    await expect(page.locator('main')).not.toContainText(/npm run|DESIGN §|GOOGLE_MAPS_API_KEY|SITE_URL/);

    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Gelişmiş Araçlar' })).toBeFocused();
    const advanced = page.getByRole('tabpanel', { name: 'Gelişmiş Araçlar' });
    await expect(advanced.getByText(SEO_TOOLS_MSG.sampleData).first()).toBeVisible();
    await expect(advanced.getByRole('link', { name: /SEO Enhancement Center/ })).toHaveAttribute(
      'href',
      '/seo-enhancement',
    );

    await page.keyboard.press('ArrowRight');
    await expect(generator).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Home');
    await expect(generator).toHaveAttribute('aria-selected', 'true');
    // Only the active tab is in the Tab order.
    await expect(page.getByRole('tab', { name: 'Rakip Analizi' })).toHaveAttribute('tabindex', '-1');
  });

  test('the blog generator asks for the missing fields, then shows a post with its score', async ({ page }) => {
    const panel = page.getByRole('tabpanel', { name: 'Blog Oluşturucu' });
    await panel.getByRole('button', { name: 'İçerik Oluştur' }).click();
    await expect(page.getByTestId('toast')).toContainText(SEO_TOOLS_MSG.missingTitle);
    await expect(page.getByTestId('toast')).toContainText(SEO_TOOLS_MSG.generatorMissing);

    await panel.getByLabel('Anahtar kelime').fill('Kâhta otelleri');
    await panel.getByLabel('İçerik türü').selectOption({ label: 'Yerel Rehber' });
    await panel.getByLabel('Kategori', { exact: true }).selectOption('Otel');
    await panel.getByRole('button', { name: 'İçerik Oluştur' }).click();
    const result = panel.getByRole('region', { name: 'Oluşturulan içerik' });
    await expect(result.getByRole('heading', { name: /Kâhta otelleri/ })).toBeVisible();
    await expect(result.getByText(/SEO puanı: \d+\/100/)).toBeVisible();
    await expect(page.getByTestId('toast')).toContainText(/SEO puanı: \d+\/100/);
    await expect(result.getByText('Puan nasıl hesaplandı?')).toBeVisible();
    await expect(result.getByText('Anahtar kelime başlıkta geçiyor')).toBeVisible();
    await expect(result.getByText(SEO_TOOLS_MSG.noEstimate)).toBeVisible();
  });

  test('keyword research requires a keyword and lists site-search counts', async ({ page }) => {
    await page.getByRole('tab', { name: 'Anahtar Kelime' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Anahtar Kelime' });
    await panel.getByRole('button', { name: 'Araştır' }).click();
    await expect(page.getByTestId('toast')).toContainText(SEO_TOOLS_MSG.keywordMissing);

    await panel.getByLabel('Anahtar kelime').fill('otel');
    await panel.getByLabel('Konum').selectOption('Kahta');
    await panel.getByLabel('İşletme türü').selectOption('Otel');
    await panel.getByRole('button', { name: 'Araştır' }).click();
    await expect(panel.getByRole('region', { name: 'Birincil anahtar kelimeler' })).toContainText('otel kâhta');
    await expect(panel.getByRole('columnheader', { name: SEO_TOOLS_MSG.siteSearchLabel }).first()).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Yerel anahtar kelimeler' })).toContainText('kâhta otel');
    await expect(panel.getByText('Yıllık büyüme: bilinmiyor (veri yok)')).toBeVisible();
  });

  test('the content calendar lists a weekly plan', async ({ page }) => {
    await page.getByRole('tab', { name: 'İçerik Takvimi' }).click();
    const panel = page.getByRole('tabpanel', { name: 'İçerik Takvimi' });
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    expect(await panel.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
    await expect(panel.getByText(/Planlandı|Yayında/).first()).toBeVisible();
  });
});

test('the technical audit’s structured-data claims match what the pages carry', async ({ page, request }) => {
  const business = (await (await request.get('/api/businesses?limit=1')).json()).businesses[0];
  const post = (await (await request.get('/api/blog')).json()).posts[0];
  const url = (sample: string) => sample.replace('{id}', String(business.id)).replace('{slug}', post.slug);
  const typesOn = async (sample: string) => {
    await page.goto(url(sample));
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks.map((text) => JSON.parse(text)['@type']);
  };
  for (const claim of STRUCTURED_DATA_PAGES) expect(await typesOn(claim.sample), claim.sample).toContain(claim.type);
  for (const gap of STRUCTURED_DATA_MISSING) expect(await typesOn(gap.sample), gap.sample).not.toContain(gap.type);
});

describeWithoutJs('the SEO tools', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each tab opens its own page, and the keyword and blog forms are answered on it', async ({ page }) => {
    await page.goto('/seo-tools');
    await page.getByRole('tab', { name: 'Anahtar Kelime' }).click();
    await expect(page).toHaveURL(/\/seo-tools\/keyword-research$/);
    await expect(page.getByRole('tab', { name: 'Anahtar Kelime' })).toHaveAttribute('aria-selected', 'true');
    const keywords = page.getByRole('tabpanel', { name: 'Anahtar Kelime' });

    // Sent empty: refused beside the field, with what was chosen kept.
    await keywords.getByLabel('Konum').selectOption('Kahta');
    await keywords.getByRole('button', { name: 'Araştır' }).click();
    await expect(keywords.getByRole('alert').first()).toContainText(SEO_TOOLS_MSG.keywordMissing);
    await expect(keywords.getByRole('textbox', { name: 'Anahtar kelime' })).toHaveAccessibleDescription(
      SEO_TOOLS_MSG.keywordMissing,
    );
    await expect(keywords.getByLabel('Konum')).toHaveValue('Kahta');

    await keywords.getByRole('textbox', { name: 'Anahtar kelime' }).fill('otel');
    await keywords.getByLabel('İşletme türü').selectOption('Otel');
    await keywords.getByRole('button', { name: 'Araştır' }).click();
    await expect(keywords.getByRole('region', { name: 'Yerel anahtar kelimeler' })).toContainText('kâhta otel');
    await expect(keywords.getByRole('textbox', { name: 'Anahtar kelime' })).toHaveValue('otel');

    await page.getByRole('tab', { name: 'Blog Oluşturucu' }).click();
    const generator = page.getByRole('tabpanel', { name: 'Blog Oluşturucu' });
    await generator.getByRole('textbox', { name: 'Anahtar kelime' }).fill('Kâhta otelleri');
    await generator.getByLabel('İçerik türü').selectOption({ label: 'Yerel Rehber' });
    await generator.getByRole('button', { name: 'İçerik Oluştur' }).click();
    const result = generator.getByRole('region', { name: 'Oluşturulan içerik' });
    await expect(result.getByRole('heading', { name: /Kâhta otelleri/ })).toBeVisible();
    await expect(result.getByText(/SEO puanı: \d+\/100/)).toBeVisible();
  });

  test('the audit, the calendar and the sample tabs show without scripts', async ({ page }) => {
    await page.goto('/seo-tools');
    await page.getByRole('tab', { name: 'Teknik SEO' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Teknik SEO' })).toContainText('Genel puan');

    await page.getByRole('tab', { name: 'İçerik Takvimi' }).click();
    const calendar = page.getByRole('tabpanel', { name: 'İçerik Takvimi' });
    await expect(calendar.getByText(/Planlandı|Yayında/).first()).toBeVisible();
    await calendar.getByLabel('Ay').selectOption({ label: 'Mart' });
    await calendar.getByRole('button', { name: 'Takvimi göster' }).click();
    await expect(page).toHaveURL(/month=3/);
    await expect(calendar.getByText(/^\d+ Mart \d{4}/).first()).toBeVisible();

    await page.getByRole('tab', { name: 'Rakip Analizi' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Rakip Analizi' })).toContainText('Örnek Şehir Rehberi A');
  });
});
