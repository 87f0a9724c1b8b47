// Static content of the home page: demo sponsored banners, advantages, institutional links, goals.
import type { IconName } from '~/lib/ui/icon-names.ts';

/** One sponsored banner. */
export interface Banner {
  title: string;
  text: string;
  href: string;
  cta: string;
}

/** Demo banners (SPEC §2: hardcoded demo content), shown with the 'Sponsorlu — örnek içerik' label. */
export const TOP_BANNERS: Banner[] = [
  {
    title: 'İşletmenizi ücretsiz listeleyin',
    text: 'Adıyaman Rehberi’nde yerinizi alın, müşterileriniz sizi kolayca bulsun.',
    href: '/add-business',
    cta: 'İşletme Ekle',
  },
  {
    title: 'Nemrut Dağı gün doğumu turları',
    text: 'Yerel rehberlerle Kommagene mirasını keşfedin.',
    href: '/tourism',
    cta: 'Turizm Rehberi',
  },
  {
    title: 'Premium listeleme ile öne çıkın',
    text: 'Aramalarda ilk sıralarda görünün, rozetinizle güven verin.',
    href: '/subscribe',
    cta: 'Planları Gör',
  },
];

export const SECOND_BANNERS: Banner[] = [
  {
    title: 'Ortaklık programına katılın',
    text: 'Satış başına %20’ye varan komisyon fırsatı.',
    href: '/partnership',
    cta: 'Başvur',
  },
  {
    title: 'Rehberimize destek olun',
    text: 'Bağışlarınızla sunucu ve geliştirme giderlerini karşılıyoruz.',
    href: '/donate',
    cta: 'Bağış Yap',
  },
];

/** Figures that are goals, not measurements: labelled as targets on the page. */
export const PARTNER_TARGET = 47;
export const MONTHLY_COMMISSION_TARGET_TL = 25_000;

export const ADVANTAGES: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'search',
    title: 'Türkçe akıllı arama',
    text: 'Kâhta, kahta ya da KÂHTA: nasıl yazarsanız yazın doğru sonuçları bulun.',
  },
  {
    icon: 'badge-check',
    title: 'Onaylı işletmeler',
    text: 'Her kayıt yayından önce incelenir; yalnızca onaylı işletmeler listelenir.',
  },
  { icon: 'phone', title: 'Doğrudan iletişim', text: 'Telefon, WhatsApp ve e-posta ile işletmeye aracısız ulaşın.' },
  { icon: 'tag', title: 'Ücretsiz kayıt', text: 'İşletmenizi dakikalar içinde ücretsiz ekleyin.' },
];

/** Public institutions of the province, linked for visitors (not a claim of partnership). */
export const INSTITUTION_LINKS = [
  { name: 'Adıyaman Valiliği', href: 'https://www.adiyaman.gov.tr' },
  { name: 'Adıyaman Belediyesi', href: 'https://www.adiyaman.bel.tr' },
  { name: 'Adıyaman Üniversitesi', href: 'https://www.adiyaman.edu.tr' },
  { name: 'Kültür ve Turizm Bakanlığı', href: 'https://www.ktb.gov.tr' },
];
