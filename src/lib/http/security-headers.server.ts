import { siteIsHttps } from '~/lib/origin.ts';

/** Response headers a CSP <meta> cannot carry (DESIGN §6); set on every response we serve. */
const BASE_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Stripe's Payment Element runs wallet payments inside its own frames.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self "https://js.stripe.com")',
};

/** A browser that has reached the site over https keeps to https for a year, its subdomains too. */
const HSTS = { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' };

/**
 * The security headers of every response: HSTS only when SITE_URL is https (the TLS usually ends at a
 * proxy, so the request itself cannot tell; a plain-http or local site must not pin https on its host).
 */
export function securityHeaders(env?: Record<string, string | undefined>): Record<string, string> {
  return siteIsHttps(env) ? { ...BASE_HEADERS, ...HSTS } : BASE_HEADERS;
}

/**
 * The headers every on-demand response leaves with: ours added (on pages that already carry Astro's
 * script/style policy, our CSP goes as a second policy; both apply), and HTML declared as UTF-8.
 */
export function completeHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(securityHeaders())) {
    if (name === 'Content-Security-Policy' && headers.has(name)) headers.append(name, value);
    else if (!headers.has(name)) headers.set(name, value);
  }
  const type = headers.get('content-type');
  if (type && /^text\/html\s*$/i.test(type)) headers.set('content-type', 'text/html; charset=utf-8');
}
