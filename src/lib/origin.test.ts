import { describe, expect, it } from 'vitest';
import { isOwnHost, isWellFormedHost, siteIsHttps, siteOrigin, siteUrl } from './origin.ts';

describe('public origin rule', () => {
  it('is SITE_URL when it is set, its origin only', () => {
    expect(siteOrigin({ SITE_URL: 'https://adiyamanrehberi.com.tr/', HOST: '0.0.0.0', PORT: '80' })).toBe(
      'https://adiyamanrehberi.com.tr',
    );
    expect(siteOrigin({ SITE_URL: 'https://example.org/path' })).toBe('https://example.org');
    expect(siteUrl('/blog/a-post', { SITE_URL: 'https://example.org' })).toBe('https://example.org/blog/a-post');
  });

  it('is the address the server was started with when SITE_URL is unset', () => {
    expect(siteOrigin({})).toBe('http://127.0.0.1:4321');
    expect(siteOrigin({ HOST: '192.168.1.20', PORT: '8080' })).toBe('http://192.168.1.20:8080');
    expect(siteOrigin({ HOST: '::1', PORT: '4400' })).toBe('http://[::1]:4400');
  });

  it('writes a wildcard listen address (every interface) as localhost', () => {
    expect(siteOrigin({ HOST: '0.0.0.0', PORT: '4321' })).toBe('http://localhost:4321');
    expect(siteOrigin({ HOST: '::', PORT: '4321' })).toBe('http://localhost:4321');
  });

  it('refuses a SITE_URL that is not an http(s) address', () => {
    expect(() => siteOrigin({ SITE_URL: 'adiyamanrehberi.com.tr' })).toThrow(/SITE_URL/);
    expect(() => siteOrigin({ SITE_URL: 'ftp://adiyamanrehberi.com.tr' })).toThrow(/SITE_URL/);
  });

  it('tells whether the public origin is https', () => {
    expect(siteIsHttps({ SITE_URL: 'https://adiyamanrehberi.com.tr' })).toBe(true);
    expect(siteIsHttps({ SITE_URL: 'http://adiyamanrehberi.com.tr' })).toBe(false);
    expect(siteIsHttps({})).toBe(false);
  });
});

describe('Host headers', () => {
  it('accepts a host and a port, nothing else', () => {
    expect(isWellFormedHost('adiyamanrehberi.com.tr')).toBe(true);
    expect(isWellFormedHost('127.0.0.1:4321')).toBe(true);
    expect(isWellFormedHost('[::1]:4321')).toBe(true);
    expect(isWellFormedHost('127.0.0.1:4321@evil.example')).toBe(false);
    expect(isWellFormedHost('evil.example/x')).toBe(false);
    expect(isWellFormedHost('evil .example')).toBe(false);
    expect(isWellFormedHost('')).toBe(false);
  });

  it('knows the site’s own hosts: SITE_URL’s and the address it was started with', () => {
    const env = { SITE_URL: 'https://adiyamanrehberi.com.tr', HOST: '127.0.0.1', PORT: '4321' };
    expect(isOwnHost('adiyamanrehberi.com.tr', env)).toBe(true);
    expect(isOwnHost('ADIYAMANREHBERI.com.tr:443', env)).toBe(true);
    expect(isOwnHost('127.0.0.1:4321', env)).toBe(true);
    expect(isOwnHost('evil.example', env)).toBe(false);
    expect(isOwnHost('adiyamanrehberi.com.tr:8443', env)).toBe(false);
    expect(isOwnHost('127.0.0.1:4321@evil.example', env)).toBe(false);
    expect(isOwnHost(undefined, env)).toBe(false);
    expect(isOwnHost('localhost:4321', { HOST: '0.0.0.0', PORT: '4321' })).toBe(true);
  });
});
