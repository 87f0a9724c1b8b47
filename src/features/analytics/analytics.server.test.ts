import { describe, expect, it } from 'vitest';
import { referrerHost, searchTermOf, topCounts } from '~/features/analytics/analytics.server.ts';

describe('analytics helpers', () => {
  it('referrerHost keeps other sites only', () => {
    expect(referrerHost('https://www.google.com/search?q=x', 'adiyaman.example')).toBe('www.google.com');
    expect(referrerHost('https://adiyaman.example/blog', 'adiyaman.example')).toBeNull();
    expect(referrerHost('android-app://com.x', 'adiyaman.example')).toBeNull();
    expect(referrerHost('not a url', 'adiyaman.example')).toBeNull();
    expect(referrerHost(null, 'adiyaman.example')).toBeNull();
  });

  it('searchTermOf reads q of directory requests only, normalised', () => {
    expect(searchTermOf('/businesses?q=%C3%87i%C4%9F++K%C3%B6fte&district=Merkez')).toBe('çiğ köfte');
    expect(searchTermOf('/api/businesses?q=OTEL')).toBe('otel');
    expect(searchTermOf('/blog?q=otel')).toBeNull();
    expect(searchTermOf('/businesses?q=%20')).toBeNull();
    expect(searchTermOf('/businesses')).toBeNull();
  });

  it('topCounts orders by count, then by value', () => {
    expect(topCounts(['b', 'a', 'b', 'c', 'a', 'b'], 2)).toEqual([
      { value: 'b', count: 3 },
      { value: 'a', count: 2 },
    ]);
  });
});
