import { describe, expect, it } from 'vitest';
import { budgetLabel, MARKETING_BUDGETS } from '~/features/listings/options.ts';

describe('marketing budget labels', () => {
  it('put the lira sign first with Turkish thousands, while the values sent stay as the spec says', () => {
    expect(MARKETING_BUDGETS.map(budgetLabel)).toEqual([
      '₺500 – ₺1.000',
      '₺1.000 – ₺2.500',
      '₺2.500 – ₺5.000',
      '₺5.000 – ₺10.000',
      '₺10.000 ve üzeri',
    ]);
  });
});
