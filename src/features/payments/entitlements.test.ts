import { describe, expect, it } from 'vitest';
import { ENTITLEMENTS, entitlementsOf } from '~/features/payments/entitlements.ts';

describe('entitlements', () => {
  it('free 3, basic 10, premium 20, elite 40 photos', () => {
    expect(ENTITLEMENTS.free.photos).toBe(3);
    expect(entitlementsOf([], 'free').photos).toBe(3);
    expect(entitlementsOf(['basic'], 'standard').photos).toBe(10);
    expect(entitlementsOf(['premium'], 'premium').photos).toBe(20);
    expect(entitlementsOf(['elite'], 'premium').photos).toBe(40);
  });
  it('takes the best of the plans and the tier; unknown plans count for nothing', () => {
    expect(entitlementsOf(['basic', 'elite'], 'premium').photos).toBe(40);
    expect(entitlementsOf([], 'premium').photos).toBe(20);
    expect(entitlementsOf(['gold'], 'nonsense').photos).toBe(3);
  });
});
