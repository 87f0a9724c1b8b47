// The site's own pages as its menus and footer link to them, each written once: where it is and how
// it is named (`short` where a menu has little room).
import { BLOG_PATH } from '~/lib/paths.ts';

const SITE_LINKS = {
  home: { href: '/', label: 'Ana Sayfa' },
  businesses: { href: '/businesses', label: 'İşletmeler' },
  categories: { href: '/categories', label: 'Kategoriler' },
  tourism: { href: '/tourism', label: 'Turizm' },
  blog: { href: BLOG_PATH, label: 'Blog' },
  authority: { href: '/authority', label: 'Site Otoritesi' },
  addBusiness: { href: '/add-business', label: 'İşletme Ekle' },
  register: { href: '/register-business', label: 'İşletme Kayıt', short: 'Kayıt' },
  bulkImport: { href: '/bulk-import', label: 'Toplu İçe Aktar' },
  partnership: { href: '/partnership', label: 'Ortaklık' },
  seoTools: { href: '/seo-tools', label: 'SEO Araçları' },
  contact: { href: '/contact', label: 'İletişim' },
  donations: { href: '/donations', label: 'Bağış Yap', short: 'Bağış' },
} satisfies Record<string, { href: string; label: string; short?: string }>;

export type SiteLinkName = keyof typeof SITE_LINKS;

export interface SiteLink {
  href: string;
  label: string;
}

/** Links to the named pages in this order; those also named in `short` with their short label. */
export function siteLinks(names: readonly SiteLinkName[], short: readonly SiteLinkName[] = []): SiteLink[] {
  return names.map((name) => {
    const link: { href: string; label: string; short?: string } = SITE_LINKS[name];
    return { href: link.href, label: (short.includes(name) && link.short) || link.label };
  });
}
