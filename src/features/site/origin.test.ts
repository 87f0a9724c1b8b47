import { describe, expect, it } from 'vitest';
import { siteUrlWarning } from './origin.ts';

describe('SITE_URL warning', () => {
  it('warns loudly at start only when SITE_URL is unset, naming the origin links will use', () => {
    expect(siteUrlWarning({})).toContain('SITE_URL is not set');
    expect(siteUrlWarning({ HOST: '0.0.0.0', PORT: '8080' })).toContain('http://localhost:8080');
    expect(siteUrlWarning({ SITE_URL: '' })).toContain('SITE_URL is not set');
    expect(siteUrlWarning({ SITE_URL: 'https://adiyamanrehberi.com.tr' })).toBeNull();
  });

  it('stops the start with the reason when SITE_URL is no http(s) address', () => {
    expect(() => siteUrlWarning({ SITE_URL: 'adiyamanrehberi.com.tr' })).toThrow(/SITE_URL is not an address/);
  });
});
