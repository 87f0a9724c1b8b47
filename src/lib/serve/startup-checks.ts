/** What the server says at start about settings a public site needs; null when all is set. */
export function siteUrlWarning(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.SITE_URL) return null;
  return '[serve] SITE_URL is not set: canonical links, sitemaps and share links name http://localhost:4321. Set SITE_URL to the public address.';
}
