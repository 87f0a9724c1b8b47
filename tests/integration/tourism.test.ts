import { describe, expect, it } from 'vitest';
import * as attractions from '~/pages/api/tourism/attractions.ts';
import * as packages from '~/pages/api/tourism/packages.ts';
import { callEndpoint } from '../support/api.ts';

describe('tourism API', () => {
  it('lists the attractions with Nemrut Dağı in Kâhta', async () => {
    const res = await callEndpoint(attractions.GET, '/api/tourism/attractions');
    expect(res.status).toBe(200);
    expect(res.json.attractions.map((a: { name: string }) => a.name)).toContain('Nemrut Dağı');
  });

  it('lists the two tour packages at 450 and 850 TL', async () => {
    const res = await callEndpoint(packages.GET, '/api/tourism/packages');
    expect(res.json.packages.map((p: { priceTl: number }) => p.priceTl)).toEqual([450, 850]);
  });
});
