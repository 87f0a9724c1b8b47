import { expect, test } from '@playwright/test';

const pages = [
  '/',
  '/businesses',
  '/businesses?view=map',
  '/ilce/kahta',
  '/favorilerim',
  '/business/1',
  '/categories',
  '/categories/search?q=otel',
  '/blog',
  '/blog/search?q=nemrut&category=Tourism',
  '/blog/nemrut-dagi-gun-dogumu-rehberi',
  '/tourism',
  '/donations',
  '/subscribe',
  '/register-business',
  '/add-business',
  '/contact',
  '/admin/login',
];

test.describe('content security policy', () => {
  for (const path of pages) {
    test(`${path} runs without CSP violations`, async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      // Islands below the fold hydrate when seen: scroll through the page so they run too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      // Pre-rendered pages carry the policy in a <meta>, on-demand pages in the response header.
      const meta = await page.evaluate(() =>
        document.querySelector('meta[http-equiv="content-security-policy"]')?.getAttribute('content'),
      );
      const header = (await response!.allHeaders())['content-security-policy'] ?? '';
      expect(`${meta ?? ''} ${header}`).toContain("script-src 'self'");
      expect(header).toContain("frame-ancestors 'none'");
      expect(violations).toEqual([]);
    });
  }
});
