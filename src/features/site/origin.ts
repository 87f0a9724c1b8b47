// What `npm start` says about the public origin (the origin itself: lib/origin.ts).
import { siteOrigin } from '~/lib/origin.ts';

/**
 * The warning `npm start` prints when SITE_URL is unset (null when it is set); a SITE_URL that is no
 * http(s) address stops the start here, with the reason.
 */
export function siteUrlWarning(env: Record<string, string | undefined>): string | null {
  const origin = siteOrigin(env);
  if (env.SITE_URL?.trim()) return null;
  const line = '!'.repeat(78);
  return [
    line,
    '!! SITE_URL is not set.',
    `!! Canonical links, Open Graph tags, JSON-LD, the sitemap and the links in e-mails will use`,
    `!! ${origin}, the address this server was started with (HOST/PORT).`,
    '!! On a real host set it to the public address, e.g.:',
    '!!   export SITE_URL=https://adiyamanrehberi.com.tr && npm run build && npm start',
    line,
  ].join('\n');
}
