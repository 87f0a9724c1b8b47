import { describe, expect, it } from 'vitest';
import { reviewSchema } from '~/features/reviews/schema.ts';

describe('reviewSchema', () => {
  it('takes whole ratings from 1 to 5 only', () => {
    const comment = 'Güzel bir yer, tavsiye ederim.';
    expect(reviewSchema.safeParse({ rating: 5, comment }).success).toBe(true);
    for (const rating of [0, 6, 3.5, '4']) expect(reviewSchema.safeParse({ rating, comment }).success).toBe(false);
  });
});
