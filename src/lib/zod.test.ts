import { describe, expect, it } from 'vitest';
import { analyticsEventSchema } from '~/features/analytics/schema.ts';
import { businessQuerySchema } from '~/features/directory/schema.ts';

describe('zod/mini with Turkish fallback texts', () => {
  it('answers in Turkish for checks that carry no message of their own, never zod’s English', () => {
    const tooLong = analyticsEventSchema.safeParse({ name: 'click', category: 'x'.repeat(101) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues).toEqual([
      expect.objectContaining({ path: ['category'], message: 'En fazla 100 karakter olabilir.' }),
    ]);
    const wrongType = analyticsEventSchema.safeParse({ name: 'click', value: 'x' });
    expect(wrongType.error?.issues[0]?.message).toBe('Geçersiz değer.');
  });

  it('reports an unknown district from inside a transform with the Turkish message and the field path', () => {
    const result = businessQuerySchema.safeParse({ district: 'Atlantis' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        code: 'custom',
        path: ['district'],
        message: 'Geçersiz ilçe. Adıyaman ilçelerinden birini seçin.',
      }),
    ]);
    expect(businessQuerySchema.parse({ district: 'kahta', limit: '5' })).toMatchObject({
      district: 'Kâhta',
      limit: 5,
      offset: 0,
    });
  });
});
