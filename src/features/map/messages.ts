// Turkish texts and shared shapes of the maps and 'Yakınımda' (zod-free: the browser scripts use them).

export const MAP_MSG = {
  mapView: 'Harita',
  mapLabel: 'İşletmelerin haritası',
  businessMapLabel: 'İşletmenin konumu haritada',
  locationHeading: 'Konum',
  approximate: 'Konum yaklaşık: ilçe merkezi',
  noScript: 'Harita için tarayıcınızda JavaScript açık olmalı; işletmeler aşağıda listeleniyor.',
  noPoints: 'Bu sayfadaki işletmelerin konumu yok.',
  loadFailed: 'Harita yüklenemedi; işletmeler aşağıda listeleniyor.',
  clusterLabel: (count: number) => `${count} işletme: yakınlaştırmak için seçin`,
  nearMe: 'Yakınımda',
  nearMeLocating: 'Konumunuz alınıyor…',
  nearMeDenied: 'Konumunuz alınamadı. Tarayıcınızın konum iznini kontrol edin.',
  nearMeUnsupported: 'Tarayıcınız konum paylaşmayı desteklemiyor.',
  nearMeNote: 'Konumunuz yalnızca sıralama için adrese eklenir, saklanmaz.',
} as const;

/** One business on a map: where it is and whether that is only its district's centre. */
export interface MapPoint {
  id: number;
  name: string;
  lat: number;
  lng: number;
  approximate: boolean;
}

/** The URL parameters 'Yakınımda' sets: the visitor's position and the distance order of the list. */
export const NEAR_ME_PARAMS = { location: 'konum', sort: 'sirala', sortValue: 'mesafe' } as const;

/** Digits kept of a coordinate in the address: five are about a metre, enough to sort by distance. */
export const COORDINATE_DIGITS = 5;
