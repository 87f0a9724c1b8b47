/** Response headers a CSP <meta> cannot carry (DESIGN §6); set on every response we serve. */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Stripe's Payment Element runs wallet payments inside its own frames.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self "https://js.stripe.com")',
};

/**
 * The headers every on-demand response leaves with: ours added (on pages that already carry Astro's
 * script/style policy, our CSP goes as a second policy; both apply), and HTML declared as UTF-8.
 */
export function completeHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (name === 'Content-Security-Policy' && headers.has(name)) headers.append(name, value);
    else if (!headers.has(name)) headers.set(name, value);
  }
  const type = headers.get('content-type');
  if (type && /^text\/html\s*$/i.test(type)) headers.set('content-type', 'text/html; charset=utf-8');
}
