import { describe, expect, it } from 'vitest';
import { monthStartIso, toKurus } from '~/features/payments/donations.server.ts';
import { MONTHLY_COSTS, MONTHLY_GOAL_TL } from '~/features/payments/funding.ts';

describe('donation figures', () => {
  it('converts lira to kuruş', () => {
    expect(toKurus(5)).toBe(500);
    expect(toKurus(100_000)).toBe(10_000_000);
  });

  it('starts the month at midnight in Türkiye (UTC+3)', () => {
    expect(monthStartIso(new Date('2026-03-31T21:30:00Z'))).toBe('2026-03-31T21:00:00.000Z');
    expect(monthStartIso(new Date('2026-03-31T20:59:00Z'))).toBe('2026-02-28T21:00:00.000Z');
    expect(monthStartIso(new Date('2026-01-15T12:00:00Z'))).toBe('2025-12-31T21:00:00.000Z');
  });

  it('sets the monthly goal to the sum of the cost breakdown', () => {
    expect(MONTHLY_GOAL_TL).toBe(Object.values(MONTHLY_COSTS).reduce((a, b) => a + b, 0));
  });
});
