import { describe, expect, it } from 'vitest';
import { isActiveLink } from '~/features/site/navigation.server.ts';

describe('navigation active link', () => {
  it("matches '/' only exactly and other links by prefix", () => {
    expect(isActiveLink('/', '/')).toBe(true);
    expect(isActiveLink('/', '/blog')).toBe(false);
    expect(isActiveLink('/blog', '/blog/nemrut')).toBe(true);
    expect(isActiveLink('/blog', '/blogger')).toBe(false);
  });
});
