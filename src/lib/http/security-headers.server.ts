/** Response headers a CSP <meta> cannot carry (DESIGN §6); set on every response we serve. */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Stripe's Payment Element runs wallet payments inside its own frames.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self "https://js.stripe.com")',
};
