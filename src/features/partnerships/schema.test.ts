import { describe, expect, it } from 'vitest';
import { PARTNERSHIP_LIMITS, PARTNERSHIP_MSG } from '~/features/partnerships/messages.ts';
import { partnershipSchema } from '~/features/partnerships/schema.ts';
import { partnershipApplication } from '../../../tests/support/submissions.ts';

describe('partnershipSchema', () => {
  it('turns a non-numeric years-in-business into 0', () => {
    const base = partnershipApplication();
    expect(partnershipSchema.parse({ ...base, yearsInBusiness: 'abc' }).yearsInBusiness).toBe(0);
    expect(partnershipSchema.parse({ ...base, yearsInBusiness: '7' }).yearsInBusiness).toBe(7);
    expect(partnershipSchema.safeParse({ ...base, yearsInBusiness: -2 }).success).toBe(false);
    const tooMany = partnershipSchema.safeParse({ ...base, yearsInBusiness: String(PARTNERSHIP_LIMITS.yearsMax + 1) });
    expect(tooMany.error?.issues[0]?.message).toBe(PARTNERSHIP_MSG.yearsInBusiness);
    expect(
      partnershipSchema.parse({ ...base, yearsInBusiness: String(PARTNERSHIP_LIMITS.yearsMax) }).yearsInBusiness,
    ).toBe(PARTNERSHIP_LIMITS.yearsMax);
  });
});
