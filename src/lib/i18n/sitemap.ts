// The sitemaps' entries of pages that have versions in every language: each version is an entry of its
// own that names all of them (hreflang, plus x-default: the Turkish page), as search engines read them.
import { alternatePaths, LANGS, type Lang } from '~/lib/i18n/langs.ts';
import { siteUrl } from '~/lib/origin.ts';

export const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The versions of a Turkish path as hreflang links (empty for a page without versions). */
export function alternateLinks(path: string): { lang: Lang | 'x-default'; url: string }[] {
  const versions = alternatePaths(path);
  if (!versions.en) return [];
  const links: { lang: Lang | 'x-default'; url: string }[] = LANGS.flatMap((lang) => {
    const version = versions[lang];
    return version ? [{ lang, url: siteUrl(version) }] : [];
  });
  links.push({ lang: 'x-default', url: siteUrl(versions.tr ?? path) });
  return links;
}

/**
 * `<url>` entries for Turkish paths: each language's version (those in `langs`) with every version
 * named; a path without versions is listed once, as it is.
 */
export function sitemapUrls(paths: readonly string[], langs: readonly Lang[] = LANGS): string[] {
  return paths.flatMap((path) => {
    const versions = alternatePaths(path);
    const links = alternateLinks(path)
      .map((l) => `<xhtml:link rel="alternate" hreflang="${l.lang}" href="${escapeXml(l.url)}"/>`)
      .join('');
    if (!versions.en) return [`<url><loc>${escapeXml(siteUrl(path))}</loc></url>`];
    return langs.flatMap((lang) => {
      const version = versions[lang];
      return version ? [`<url><loc>${escapeXml(siteUrl(version))}</loc>${links}</url>`] : [];
    });
  });
}
