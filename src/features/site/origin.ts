// The public origin of the site, one rule for canonical links, Open Graph, JSON-LD, sitemaps and share links:
// SITE_URL when it is set; otherwise the origin the page is served from when that is known (a page rendered
// on demand, or the browser); otherwise — a page pre-rendered at build time — the build-time fallback.

/** Origin a build uses when SITE_URL is unset: pre-rendered pages cannot know the real one. */
export const FALLBACK_SITE_URL = 'http://localhost:4321';

/** The origin SITE_URL gave this build, or null when it was not set. */
export function configuredOrigin(site: string | undefined = import.meta.env.SITE): string | null {
  if (!site) return null;
  const origin = new URL(site).origin;
  return origin === new URL(FALLBACK_SITE_URL).origin ? null : origin;
}

/** The public origin: SITE_URL, else `servedFrom` (request or browser origin), else the fallback. */
export function publicOrigin(servedFrom?: string | null, site: string | undefined = import.meta.env.SITE): string {
  return configuredOrigin(site) ?? servedFrom ?? FALLBACK_SITE_URL;
}

/** Absolute URL of a path on the public origin. */
export function publicUrl(path: string, servedFrom?: string | null, site?: string): string {
  return new URL(path, publicOrigin(servedFrom, site ?? import.meta.env.SITE)).href;
}

/** The warning `npm start` prints when SITE_URL is unset (null when it is set). */
export function siteUrlWarning(env: Record<string, string | undefined>): string | null {
  if (env.SITE_URL) return null;
  const line = '!'.repeat(78);
  return [
    line,
    '!! SITE_URL is not set.',
    `!! Pre-rendered pages (blog, categories, …) will put ${FALLBACK_SITE_URL} into their canonical`,
    '!! links, Open Graph tags, JSON-LD and the sitemap; pages rendered on demand use the request origin.',
    '!! On a real host set it to the public address, e.g.:',
    '!!   export SITE_URL=https://adiyamanrehberi.com.tr && npm run build && npm start',
    line,
  ].join('\n');
}
