// Fictional but plausible Adıyaman businesses, generated deterministically from these parts.

import { DISTRICT_CENTRES } from '~/features/directory/distance.ts';

export interface SeedDistrict {
  name: string;
  lat: number;
  lng: number;
  weight: number;
  neighbourhoods: string[];
}

export const SEED_DISTRICTS: SeedDistrict[] = [
  {
    name: 'Merkez',
    ...DISTRICT_CENTRES.Merkez,
    weight: 6,
    neighbourhoods: [
      'Altınşehir Mah.',
      'Yeni Mah.',
      'Varlık Mah.',
      'Malazgirt Mah.',
      'Karapınar Mah.',
      'Hoca Ömer Mah.',
      'Siteler Mah.',
      'Cumhuriyet Mah.',
    ],
  },
  {
    name: 'Kâhta',
    ...DISTRICT_CENTRES.Kâhta,
    weight: 3,
    neighbourhoods: ['Fatih Mah.', 'Bahçelievler Mah.', 'Turgut Özal Mah.', 'Kale Mah.'],
  },
  {
    name: 'Besni',
    ...DISTRICT_CENTRES.Besni,
    weight: 2,
    neighbourhoods: ['Kuyulu Mah.', 'Yeşilyurt Mah.', 'Alitaşı Mah.'],
  },
  {
    name: 'Gölbaşı',
    ...DISTRICT_CENTRES.Gölbaşı,
    weight: 2,
    neighbourhoods: ['Hürriyet Mah.', 'Yeni Mah.', 'İnönü Mah.'],
  },
  { name: 'Çelikhan', ...DISTRICT_CENTRES.Çelikhan, weight: 1, neighbourhoods: ['Pınarbaşı Mah.', 'Bulam Mah.'] },
  { name: 'Gerger', ...DISTRICT_CENTRES.Gerger, weight: 1, neighbourhoods: ['Merkez Mah.', 'Yukarı Mah.'] },
  { name: 'Samsat', ...DISTRICT_CENTRES.Samsat, weight: 1, neighbourhoods: ['Atatürk Mah.', 'Sahil Mah.'] },
  { name: 'Sincik', ...DISTRICT_CENTRES.Sincik, weight: 1, neighbourhoods: ['Çarşı Mah.', 'Gündoğdu Mah.'] },
  { name: 'Tut', ...DISTRICT_CENTRES.Tut, weight: 1, neighbourhoods: ['Hacı Ali Mah.', 'Yukarı Mah.'] },
];

export const STREETS = [
  'Atatürk Bulvarı',
  'Cumhuriyet Caddesi',
  'Gölbaşı Caddesi',
  'Hükümet Caddesi',
  'İnönü Caddesi',
  'Fatih Sultan Mehmet Caddesi',
  'Turgut Reis Caddesi',
  'Kayalık Sokak',
  'Çarşı Sokak',
  'Mimar Sinan Caddesi',
  'Şehit Er Ümit Sokak',
  'Nemrut Caddesi',
  'Fırat Caddesi',
  'Öğretmenler Caddesi',
];

export const NAME_PREFIXES = [
  'Nemrut',
  'Fırat',
  'Perre',
  'Cendere',
  'Arsameia',
  'Yıldız',
  'Güneş',
  'Çınar',
  'Şahin',
  'Öztürk',
  'Doğan',
  'İpek',
  'Işık',
  'Ünal',
  'Gül',
  'Bağlar',
  'Çağdaş',
  'Karakuş',
  'Hacı Ömer',
  'Ayşe Hanım',
  'Yeşilyurt',
  'Özgür',
  'Ilgaz',
  'Şehir',
  'Adıyaman',
  'Kommagene',
  'Atatürk',
  'Zeugma',
  'Ağaçlı',
  'Söğüt',
];

export interface SeedCategoryParts {
  category: string;
  /** [name suffix, subcategory slug] */
  kinds: [string, string][];
  descriptions: string[];
  hours: 'day' | 'evening' | 'late' | 'allday' | 'shop';
  count: number;
}

