import { describe, expect, it } from 'vitest';
import * as strategies from '~/pages/api/seo/strategies.ts';
import { callEndpoint } from '../support/api.ts';
import { withTestDb } from '../support/lifecycle.ts';

// The list reads which strategies an operator started (POST /api/seo/implement/{id}, tests/integration/desk.test.ts).
withTestDb();

describe('GET /api/seo/strategies', () => {
  it('lists four backlink strategies and the content and social ones, none started yet', async () => {
    const res = await callEndpoint(strategies.GET, '/api/seo/strategies');
    expect(res.status).toBe(200);
    const groups = res.json.strategies.map((s: { group: string }) => s.group);
    expect(groups.filter((g: string) => g === 'backlinks')).toHaveLength(4);
    expect(groups).toContain('content');
    expect(groups).toContain('social');
    expect(res.json.strategies.every((s: { implementedAt: unknown }) => s.implementedAt === null)).toBe(true);
  });
});
