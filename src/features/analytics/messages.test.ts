import { describe, expect, it } from 'vitest';
import { growthPercent } from '~/features/analytics/messages.ts';

describe('growthPercent', () => {
  it('compares the last 30 days with the 30 before', () => {
    expect(growthPercent(15, 10)).toBe(50);
    expect(growthPercent(5, 10)).toBe(-50);
    expect(growthPercent(0, 0)).toBe(0);
    expect(growthPercent(3, 0)).toBeNull();
  });
});