export const SEED_CATEGORY_PARTS: SeedCategoryParts[] = [
  {
    category: 'Restoranlar',
    count: 22,
    hours: 'late',
    kinds: [
      ['Kebap Salonu', 'kebapcilar'],
      ['Çiğ Köfte', 'cig-kofteciler'],
      ['Cafe', 'kafeler'],
      ['Pastanesi', 'pastane-tatlicilar'],
      ['Ev Yemekleri', 'ev-yemekleri'],
      ['Lokantası', 'ev-yemekleri'],
    ],
    descriptions: [
      'Adıyaman mutfağının sevilen lezzetlerini taze malzemeyle hazırlayan, aile ortamına uygun bir mekân.',
      'Meşhur Adıyaman çiğ köftesi, içli köfte ve günlük çorbalarıyla öğle arasının uğrak noktası.',
      'Odun ateşinde pişen kebaplar, köz biber ve ayranıyla misafirlerini ağırlayan köklü bir işletme.',
    ],
  },
  {
    category: 'Oteller',
    count: 12,
    hours: 'allday',
    kinds: [
      ['Otel', 'otel'],
      ['Pansiyon', 'pansiyonlar'],
      ['Konuk Evi', 'apart-konuk-evleri'],
    ],
    descriptions: [
      'Nemrut Dağı turlarına yakın, kahvaltı dahil konaklama sunan temiz ve sessiz bir tesis.',
      'Şehir merkezine yürüme mesafesinde, ücretsiz otoparkı ve kablosuz interneti olan aile oteli.',
      'Gün doğumu turu için erken kahvaltı ve transfer ayarlayan, misafirperver bir konuk evi.',
    ],
  },
  {
    category: 'Alışveriş',
    count: 12,
    hours: 'shop',
    kinds: [
      ['Giyim', 'giyim'],
      ['Market', 'market-bakkal'],
      ['Hediyelik Eşya', 'hediyelik-esya'],
      ['Kuruyemiş', 'kuruyemis-baharat'],
    ],
    descriptions: [
      'Yöresel ürünler, Besni üzümü, pestil ve kuruyemiş çeşitleriyle bilinen bir dükkân.',
      'Mahallenin ihtiyaçlarını uygun fiyatla karşılayan, eve servis yapan bir market.',
      'Kommagene motifli hediyelik eşyalar ve el yapımı ürünler satan bir mağaza.',
    ],
  },
  {
    category: 'Hizmetler',
    count: 8,
    hours: 'day',
    kinds: [
      ['Temizlik Hizmetleri', 'temizlik'],
      ['Tadilat', 'tadilat-tamir'],
      ['Hukuk Bürosu', 'hukuk-danismanlik'],
      ['Nakliyat', 'nakliyat'],
    ],
    descriptions: [
      'Ev ve ofisler için randevulu, sigortalı ekiple hizmet veren bir firma.',
      'Adıyaman genelinde şehir içi ve şehirler arası taşımacılık yapan deneyimli bir ekip.',
      'Bireysel ve kurumsal müvekkillere danışmanlık veren bir büro.',
    ],
  },
  {
    category: 'Sağlık',
    count: 9,
    hours: 'day',
    kinds: [
      ['Eczanesi', 'eczaneler'],
      ['Ağız ve Diş Sağlığı', 'dis-klinikleri'],
      ['Tıp Merkezi', 'poliklinikler'],
    ],
    descriptions: [
      'Reçeteli ve reçetesiz ilaçlar, dermokozmetik ürünler ve ölçüm hizmetleri sunan bir eczane.',
      'Randevulu muayene, implant ve ortodonti tedavileri yapan bir klinik.',
      'Dahiliye, kadın doğum ve çocuk sağlığı polikliniklerini bir arada sunan bir merkez.',
    ],
  },
  {
    category: 'Eğitim',
    count: 7,
    hours: 'day',
    kinds: [
      ['Kurs Merkezi', 'dershaneler-kurslar'],
      ['Dil Okulu', 'dil-kurslari'],
      ['Sürücü Kursu', 'surucu-kurslari'],
    ],
    descriptions: [
      'LGS ve YKS hazırlığında küçük gruplarla ders veren bir eğitim kurumu.',
      'İngilizce ve Almanca kursları, konuşma kulüpleriyle destekleyen bir dil okulu.',
      'B sınıfı ehliyet için teorik ve direksiyon eğitimi veren bir kurs.',
    ],
  },
  {
    category: 'Otomotiv',
    count: 7,
    hours: 'shop',
    kinds: [
      ['Oto Servis', 'oto-servis'],
      ['Oto Yıkama', 'oto-yikama'],
      ['Lastik', 'lastikciler'],
    ],
    descriptions: [
      'Periyodik bakım, fren ve süspansiyon onarımı yapan bir servis.',
      'İç dış yıkama, pasta cila ve koltuk temizliği yapan bir işletme.',
      'Mevsimlik lastik değişimi, rot balans ve lastik oteli hizmeti veren bir dükkân.',
    ],
  },
  {
    category: 'Güzellik & Bakım',
    count: 6,
    hours: 'shop',
    kinds: [
      ['Güzellik Salonu', 'guzellik-salonlari'],
      ['Spa', 'spa-masaj'],
    ],
    descriptions: [
      'Cilt bakımı, manikür ve kaş tasarımı hizmetleri sunan bir salon.',
      'Hamam, masaj ve bakım paketleri sunan sakin bir merkez.',
    ],
  },
  {
    category: 'Gelinlik & Düğün',
    count: 6,
    hours: 'shop',
    kinds: [
      ['Gelinlik', 'gelinlikciler'],
      ['Düğün Salonu', 'dugun-salonlari'],
      ['Fotoğrafçılık', 'fotografcilar'],
    ],
    descriptions: [
      'Gelinlik, nişanlık ve kına kıyafetlerinde satış ve kiralama yapan bir mağaza.',
      'Düğün, nişan ve sünnet törenleri için ikramlı organizasyon sunan bir salon.',
      'Dış çekim, düğün ve ürün fotoğrafçılığı yapan bir stüdyo.',
    ],
  },
  {
    category: 'Kuaför & Berber',
    count: 8,
    hours: 'shop',
    kinds: [
      ['Bayan Kuaförü', 'bayan-kuaforleri'],
      ['Erkek Berberi', 'erkek-berberleri'],
    ],
    descriptions: [
      'Saç kesimi, boya ve gelin başı hizmeti veren bir kuaför.',
      'Saç, sakal tıraşı ve cilt bakımı yapan klasik bir berber.',
    ],
  },
  {
    category: 'Turizm',
    count: 8,
    hours: 'day',
    kinds: [
      ['Turizm', 'tur-sirketleri'],
      ['Rehberlik', 'rehberlik'],
      ['Rent a Car', 'arac-kiralama'],
    ],
    descriptions: [
      'Nemrut Dağı gün doğumu ve gün batımı turları düzenleyen yerel bir acente.',
      'Kommagene ören yerlerinde profesyonel rehberlik hizmeti veren bir ekip.',
      'Havalimanı teslimli günlük ve haftalık araç kiralama hizmeti.',
    ],
  },
  {
    category: 'Tarihi Yerler',
    count: 6,
    hours: 'day',
    kinds: [
      ['Ören Yeri Ziyaret Noktası', 'antik-kentler'],
      ['Müze Rehberlik Noktası', 'muzeler'],
      ['Tarihi Çarşı', 'camiler-kiliseler'],
    ],
    descriptions: [
      'Kommagene Krallığı dönemine ait kalıntıları gezmek isteyenler için bilgi ve bilet noktası.',
      'Bölgenin arkeolojik eserleri hakkında bilgi veren bir ziyaret noktası.',
    ],
  },
  {
    category: 'Doğal Alanlar',
    count: 6,
    hours: 'day',
    kinds: [
      ['Tabiat Parkı Kafesi', 'mesire-alanlari'],
      ['Kanyon Tesisleri', 'kanyonlar-selaleler'],
      ['Göl Tesisleri', 'goller-barajlar'],
    ],
    descriptions: [
      'Gölbaşı gölleri kıyısında piknik ve yürüyüş alanı sunan bir tesis.',
      'Kanyon yürüyüşü sonrası dinlenme, çay ve gözleme molası verilen bir nokta.',
    ],
  },
  {
    category: 'Emlak',
    count: 6,
    hours: 'day',
    kinds: [
      ['Emlak', 'emlak-ofisleri'],
      ['İnşaat', 'insaat-firmalari'],
    ],
    descriptions: [
      'Satılık ve kiralık konut, arsa ve işyeri portföyü olan bir emlak ofisi.',
      'Depreme dayanıklı konut projeleri üreten yerel bir inşaat firması.',
    ],
  },
  {
    category: 'Finans',
    count: 6,
    hours: 'day',
    kinds: [
      ['Mali Müşavirlik', 'muhasebe-mali-musavirlik'],
      ['Sigorta', 'sigorta'],
      ['Döviz', 'doviz-burolari'],
    ],
    descriptions: [
      'Şirket kuruluşu, defter tutma ve beyanname işlemleri yapan bir büro.',
      'Kasko, trafik, konut ve sağlık sigortalarında teklif sunan bir acente.',
    ],
  },
  {
    category: 'Teknoloji',
    count: 7,
    hours: 'shop',
    kinds: [
      ['Bilgisayar', 'bilgisayar-telefon'],
      ['Teknik Servis', 'elektronik-servis'],
      ['Yazılım', 'yazilim-web'],
    ],
    descriptions: [
      'Telefon, bilgisayar ve aksesuar satışı ile ekran değişimi yapan bir mağaza.',
      'Küçük işletmeler için web sitesi, e-ticaret ve sosyal medya çözümleri geliştiren bir ekip.',
    ],
  },
  {
    category: 'Spor & Eğlence',
    count: 7,
    hours: 'late',
    kinds: [
      ['Spor Salonu', 'spor-salonlari'],
      ['Halı Saha', 'hali-sahalar'],
      ['Oyun Merkezi', 'oyun-eglence-merkezleri'],
    ],
    descriptions: [
      'Fitness, pilates ve kişisel antrenör hizmeti veren bir spor salonu.',
      'Aydınlatmalı, soyunma odalı ve kafeteryalı halı saha tesisi.',
      'Çocuklar ve gençler için oyun alanı, bowling ve bilardo salonu.',
    ],
  },
];

