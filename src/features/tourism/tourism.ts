// Tourism guide content (SPEC §2 /tourism): attractions, tour packages, seasons, practical tips.

export interface Attraction {
  id: string;
  name: string;
  district: string;
  summary: string;
  details: string[];
  hours: string;
  latitude: number;
  longitude: number;
  isFree: boolean;
}

export const ATTRACTIONS: Attraction[] = [
  {
    id: 'nemrut-dagi',
    name: 'Nemrut Dağı',
    district: 'Kâhta',
    summary: 'UNESCO Dünya Mirası listesindeki Kommagene Kralı I. Antiochos’un tümülüsü ve dev heykelleri.',
    details: [
      'Zirve 2.150 m; doğu ve batı teraslarında tanrı heykelleri',
      'Gün doğumu ve gün batımı en çok tercih edilen saatler',
      'Otoparktan tümülüse yaklaşık 20 dakikalık yürüyüş',
    ],
    hours: 'Her gün 08:00–17:00 (gün doğumu turlarında erken giriş için yerel rehberlere danışın)',
    latitude: 37.98,
    longitude: 38.74,
    isFree: false,
  },
  {
    id: 'arsameia',
    name: 'Arsameia Antik Kenti',
    district: 'Kâhta',
    summary: 'Kommagene Krallığı’nın yazlık başkenti; Mithridates ile Herakles’in tokalaşma kabartması burada.',
    details: [
      'Eski Kâhta Kalesi’nin karşısında',
      'Uzun Yunanca yazıt ve tünel',
      'Nemrut yolu üzerinde, aynı günde gezilebilir',
    ],
    hours: 'Her gün 08:00–17:00',
    latitude: 37.9436,
    longitude: 38.7028,
    isFree: false,
  },
  {
    id: 'cendere-koprusu',
    name: 'Cendere Köprüsü',
    district: 'Kâhta',
    summary: 'Roma İmparatoru Septimius Severus döneminde yapılmış, dünyanın en büyük tek kemerli köprülerinden biri.',
    details: [
      'Cendere Çayı üzerinde, 2. yüzyıl',
      'Dört sütundan üçü ayakta',
      'Yürüyerek geçilebilir, fotoğraf için en iyi ışık öğleden sonra',
    ],
    hours: 'Açık alan, her saat ziyaret edilebilir',
    latitude: 37.9383,
    longitude: 38.6214,
    isFree: true,
  },
];

export interface TourPackage {
  id: string;
  name: string;
  priceTl: number;
  duration: string;
  includes: string[];
}

export const TOUR_PACKAGES: TourPackage[] = [
  {
    id: 'nemrut-gun-dogumu',
    name: 'Nemrut Gün Doğumu Turu',
    priceTl: 450,
    duration: 'Yarım gün (yaklaşık 8 saat)',
    includes: ['Kâhta’dan gidiş-dönüş ulaşım', 'Nemrut Dağı, Karakuş Tümülüsü ve Cendere Köprüsü', 'Kahvaltı molası'],
  },
  {
    id: 'kommagene-tam-gun',
    name: 'Kommagene Tam Gün Turu',
    priceTl: 850,
    duration: 'Tam gün (yaklaşık 12 saat)',
    includes: ['Nemrut, Arsameia, Cendere Köprüsü, Karakuş Tümülüsü', 'Öğle yemeği', 'Yerel rehber eşliği'],
  },
];

export const SEASONS = [
  {
    name: 'İlkbahar',
    months: 'Mart–Mayıs',
    text: 'Gölbaşı göllerinde kuş gözlemi ve yeşeren bağlar; Nemrut yolu Mayıs’ta açılır.',
  },
  {
    name: 'Yaz',
    months: 'Haziran–Ağustos',
    text: 'Nemrut gün doğumu için en uygun dönem; zirvede gece serin, kalın giysi alın.',
  },
  {
    name: 'Sonbahar',
    months: 'Eylül–Kasım',
    text: 'Besni’de üzüm hasadı ve pestil yapımı; kalabalık azalır, ışık yumuşar.',
  },
  {
    name: 'Kış',
    months: 'Aralık–Şubat',
    text: 'Nemrut zirvesi karla kapanabilir; şehir merkezinde müze ve yöresel mutfak zamanı.',
  },
] as const;

export const PRACTICAL_TIPS = {
  transport: [
    'Adıyaman Havalimanı şehir merkezine yaklaşık 20 km uzaklıktadır; servis ve taksi bulunur.',
    'Kâhta’dan Nemrut Dağı’na özel araç veya tur minibüsleriyle ulaşılır; yol kış aylarında kapanabilir.',
    'İlçeler arasında düzenli minibüs seferleri vardır; akşam seferleri erken biter.',
  ],
  accommodation: [
    'Nemrut gün doğumu için Kâhta veya Karadut köyünde konaklamak yolculuğu kısaltır.',
    'Şehir merkezindeki oteller müze, çarşı ve yeme-içme yerlerine yürüme mesafesindedir.',
    'Yaz sezonunda, özellikle hafta sonları, önceden rezervasyon yapın.',
  ],
} as const;
