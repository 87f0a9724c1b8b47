// The site's own pages as its menus and footer link to them, each written once: where it is and how
// it is named (`short` where a menu has little room), by its message in lib/i18n.
import { DEFAULT_LANG, type Lang, localizedPath } from '~/lib/i18n/langs.ts';
import type { MessageKey } from '~/lib/i18n/messages/tr.ts';
import { messagesOf } from '~/lib/i18n/messages.ts';
import { BLOG_PATH, DEVELOPERS_PATH, PHARMACIES_PATH } from '~/lib/paths.ts';

const SITE_LINKS = {
  home: { href: '/', label: 'linkHome' },
  businesses: { href: '/businesses', label: 'linkBusinesses' },
  categories: { href: '/categories', label: 'linkCategories' },
  tourism: { href: '/tourism', label: 'linkTourism' },
  pharmacies: { href: PHARMACIES_PATH, label: 'linkPharmacies' },
  blog: { href: BLOG_PATH, label: 'linkBlog' },
  authority: { href: '/authority', label: 'linkAuthority' },
  addBusiness: { href: '/add-business', label: 'linkAddBusiness' },
  register: { href: '/register-business', label: 'linkRegister', short: 'linkRegisterShort' },
  bulkImport: { href: '/bulk-import', label: 'linkBulkImport' },
  partnership: { href: '/partnership', label: 'linkPartnership' },
  seoTools: { href: '/seo-tools', label: 'linkSeoTools' },
  contact: { href: '/contact', label: 'linkContact' },
  donations: { href: '/donations', label: 'linkDonations', short: 'linkDonationsShort' },
  developers: { href: DEVELOPERS_PATH, label: 'linkDevelopers' },
} satisfies Record<string, { href: string; label: MessageKey; short?: MessageKey }>;

export type SiteLinkName = keyof typeof SITE_LINKS;

export interface SiteLink {
  href: string;
  label: string;
}

/**
 * Links to the named pages in this order, in the page's language (a page without versions keeps its
 * Turkish address); those also named in `short` with their short label.
 */
export function siteLinks(
  names: readonly SiteLinkName[],
  short: readonly SiteLinkName[] = [],
  lang: Lang = DEFAULT_LANG,
): SiteLink[] {
  const messages = messagesOf(lang);
  return names.map((name) => {
    const link: { href: string; label: MessageKey; short?: MessageKey } = SITE_LINKS[name];
    const label = short.includes(name) && link.short ? link.short : link.label;
    return { href: localizedPath(link.href, lang), label: String(messages[label]) };
  });
}
