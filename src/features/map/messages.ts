// Turkish texts and shared shapes of the maps and 'Yakınımda' (zod-free: the browser scripts use them).
import type { Lang } from '~/lib/i18n/langs.ts';

export const MAP_MSG = {
  mapView: 'Harita',
  mapLabel: 'İşletmelerin haritası',
  businessMapLabel: 'İşletmenin konumu haritada',
  locationHeading: 'Konum',
  approximate: 'Konum yaklaşık: ilçe merkezi',
  noScript: 'Harita için tarayıcınızda JavaScript açık olmalı; işletmeler aşağıda listeleniyor.',
  noPoints: 'Bu sayfadaki işletmelerin konumu yok.',
  loadFailed: 'Harita yüklenemedi; işletmeler aşağıda listeleniyor.',
  /** A cluster's label; the map script puts its count in place of '{n}'. */
  clusterLabel: '{n} işletme: yakınlaştırmak için seçin',
  openNow: 'Şimdi açık',
  closedNow: 'Kapalı',
  /** Above a list's map: it shows every match, the list below shows a page of them. */
  allMatches: (count: number) => `Haritada aramanızın ${count} sonucunun tümü gösteriliyor; liste aşağıda.`,
  /** Says what the button does: asks for the position and sorts the list by distance from it. */
  nearMe: 'Konumuma göre sırala',
  nearMeLocating: 'Konumunuz alınıyor…',
  nearMeDenied: 'Konumunuz alınamadı. Tarayıcınızın konum iznini kontrol edin.',
  nearMeUnsupported: 'Tarayıcınız konum paylaşmayı desteklemiyor.',
  nearMeNote:
    'Tarayıcınız konumunuzu sorar; konumunuz yaklaşık 100 metreye yuvarlanıp yalnızca bu sıralama için adrese eklenir, hiçbir yere kaydedilmez.',
} as const;

/** One business on a map: where it is and whether that is only its district's centre. */
export interface MapPoint {
  id: number;
  name: string;
  lat: number;
  lng: number;
  approximate: boolean;
  /** A list map's popup: the rating (0 when none) and whether it is open now (null when unknown). */
  rating?: number;
  open?: boolean | null;
}

/** What the map script writes, in the page's language (BusinessMap.astro's data-words). */
export interface MapWords {
  approximate: string;
  loadFailed: string;
  /** '{n}' is the cluster's count. */
  cluster: string;
  openNow: string;
  closedNow: string;
  /** The rating phrase's language and the address prefix of the popups' links ('' in Turkish). */
  lang: Lang;
  prefix: string;
}

/** Digits kept of a coordinate in the address: five are about a metre, enough to sort by distance. */
export const COORDINATE_DIGITS = 5;