export const WORKING_HOURS: Record<SeedCategoryParts['hours'], Record<string, string>> = {
  day: {
    monday: '09:00-18:00',
    tuesday: '09:00-18:00',
    wednesday: '09:00-18:00',
    thursday: '09:00-18:00',
    friday: '09:00-18:00',
    saturday: '10:00-16:00',
    sunday: 'Kapalı',
  },
  shop: {
    monday: '09:00-20:00',
    tuesday: '09:00-20:00',
    wednesday: '09:00-20:00',
    thursday: '09:00-20:00',
    friday: '09:00-20:00',
    saturday: '09:00-20:00',
    sunday: '11:00-18:00',
  },
  evening: {
    monday: '12:00-23:00',
    tuesday: '12:00-23:00',
    wednesday: '12:00-23:00',
    thursday: '12:00-23:00',
    friday: '12:00-23:00',
    saturday: '12:00-23:00',
    sunday: '12:00-23:00',
  },
  late: {
    monday: '11:00-01:00',
    tuesday: '11:00-01:00',
    wednesday: '11:00-01:00',
    thursday: '11:00-01:00',
    friday: '11:00-02:00',
    saturday: '11:00-02:00',
    sunday: '12:00-00:00',
  },
  allday: {
    monday: '24 Saat',
    tuesday: '24 Saat',
    wednesday: '24 Saat',
    thursday: '24 Saat',
    friday: '24 Saat',
    saturday: '24 Saat',
    sunday: '24 Saat',
  },
};

