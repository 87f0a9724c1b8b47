// Static plan of /authority-builder (SPEC §3 'Static data'): the 8 directory targets, the 5 partner
// institutions, the travel-site guide and the tourism-department proposal. Statuses are not here:
// they come from what the operators stored (authority-builder.server.ts).

import otherInstitutions from '~/features/seo/partner-institutions.json' with { type: 'json' };
import { CONTACT_ADDRESS, SITE_DESCRIPTION, SITE_NAME } from '~/lib/site.ts';

export type Priority = 'high' | 'medium' | 'low';
export type DirectoryStatus = 'pending' | 'submitted' | 'approved';
export type PartnerStatus = 'identified' | 'contacted' | 'negotiating' | 'active';

export interface DirectoryTarget {
  id: string;
  name: string;
  category: string;
  url: string;
  requirements: string[];
  priority: Priority;
  estimatedImpact: string;
}

export const DIRECTORY_TARGETS: DirectoryTarget[] = [
  {
    id: 'tripadvisor',
    name: 'TripAdvisor',
    category: 'Seyahat sitesi',
    url: 'https://www.tripadvisor.com.tr',
    priority: 'high',
    estimatedImpact: 'Yabancı ve yerli gezginlerden yüksek görünürlük',
    requirements: ['İşletme sahibi hesabı', 'Adres ve iletişim bilgileri', 'En az 3 fotoğraf'],
  },
  {
    id: 'google-business',
    name: 'Google İşletme Profili',
    category: 'Harita ve arama',
    url: 'https://business.google.com',
    priority: 'high',
    estimatedImpact: 'Yerel aramalarda ve Haritalar’da görünme',
    requirements: ['Google hesabı', 'Posta veya telefonla doğrulama', 'Çalışma saatleri'],
  },
  {
    id: 'goturkiye',
    name: 'GoTürkiye',
    category: 'Resmî turizm portalı',
    url: 'https://goturkiye.com',
    priority: 'high',
    estimatedImpact: 'Resmî turizm tanıtımında yer alma',
    requirements: ['Turizm içerikli sayfa', 'Kurumsal iletişim bilgileri'],
  },
  {
    id: 'kultur-portali',
    name: 'Türkiye Kültür Portalı',
    category: 'Kültür ve turizm',
    url: 'https://www.kulturportali.gov.tr',
    priority: 'high',
    estimatedImpact: 'İl sayfasından rehbere bağlantı',
    requirements: ['İl Kültür ve Turizm Müdürlüğü aracılığıyla başvuru', 'Güncel içerik'],
  },
  {
    id: 'yandex-maps',
    name: 'Yandex Haritalar',
    category: 'Harita',
    url: 'https://yandex.com.tr/harita',
    priority: 'medium',
    estimatedImpact: 'Yandex aramalarında yerel görünürlük',
    requirements: ['Yandex hesabı', 'Adres doğrulaması'],
  },
  {
    id: 'foursquare',
    name: 'Foursquare',
    category: 'Mekân rehberi',
    url: 'https://foursquare.com',
    priority: 'medium',
    estimatedImpact: 'Mekân verisini kullanan uygulamalarda yer alma',
    requirements: ['Mekân kaydı', 'Kategori ve koordinat'],
  },
  {
    id: 'bing-places',
    name: 'Bing Places',
    category: 'Harita ve arama',
    url: 'https://www.bingplaces.com',
    priority: 'medium',
    estimatedImpact: 'Bing ve Microsoft haritalarında görünme',
    requirements: ['Microsoft hesabı', 'Telefon veya posta doğrulaması'],
  },
  {
    id: 'apple-business',
    name: 'Apple Business Connect',
    category: 'Harita',
    url: 'https://businessconnect.apple.com',
    priority: 'medium',
    estimatedImpact: 'Apple Haritalar kullanıcılarına görünme',
    requirements: ['Apple hesabı', 'İşletme doğrulaması'],
  },
];

export interface PartnerInstitution {
  id: string;
  name: string;
  type: string;
  contact: { email: string; phone: string; website: string };
  benefits: string[];
}

/**
 * The tourism-department partnership of the Priority Actions tab, the first partner institution: written
 * here rather than in partner-institutions.json, so the island that shows it carries it alone. Contact
 * data (here and there) is an example to check on the institution's official site before writing.
 */
