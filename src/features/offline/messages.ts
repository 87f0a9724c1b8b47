// The offline kit's Turkish texts (offline-i18n.ts has them in every language) and the shape of the offline
// search index. The scripts read their words from the markup, so none of these reach the browser.

export const OFFLINE_MSG = {
  pageTitle: 'Çevrimdışı Rehber',
  pageDescription:
    'İnternet çekmediğinde de açılan kısa rehber: acil numaralar, nöbetçi eczaneler, Nemrut gezisi ve kayıtlı işletmelerde arama.',
  intro:
    'Bu sayfa ve aşağıdakiler, siteyi bir kez açtıktan sonra bu cihazda saklanır; yolda çekmeyen yerlerde de açılır.',
  emergencyTitle: 'Acil numaralar',
  call112: 'Acil çağrı (ambulans, itfaiye, polis, jandarma)',
  call110: 'İtfaiye (112’ye yönlenir)',
  call155: 'Polis (112’ye yönlenir)',
  call156: 'Jandarma (112’ye yönlenir)',
  savedTitle: 'Kaydedilen sayfalar',
  pharmacies: 'Bu gecenin nöbetçi eczaneleri',
  nemrut: 'Nemrut gün doğumu gezisi',
  favorites: 'Favorilerim',
  favoritesNone: 'Kalp düğmesiyle favorilerinize eklediğiniz yerler, internet yokken de burada listelenir.',
  searchTitle: 'İşletme ara',
  searchLabel: 'İşletme adı, kategori, ilçe ya da telefon',
  searchNoScript: 'Arama için tarayıcınızda JavaScript açık olmalı.',
  searchNotReady: 'Arama listesi henüz bu cihaza kaydedilmedi. Bağlantı varken bu sayfayı bir kez açın.',
  searchEmpty: 'Eşleşen işletme yok.',
  // The search's count, written by the page's script: {total} and {shown} are filled in there.
  searchCountOne: '1 sonuç',
  searchCount: '{total} sonuç',
  searchCountFirst: '{total} sonuçtan ilk {shown} tanesi',
  // The kit's words on every page, written into OfflineKit.astro's markup for its scripts.
  /** The note on a page shown from the device's copy ({time}: when it was saved). */
  savedNote: 'Çevrimdışı — {time} itibarıyla kaydedildi',
  /** What a form says when it cannot be sent offline. */
  formOffline:
    'Çevrimdışısınız: form şu an gönderilemiyor. Yazdıklarınız bu cihazda saklandı; bağlantı gelince yeniden gönderin.',
} as const;

/** The emergency numbers the offline page lists, each with its label's key. */
export const EMERGENCY_NUMBERS = ['112', '110', '155', '156'] as const;

/** One listing in the offline search index: id, name, category, district, phone. */
export type OfflineListing = [id: number, name: string, category: string, district: string, phone: string];