export const AUDIENCES = [
  'Yerel halk ve aileler',
  'Yerli ve yabancı turistler',
  'Öğrenciler ve genç yetişkinler',
  'Esnaf ve kurumsal müşteriler',
];
export const GOALS = [
  'Daha fazla yerel müşteriye ulaşmak',
  'Turist sezonunda görünürlüğü artırmak',
  'Online rezervasyon ve sipariş almak',
  'Marka bilinirliğini artırmak',
];

/** Pending applications, shown only in the approval panel until an operator decides. */
export const PENDING_BUSINESSES = [
  {
    name: 'Perre Antik Kent Kafeterya',
    category: 'Restoranlar',
    district: 'Merkez',
    ownerName: 'Mehmet Yılmaz',
    description: 'Perre Antik Kenti girişinde çay, kahve ve yöresel atıştırmalıklar sunan küçük bir kafeterya.',
  },
  {
    name: 'Kâhta Gün Doğumu Pansiyon',
    category: 'Oteller',
    district: 'Kâhta',
    ownerName: 'Zeynep Aksoy',
    description: 'Nemrut Dağı yolunda, kahvaltılı konaklama ve tur ayarlaması yapan aile pansiyonu.',
  },
  {
    name: 'Gölbaşı Balık Evi',
    category: 'Restoranlar',
    district: 'Gölbaşı',
    ownerName: 'Hüseyin Çelik',
    description: 'Göl kenarında taze alabalık ve mevsim balıkları pişiren bir restoran.',
  },
  {
    name: 'Besni Üzüm Evi',
    category: 'Alışveriş',
    district: 'Besni',
    ownerName: 'Fatma Öz',
    description: 'Besni üzümü, pekmez, pestil ve köme satan yöresel ürünler dükkânı.',
  },
  {
    name: 'Samsat Tekne Turları',
    category: 'Turizm',
    district: 'Samsat',
    ownerName: 'İbrahim Doğru',
    description: 'Atatürk Barajı üzerinde tekne turları ve fotoğraf gezileri düzenleyen bir işletme.',
  },
];

/** Sample review texts and their authors' first names (demo reviews; ratings are derived from them). */
export const REVIEW_COMMENTS = [
  'Güler yüzlü hizmet, temiz ve düzenli bir yer. Tekrar geleceğiz.',
  'Fiyatlar makul, ilgi çok iyiydi.',
  'Beklediğimizden biraz uzun sürdü ama sonuçtan memnun kaldık.',
  'Adıyaman’a gelen herkese tavsiye ederim.',
  'Personel ilgiliydi, sorularımızı sabırla yanıtladılar.',
  'Ortam güzel, ulaşımı kolay.',
  'Hafta sonu kalabalık oluyor, erken gitmek lazım.',
  'Kaliteli ve özenli; küçük eksikler dışında her şey yerindeydi.',
] as const;

export const REVIEWER_NAMES = [
  'Ahmet',
  'Elif',
  'Mehmet',
  'Zeynep',
  'Mustafa',
  'Ayşe',
  'Hasan',
  'Emine',
  'Ali',
  'Hatice',
];
