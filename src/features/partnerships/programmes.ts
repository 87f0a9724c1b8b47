import type { PARTNERSHIP_TYPES } from '~/features/listings/options.ts';

type PartnershipType = (typeof PARTNERSHIP_TYPES)[number];

/** The four partnership programmes of /partnership (SPEC §3) with their Turkish labels. */
export const PARTNERSHIP_PROGRAMMES: Record<
  PartnershipType,
  { label: string; commission: string; description: string; requirements: string[] }
> = {
  premium_listing: {
    label: 'Premium Listeleme',
    commission: '%5-15 komisyon',
    description:
      'İşletmeniz aramalarda ve kategori sayfalarında öne çıkar, yönlendirilen satışlardan komisyon kazanırsınız.',
    requirements: ['En az 2 yıllık faaliyet', 'Hizmet referansları'],
  },
  tourism_partner: {
    label: 'Turizm Ortaklığı',
    commission: '%10-20 komisyon',
    description: 'Otel, tur ve rehberlik hizmetlerinizi Nemrut ve çevresine gelen ziyaretçilere tanıtın.',
    requirements: ['Turizm alanında faaliyet', 'Güncel fiyat ve müsaitlik bilgisi'],
  },
  affiliate_marketing: {
    label: 'Satış Ortaklığı',
    commission: '%3-8 komisyon',
    description: 'Ürün ve hizmetlerinizi rehberdeki içeriklerde önerelim, her satıştan pay alın.',
    requirements: ['Online satış veya rezervasyon imkânı'],
  },
  local_sponsor: {
    label: 'Yerel Sponsorluk',
    commission: 'Sabit ücret',
    description: 'Rehberin bölümlerinde ve etkinlik içeriklerinde markanızı sabit ücretle görünür kılın.',
    requirements: ['Adıyaman ilinde faaliyet gösteren işletme'],
  },
};
