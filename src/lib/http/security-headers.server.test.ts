import { describe, expect, it } from 'vitest';
import { completeHeaders, securityHeaders } from '~/lib/http/security-headers.server.ts';

describe('headers of on-demand responses', () => {
  it('declares HTML as UTF-8 and leaves other types and given charsets alone', () => {
    const html = new Headers({ 'content-type': 'text/html' });
    completeHeaders(html);
    expect(html.get('content-type')).toBe('text/html; charset=utf-8');
    const latin = new Headers({ 'content-type': 'text/html; charset=iso-8859-9' });
    completeHeaders(latin);
    expect(latin.get('content-type')).toBe('text/html; charset=iso-8859-9');
    const json = new Headers({ 'content-type': 'application/json' });
    completeHeaders(json);
    expect(json.get('content-type')).toBe('application/json');
  });

  it('adds the security headers and our CSP beside the page’s own', () => {
    const headers = new Headers({ 'content-security-policy': "script-src 'self'" });
    completeHeaders(headers);
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('content-security-policy')).toBe(
      `script-src 'self', ${securityHeaders({})['Content-Security-Policy']}`,
    );
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when SITE_URL is https, for a year and the subdomains', () => {
    expect(securityHeaders({ SITE_URL: 'https://adiyamanrehberi.com.tr' })['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('is not sent when the public origin is plain http', () => {
    expect(securityHeaders({ SITE_URL: 'http://adiyamanrehberi.com.tr' })).not.toHaveProperty(
      'Strict-Transport-Security',
    );
    expect(securityHeaders({ HOST: '0.0.0.0' })).not.toHaveProperty('Strict-Transport-Security');
  });
});
