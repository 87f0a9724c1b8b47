import { sql } from 'kysely';
import { countPublicPosts } from '~/features/blog/blog.server.ts';
import { DISTRICTS } from '~/features/listings/districts.ts';
import { countPublicReviews } from '~/features/reviews/reviews.server.ts';
import type { TrustStatus } from '~/features/seo/authority.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { formatPercent } from '~/lib/percent.ts';

export interface DirectoryFigures {
  approvedBusinesses: number;
  verifiedBusinesses: number;
  categoriesInUse: number;
  districtsCovered: number;
  averageRating: number;
  reviewCount: number;
  publishedPosts: number;
}

/** Figures of the authority report computed from the directory itself. */
export async function directoryFigures(db: Db): Promise<DirectoryFigures> {
  const business = await db
    .selectFrom('businesses')
    .select([
      sql<number>`count(*)`.as('approved'),
      sql<number>`coalesce(sum(owner_verified), 0)`.as('verified'),
      sql<number>`count(distinct category)`.as('categories'),
      sql<number>`count(distinct district)`.as('districts'),
      sql<number>`coalesce(avg(nullif(rating, 0)), 0)`.as('rating'),
    ])
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  // As /blog counts them: a scheduled post is not published until its time comes.
  const { posts } = await countPublicPosts(db);
  // The one review total of the site (the reviews feature owns it).
  const reviewCount = await countPublicReviews(db);
  return {
    approvedBusinesses: Number(business.approved),
    verifiedBusinesses: Number(business.verified),
    categoriesInUse: Number(business.categories),
    districtsCovered: Number(business.districts),
    averageRating: Math.round(Number(business.rating) * 10) / 10,
    reviewCount,
    publishedPosts: posts,
  };
}

export interface TrustItem {
  label: string;
  status: TrustStatus;
  note: string;
}

/**
 * The 10-item trust checklist. Items about our own site and data are decided from what the
 * site has; items that need an outside account are 'pending' until someone confirms them.
 */
export function trustChecklist(figures: DirectoryFigures, siteUsesHttps: boolean): TrustItem[] {
  const verifiedShare = figures.approvedBusinesses ? figures.verifiedBusinesses / figures.approvedBusinesses : 0;
  return [
    { label: 'KVKK aydınlatma metni yayında', status: 'verified', note: '/kvkk sayfası' },
    { label: 'İletişim bilgileri ve adres görünür', status: 'verified', note: 'Alt bilgi ve iletişim sayfası' },
    {
      label: 'Güvenli bağlantı (HTTPS)',
      status: siteUsesHttps ? 'verified' : 'missing',
      note: siteUsesHttps ? 'Site adresi https ile başlıyor' : 'Site adresi https ile başlamıyor',
    },
    { label: 'Site haritası ve robots.txt', status: 'verified', note: '/sitemap-index.xml, /robots.txt' },
    { label: 'Yapılandırılmış veri (JSON-LD)', status: 'verified', note: 'İşletme, yazı ve turistik yer sayfalarında' },
    {
      label: 'Dokuz ilçenin tamamında işletme',
      status: figures.districtsCovered >= DISTRICTS.length ? 'verified' : 'pending',
      note: `${figures.districtsCovered} / ${DISTRICTS.length} ilçe`,
    },
    {
      label: 'İşletmelerin yarısından fazlası doğrulanmış',
      status: verifiedShare > 0.5 ? 'verified' : 'pending',
      note: `${formatPercent(Math.round(verifiedShare * 100))} doğrulanmış`,
    },
    {
      label: 'Düzenli blog içeriği (en az 8 yazı)',
      status: figures.publishedPosts >= 8 ? 'verified' : 'pending',
      note: `${figures.publishedPosts} yayında yazı`,
    },
    { label: 'Google İşletme Profili doğrulaması', status: 'pending', note: 'Dış hesapla doğrulanmalı' },
    { label: 'Resmi kurum bağlantısı (valilik, turizm müdürlüğü)', status: 'missing', note: 'Henüz bağlantı yok' },
  ];
}
