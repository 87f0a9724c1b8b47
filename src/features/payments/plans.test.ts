import { describe, expect, it } from 'vitest';
import { findPlan, higherTier, PLANS } from '~/features/payments/plans.ts';

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

  it('keeps the higher tier', () => {
    expect(higherTier('free', 'standard')).toBe('standard');
    expect(higherTier('premium', 'standard')).toBe('premium');
  });
});
