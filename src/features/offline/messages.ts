// The offline page's Turkish texts and the shape of the offline search index. Browser-safe. The texts of
// the script on every page are in kit-messages.ts, so this page's texts stay out of that small bundle.

export const OFFLINE_MSG = {
  pageTitle: 'Çevrimdışı Rehber',
  pageDescription:
    'İnternet çekmediğinde de açılan kısa rehber: acil numaralar, nöbetçi eczaneler, Nemrut gezisi ve kayıtlı işletmelerde arama.',
  intro:
    'Bu sayfa ve aşağıdakiler, siteyi bir kez açtıktan sonra bu cihazda saklanır; yolda çekmeyen yerlerde de açılır.',
  emergencyTitle: 'Acil numaralar',
  emergency: [
    { number: '112', label: 'Acil çağrı (ambulans, itfaiye, polis, jandarma)' },
    { number: '110', label: 'İtfaiye (112’ye yönlenir)' },
    { number: '155', label: 'Polis (112’ye yönlenir)' },
    { number: '156', label: 'Jandarma (112’ye yönlenir)' },
  ],
  savedTitle: 'Kaydedilen sayfalar',
  pharmacies: 'Bu gecenin nöbetçi eczaneleri',
  nemrut: 'Nemrut gün doğumu gezisi',
  favorites: 'Favorilerim',
  searchTitle: 'İşletme ara',
  searchLabel: 'İşletme adı, kategori, ilçe ya da telefon',
  searchNoScript: 'Arama için tarayıcınızda JavaScript açık olmalı.',
  searchNotReady: 'Arama listesi henüz bu cihaza kaydedilmedi. Bağlantı varken bu sayfayı bir kez açın.',
  searchEmpty: 'Eşleşen işletme yok.',
  searchCount: (shown: number, total: number) =>
    shown < total ? `${total} sonuçtan ilk ${shown} tanesi` : `${total} sonuç`,
} as const;

/** One listing in the offline search index: id, name, category, district, phone. */
export type OfflineListing = [id: number, name: string, category: string, district: string, phone: string];
