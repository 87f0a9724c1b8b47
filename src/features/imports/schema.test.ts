import { describe, expect, it } from 'vitest';
import { bulkMapsSchema } from '~/features/imports/schema.ts';

describe('bulkMapsSchema', () => {
  it('drops blank links and needs at least one and a canonical category', () => {
    expect(bulkMapsSchema.parse({ urls: [' x ', ''], category: 'Turizm' }).urls).toEqual(['x']);
    expect(bulkMapsSchema.safeParse({ urls: ['  '], category: 'Turizm' }).success).toBe(false);
    expect(bulkMapsSchema.safeParse({ urls: ['x'], category: 'Hotels' }).success).toBe(false);
  });
});
