// Open data: the public read API's limits and texts, and the licence notes of the API and the exports.

export const API_LIMITS = { defaultPage: 20, maxPage: 100 } as const;

/** How long a client or a cache may keep an answer without asking again (seconds). */
export const API_MAX_AGE_S = 60;

/** The IETF RateLimit policy's name in the `RateLimit` and `RateLimit-Policy` headers. */
export const RATE_LIMIT_POLICY = 'adresbasina';

export const API_MSG = {
  bad: 'Geçersiz istek.',
  limit: `limit 1 ile ${API_LIMITS.maxPage} arasında bir tam sayı olmalıdır.`,
  cursor: 'cursor geçersiz: bir önceki yanıtın nextCursor değerini kullanın.',
  notFound: 'İşletme bulunamadı.',
} as const;

/** What the exports and the API say of the data's licence. */
export function licenseNote(operatorLicense: string): string {
  return `OpenStreetMap’ten gelen kayıtlar (osm_id dolu olanlar) © OpenStreetMap katkıda bulunanlar, ODbL 1.0 lisansıyla (https://www.openstreetmap.org/copyright); diğer kayıtlar ${operatorLicense} lisansıyla.`;
}

export const DEVELOPERS_MSG = {
  title: 'Geliştiriciler için açık veri',
  intro:
    'Rehberdeki yayımlanmış işletmeler, kategoriler, ilçeler, etkinlikler ve açık eczaneler herkese açık bir okuma API’si ve indirilebilir dosyalar olarak sunulur. Kişisel veri (işletme sahibi, başvuran kişinin e-postası, başvuru formu yanıtları) hiçbir yanıtta yer almaz.',
  apiTitle: 'Okuma API’si',
  apiText:
    'Tüm uç noktalar GET ile çağrılır, JSON döner ve tarayıcıdan doğrudan çağrılabilir (CORS). Yanıtlar ETag ve Cache-Control başlıkları taşır; If-None-Match ile sorulan değişmemiş bir yanıt 304 döner.',
  limitTitle: 'Kullanım sınırı',
  limitText:
    'Her IP adresi için dakikada belirli sayıda istek kabul edilir. Kalan hak RateLimit ve RateLimit-Policy başlıklarında bildirilir; sınır aşıldığında 429 ve Retry-After döner.',
  filtersTitle: 'İşletme listesinin süzgeçleri',
  filtersText:
    'İşletme listesi sitedeki liste sayfasıyla aynı süzgeçleri kullanır; aynı parametreler aynı sonuçları aynı sırayla verir. Sayfalamak için yanıttaki nextCursor değerini cursor parametresiyle gönderin.',
  exportsTitle: 'Toplu indirme',
  exportsText: 'Yayımlanmış tüm işletmeler tek dosyada:',
  licenseTitle: 'Lisans',
  openapi: 'OpenAPI 3.1 belgesi',
} as const;

/** The list's parameters as the developers' page and the OpenAPI document describe them. */
export const LISTING_PARAMETERS = [
  {
    name: 'q',
    example: 'kebap',
    text: 'Serbest metin araması (Türkçe karakterlere duyarsız, yazım hatalarını bağışlar).',
  },
  { name: 'category', example: 'Restoranlar', text: 'Kategori adı (ör. Restoranlar); /api/v1/categories listeler.' },
  { name: 'subcategory', example: 'kebapcilar', text: 'Alt kategorinin kısa adı (slug).' },
  { name: 'district', example: 'Kâhta', text: 'İlçe adı; /api/v1/districts listeler.' },
  { name: 'acik', example: '1', text: '1: yalnızca şu an açık olanlar (Türkiye saatiyle, tatiller dahil).' },
  {
    name: 'konum',
    example: '37.7648,38.2786',
    text: '“enlem,boylam”: her işletmenin bu noktaya uzaklığı distancesKm’de döner.',
  },
  { name: 'sirala', example: 'mesafe', text: 'ilgi (varsayılan), puan, ad, yeni veya mesafe (konum ile).' },
  { name: 'limit', example: '20', text: `Sayfa boyu, 1–${API_LIMITS.maxPage} (varsayılan ${API_LIMITS.defaultPage}).` },
  { name: 'cursor', example: '', text: 'Bir önceki yanıtın nextCursor değeri.' },
] as const;
