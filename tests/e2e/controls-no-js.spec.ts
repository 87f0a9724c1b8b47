import { expect, type Page, test } from '@playwright/test';
import { describeWithoutJs } from './support/no-js.ts';

// With scripting off, a visitor meets no control that would do nothing: every visible button sends a
// form, and what needs a script (share sheets, copying, dialogs, the card payment) is not shown.

/** The visible buttons of the page that act only through a script: type=button, disabled, or formless. */
function deadButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('button')]
      .filter((b) => b.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .filter((b) => !b.hasAttribute('popovertarget') && !b.hasAttribute('commandfor'))
      .filter((b) => b.type === 'button' || b.disabled || !b.form)
      .map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim()),
  );
}

describeWithoutJs('controls', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no page shows a button that needs a script, in its body or its menu', async ({ page, request }) => {
    const business = (await (await request.get('/api/businesses?limit=1')).json()).businesses[0];
    const post = (await (await request.get('/api/blog')).json()).posts[0];
    const paths = [
      '/',
      '/en/',
      '/businesses',
      `/business/${business.id}`,
      `/blog/${post.slug}`,
      '/subscribe',
      '/seo-tools',
      '/nobetci-eczane',
      '/etkinlikler',
      '/contact',
    ];
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      await page.goto(path);
      // The phone menu opens without scripts (a details element): its buttons count too.
      await page.evaluate(() => document.getElementById('nav-mobile')?.closest('details')?.setAttribute('open', ''));
      const dead = await deadButtons(page);
      if (dead.length) found[path] = dead;
    }
    expect(found).toEqual({});
  });

  test('the business page shares to a network by a plain link, and the plans say what paying needs', async ({
    page,
    request,
  }) => {
    const business = (await (await request.get('/api/businesses?limit=1')).json()).businesses[0];
    await page.goto(`/business/${business.id}`);
    const widget = page.getByRole('region', { name: 'Paylaş', exact: true });
    const whatsapp = widget.getByRole('link', { name: 'WhatsApp ile paylaş' });
    await expect(whatsapp).toBeVisible();
    const shared = new URL((await whatsapp.getAttribute('href')) ?? '');
    expect(shared.host).toBe('wa.me');
    expect(shared.searchParams.get('text')).toContain(new URL(`/business/${business.id}`, page.url()).href);
    await expect(whatsapp).toHaveAttribute('rel', /noopener/);
    await expect(widget.getByRole('link', { name: 'Facebook ile paylaş' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.facebook\.com\/sharer\//,
    );

    await page.goto('/subscribe');
    await expect(page.getByText('Plan seçip ödemek için tarayıcınızda JavaScript açık olmalı')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Premium Plus' })).toBeVisible();
  });
});
