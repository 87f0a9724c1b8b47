import { describe, expect, it } from 'vitest';
import * as strategies from '~/pages/api/seo/strategies.ts';
import { callEndpoint } from '../support/api.ts';

describe('GET /api/seo/strategies', () => {
  it('lists four backlink strategies and the content and social ones', async () => {
    const res = await callEndpoint(strategies.GET, '/api/seo/strategies');
    expect(res.status).toBe(200);
    const groups = res.json.strategies.map((s: { group: string }) => s.group);
    expect(groups.filter((g: string) => g === 'backlinks')).toHaveLength(4);
    expect(groups).toContain('content');
    expect(groups).toContain('social');
  });
});