export const TOURISM_DEPARTMENT: PartnerInstitution = {
  id: 'kultur-turizm',
  name: 'Adıyaman İl Kültür ve Turizm Müdürlüğü',
  type: 'Kamu kurumu',
  contact: {
    email: 'adiyamankulturturizm@ktb.gov.tr',
    phone: '+904162161008',
    website: 'https://adiyaman.ktb.gov.tr',
  },
  benefits: ['Resmî turizm sayfalarından bağlantı', 'Etkinlik duyurularında iş birliği'],
};

/** The partner institutions: the tourism department, then the others (pure: dropped where unused). */
export const PARTNER_INSTITUTIONS: PartnerInstitution[] = /* @__PURE__ */ [TOURISM_DEPARTMENT].concat(
  otherInstitutions,
);

/** Authority actions the operators mark (Priority Actions tab). */
export const AUTHORITY_ACTIONS = [
  { id: 'tourism-department', label: 'Turizm müdürlüğü iş birliği' },
  { id: 'travel-site', label: 'Seyahat sitesi başvurusu' },
] as const;
export type AuthorityActionId = (typeof AUTHORITY_ACTIONS)[number]['id'];
export const AUTHORITY_ACTION_STATUSES = ['started', 'sent'] as const;
export type AuthorityActionStatus = (typeof AUTHORITY_ACTION_STATUSES)[number];

/** The site's own e-mail and phone as configured (empty when not): operators fill in what is missing. */
export interface OwnContact {
  email: string;
  phone: string;
}

/** Business information of the directory itself, as operators submit it to directories. */
export function defaultBusinessInfo(origin: string, own: OwnContact) {
  return {
    businessName: SITE_NAME,
    website: origin,
    description: SITE_DESCRIPTION,
    category: 'Turizm Rehberi',
    contactEmail: own.email,
    contactPhone: own.phone,
    address: CONTACT_ADDRESS,
  };
}

/** The five steps of the travel-site submission guide (review takes 5–10 business days; SPEC §9). */
export const TRAVEL_SITE_STEPS = [
  {
    title: 'İşletme sahibi hesabı açın',
    text: 'TripAdvisor’da “İşletmenizi ekleyin” sayfasından rehber yönetiminin e-posta adresiyle hesap oluşturun.',
  },
  {
    title: 'İşletme bilgilerini girin',
    text: 'Aşağıdaki bilgileri kopyalayıp formdaki alanlara yapıştırın; adres ve telefon her yerde aynı olmalı.',
  },
  {
    title: 'Fotoğraf ve açıklama ekleyin',
    text: 'En az üç özgün fotoğraf ve rehberin ne sunduğunu anlatan kısa bir açıklama yükleyin.',
  },
  { title: 'Sahipliği doğrulayın', text: 'Telefon veya e-postayla gelen doğrulama kodunu girin.' },
  {
    title: 'İnceleme sürecini takip edin',
    text: 'İnceleme 5–10 iş günü sürer; 3–5 iş günü içinde yanıt gelmezse destek ekibine yazın.',
  },
] as const;

/** Proposal letter to the tourism department; `origin` is the site address. */
export function proposalLetter(origin: string, own: OwnContact): string {
  return [
    `Sayın ${TOURISM_DEPARTMENT.name} yetkilisi,`,
    '',
    `${SITE_NAME} (${origin}), Adıyaman ve ilçelerindeki işletmeleri ve turistik yerleri ücretsiz olarak tanıtan yerel bir rehberdir.`,
    'Nemrut Dağı başta olmak üzere ilimizin turizm değerlerini daha geniş kitlelere ulaştırmak için Müdürlüğünüzle iş birliği yapmak istiyoruz.',
    '',
    'Önerilerimiz:',
    '1. Müdürlüğünüzün internet sitesinde rehberimize bağlantı verilmesi,',
    '2. Etkinlik ve duyurularınızın rehberimizde yayımlanması,',
    '3. Turistik tesislerin bilgilerinin birlikte güncel tutulması.',
    '',
    'Görüşme için uygun olduğunuz bir zamanı bildirmenizi rica ederiz.',
    '',
    'Saygılarımızla,',
    `${SITE_NAME}`,
    [own.email, own.phone].filter(Boolean).join(' · '),
  ].join('\n');
}

/** Default outreach message to an institution. */
export function outreachMessage(institution: PartnerInstitution, origin: string): string {
  return [
    `Sayın ${institution.name} yetkilisi,`,
    '',
    `${SITE_NAME} (${origin}) olarak Adıyaman’ın işletmelerini ve turizm değerlerini tanıtıyoruz. ${institution.benefits.join(' ve ')} konularında iş birliği yapmak isteriz.`,
    '',
    'Saygılarımızla,',
    SITE_NAME,
  ].join('\n');
}
