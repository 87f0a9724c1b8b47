import { describe, expect, it } from 'vitest';
import { serverStatsQuerySchema } from '~/features/analytics/schema.ts';

describe('server-stats hours', () => {
  it('accepts integers 1..720 only', () => {
    expect(serverStatsQuerySchema.parse({ hours: '720' }).hours).toBe(720);
    expect(serverStatsQuerySchema.parse({}).hours).toBeUndefined();
    for (const hours of ['0', '721', '1e2', '3.0', ' 5'])
      expect(serverStatsQuerySchema.safeParse({ hours }).success, hours).toBe(false);
  });
});
