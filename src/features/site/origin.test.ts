import { describe, expect, it } from 'vitest';
import { configuredOrigin, FALLBACK_SITE_URL, publicOrigin, publicUrl, siteUrlWarning } from './origin.ts';

describe('public origin rule', () => {
  it('uses SITE_URL when it is set, whatever the request origin', () => {
    expect(publicOrigin('http://127.0.0.1:4533', 'https://adiyamanrehberi.com.tr/')).toBe(
      'https://adiyamanrehberi.com.tr',
    );
    expect(publicOrigin(null, 'https://adiyamanrehberi.com.tr')).toBe('https://adiyamanrehberi.com.tr');
    expect(configuredOrigin('https://example.org/path')).toBe('https://example.org');
  });

  it('uses the origin the page is served from when SITE_URL is unset (the build saw the fallback)', () => {
    expect(configuredOrigin(FALLBACK_SITE_URL)).toBeNull();
    expect(configuredOrigin(undefined)).toBeNull();
    expect(publicOrigin('https://rehber.example', FALLBACK_SITE_URL)).toBe('https://rehber.example');
    expect(publicUrl('/blog/a-post', 'https://rehber.example', FALLBACK_SITE_URL)).toBe(
      'https://rehber.example/blog/a-post',
    );
  });

  it('falls back to the build-time origin only when nothing else is known (pre-rendered pages)', () => {
    expect(publicOrigin(null, undefined)).toBe(FALLBACK_SITE_URL);
    expect(publicOrigin(undefined, FALLBACK_SITE_URL)).toBe(FALLBACK_SITE_URL);
  });

  it('warns loudly at start only when SITE_URL is unset', () => {
    expect(siteUrlWarning({})).toContain('SITE_URL is not set');
    expect(siteUrlWarning({ SITE_URL: '' })).toContain('SITE_URL is not set');
    expect(siteUrlWarning({ SITE_URL: 'https://adiyamanrehberi.com.tr' })).toBeNull();
  });
});
