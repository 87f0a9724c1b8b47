import { describe, expect, it } from 'vitest';
import type { BusinessSummary } from '~/features/directory/business.ts';
import { businessCardHtml, tierBadgeHtml } from '~/features/directory/card.ts';

const business: BusinessSummary = {
  id: 42,
  name: `Hacı <Ömer> & Oğulları "Çiğ Köfte"`,
  category: 'Restoranlar',
  district: 'Kâhta',
  address: 'Mimar Sinan Mah. 12/3',
  rating: 4.6,
  reviewCount: 17,
  phone: '0 (416) 725 12 34',
  email: null,
  website: null,
  subscriptionTier: 'premium',
  isFeatured: false,
  closure: null,
  reopensAt: null,
  ownerVerified: true,
};

describe('business card', () => {
  it('shows a listing with its name escaped everywhere, its marks, rating, phone link and heart', () => {
    const card = businessCardHtml({ business, headingLevel: 2 }).markup;
    expect(card).not.toContain('<Ömer>');
    for (const part of [
      '<h2 class="text-lg font-semibold leading-snug"><a href="/business/42"',
      'Hacı &lt;Ömer&gt; &amp; Oğulları &quot;Çiğ Köfte&quot;</a></h2>',
      'aria-label="Detaylar: Hacı &lt;Ömer&gt; &amp; Oğulları &quot;Çiğ Köfte&quot;"',
      'href="tel:04167251234"',
      'Restoranlar · Kâhta',
      '5 üzerinden 4,6 yıldız',
      '(17 değerlendirme)',
      'Doğrulanmış işletme',
      'data-favorite="42"',
      'border-amber-300',
    ]) {
      expect(card).toContain(part);
    }
    expect(card).not.toContain('data-testid="open-badge"');
  });

  it('says a listing is unrated, closed or open now, and how far it is', () => {
    const unrated = { ...business, reviewCount: 0, phone: null, ownerVerified: false, subscriptionTier: 'free' };
    const card = businessCardHtml({ business: unrated, view: 'list' }).markup;
    expect(card).toContain('Henüz değerlendirme yok');
    expect(card).not.toContain('tel:');
    expect(card).not.toContain('Doğrulanmış işletme');
    expect(card).toContain('<h3');
    const open = businessCardHtml({
      business,
      status: { open: true, label: 'Şimdi açık', today: '09:00-18:00' },
      distance: '1,2 km',
    }).markup;
    expect(open).toContain(
      'data-testid="open-badge" class="rounded-full px-2.5 py-0.5 font-semibold bg-emerald-100 text-emerald-900">Şimdi açık</span>',
    );
    expect(open).toContain('<span data-testid="distance" class="text-slate-600">1,2 km</span>');
    const shut = businessCardHtml({
      business: { ...business, closure: 'closed_permanently' },
      status: { open: true, label: 'Şimdi açık', today: '09:00-18:00' },
    }).markup;
    expect(shut).toContain('Kalıcı olarak kapandı');
    expect(shut).not.toContain('Şimdi açık');
    expect(shut).not.toContain('tel:');
  });

  it('says the day a listing closed for now reopens, only while it is closed for now', () => {
    const card = (closure: string) =>
      businessCardHtml({ business: { ...business, closure, reopensAt: '2026-12-12' } }).markup;
    expect(card('closed_temporarily')).toContain('Geçici olarak kapalı');
    expect(card('closed_temporarily')).toContain('Yeniden açılış: 12 Aralık 2026');
    expect(card('moved')).not.toContain('Yeniden açılış');
  });

  it('marks the paid tiers only', () => {
    expect(tierBadgeHtml('premium').markup).toContain('#icon-star');
    expect(tierBadgeHtml('standard').markup).toContain('#icon-diamond');
    expect(tierBadgeHtml('free').markup).toBe('');
  });
});
