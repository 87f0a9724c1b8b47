import { describe, expect, it } from 'vitest';
import { FREE_FEATURES, findPlan, higherTier, PLANS } from '~/features/payments/plans.ts';

describe('plans', () => {
  it('are the three plans of the spec with Premium Plus most popular', () => {
    expect(PLANS.map((p) => [p.id, p.name, p.price, p.popular])).toEqual([
      ['basic', 'Basic Premium', 500, false],
      ['premium', 'Premium Plus', 1000, true],
      ['elite', 'Elite Showcase', 2000, false],
    ]);
    expect(findPlan('basic')?.tier).toBe('standard');
    expect(findPlan('elite')?.tier).toBe('premium');
  });

  it('sell only what the free listing lacks: no gallery, statistics or replies as such', () => {
    // The free listing has a gallery, statistics, posts and replies; a plan may sell more of them, not them.
    const FREE_ONLY = /galeri|istatistik|görüntülenme (özeti|raporu)|performans raporu|yorumlara yanıt/i;
    for (const plan of PLANS) {
      for (const feature of plan.features) expect(feature, `${plan.name}: ${feature}`).not.toMatch(FREE_ONLY);
      expect(plan.features.some((f) => FREE_FEATURES.includes(f))).toBe(false);
    }
    expect(FREE_FEATURES.join(' ')).toMatch(/galeri/);
    expect(FREE_FEATURES.join(' ')).toMatch(/istatistik/);
    expect(findPlan('basic')?.features).toContain(
      '10 fotoğraf ve aynı anda 5 etkinlik, fırsat ya da duyuru (ücretsiz: 3 ve 2)',
    );
  });

  it('keeps the higher tier', () => {
    expect(higherTier('free', 'standard')).toBe('standard');
    expect(higherTier('premium', 'standard')).toBe('premium');
  });
});
