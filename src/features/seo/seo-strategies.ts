// SEO enhancement plan content (SPEC §2 /seo-enhancement): strategies and the 8-week timeline.

export interface SeoStrategy {
  id: string;
  group: 'backlinks' | 'content' | 'social';
  title: string;
  description: string;
  steps: string[];
  impact: 'Yüksek' | 'Orta';
}

export const SEO_STRATEGY_GROUPS = [
  { id: 'backlinks', label: 'Geri Bağlantılar' },
  { id: 'content', label: 'İçerik Genişletme' },
  { id: 'social', label: 'Sosyal Sinyaller' },
] as const;

export const SEO_STRATEGIES: SeoStrategy[] = [
  {
    id: 'kurum-baglantilari',
    group: 'backlinks',
    title: 'Kamu kurumlarından bağlantı',
    impact: 'Yüksek',
    description: 'Valilik, belediyeler ve İl Kültür ve Turizm Müdürlüğü sitelerinde rehbere bağlantı.',
    steps: [
      'Kurumların iletişim birimlerini listeleyin',
      'Rehberin kamu yararını anlatan kısa bir yazı gönderin',
      'Yayımlanan bağlantıları kayıt altına alın',
    ],
  },
  {
    id: 'universite',
    group: 'backlinks',
    title: 'Adıyaman Üniversitesi iş birliği',
    impact: 'Yüksek',
    description: 'Öğrenci toplulukları ve turizm bölümü için kaynak sayfası.',
    steps: ['Turizm fakültesiyle görüşün', 'Öğrenciler için indirimli işletmeler sayfası önerin'],
  },
  {
    id: 'yerel-medya',
    group: 'backlinks',
    title: 'Yerel haber siteleri',
    impact: 'Orta',
    description: 'Yeni işletmeler ve etkinlikler hakkında basın bültenleri.',
    steps: ['Aylık bülten hazırlayın', 'Haber sitelerine kaynak olarak rehberi önerin'],
  },
  {
    id: 'isletme-rozeti',
    group: 'backlinks',
    title: 'İşletme rozetleri',
    impact: 'Orta',
    description: 'Kayıtlı işletmelerin sitelerine ekleyebileceği “Adıyaman Rehberi’nde listelendi” rozeti.',
    steps: ['Rozet görselini ve bağlantı kodunu hazırlayın', 'Doğrulanmış işletmelere e-postayla gönderin'],
  },
  {
    id: 'ilce-rehberleri',
    group: 'content',
    title: 'İlçe rehberleri',
    impact: 'Yüksek',
    description: 'Dokuz ilçenin her biri için gezilecek yerler, yeme-içme ve konaklama sayfaları.',
    steps: ['Her ilçe için 800+ kelimelik rehber yazın', 'İlçedeki işletmelere bağlantı verin'],
  },
  {
    id: 'mevsimsel-icerik',
    group: 'content',
    title: 'Mevsimsel içerik',
    impact: 'Orta',
    description: 'Nemrut sezonu, Besni üzüm hasadı ve bayram dönemleri için zamanlanmış yazılar.',
    steps: ['Yıllık içerik takvimi çıkarın', 'Sezondan altı hafta önce yayımlayın'],
  },
  {
    id: 'basari-hikayeleri',
    group: 'content',
    title: 'İşletme başarı hikâyeleri',
    impact: 'Orta',
    description: 'Rehber sayesinde müşteri kazanan işletmelerle röportajlar.',
    steps: ['İşletmelerden izin alın', 'Fotoğraflı röportaj yayımlayın'],
  },
  {
    id: 'sosyal-paylasim',
    group: 'social',
    title: 'Sosyal paylaşım',
    impact: 'Orta',
    description: 'İşletme ve yazı sayfalarındaki paylaşım düğmeleriyle yayılım.',
    steps: ['Paylaşım metinlerini Türkçe ve kısa tutun', 'Haftalık paylaşım sayılarını izleyin'],
  },
  {
    id: 'kullanici-icerigi',
    group: 'social',
    title: 'Kullanıcı içeriği kampanyaları',
    impact: 'Orta',
    description: '#AdıyamanıKeşfet etiketiyle ziyaretçi fotoğrafları ve yorumları.',
    steps: ['Aylık fotoğraf yarışması düzenleyin', 'Seçilen fotoğrafları blogda yayımlayın'],
  },
];

export const SEO_TIMELINE = [
  { weeks: '1-2. hafta', title: 'Bağlantı çalışmaları', text: 'Kurumlar, üniversite ve yerel medya ile iletişim.' },
  { weeks: '3-4. hafta', title: 'İçerik', text: 'İlçe rehberleri ve mevsimsel yazılar.' },
  { weeks: '5-6. hafta', title: 'Sosyal', text: 'Paylaşım ve kullanıcı içeriği kampanyaları.' },
  { weeks: '7-8. hafta', title: 'Ölçüm', text: 'Sonuçların değerlendirilmesi ve planın güncellenmesi.' },
] as const;
