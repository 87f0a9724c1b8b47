// The words people use for a trade, beside the names the directory gives it (listings/categories.ts):
// the everyday name of the trade and of the person who practises it, their spoken spellings, and a
// tourist's English. A visitor typing one of them searches as if they had typed the subcategory's name
// (or the `written` forms, how listings write the trade in their own names), so 'avukat' finds a law
// office whose name says 'Hukuk Bürosu'. Words of several words are matched as a whole ('diş
// doktoru', 'rent a car'); each word of the query may carry its suffixes ('diş doktorları').
// Kept as data, reviewed by a person: add a word to the entry of its trade; other languages add
// their own key (`ku` for Kurmanji) and are searched the same way.

export interface TradeWords {
  /** The subcategory, or the category, exactly as listings/categories.ts names it. */
  of: string;
  /** How listings write the trade in their own names, besides the subcategory's name. */
  written?: readonly string[];
  /** Everyday Turkish names of the trade and of who practises it, and their spoken spellings. */
  tr: readonly string[];
  /** A tourist's English. */
  en: readonly string[];
  /** Kurmanji. */
  ku?: readonly string[];
}

export const TRADE_WORDS: readonly TradeWords[] = [
  // Restoranlar
  {
    of: 'Restoranlar',
    written: ['restoran', 'lokanta'],
    tr: ['yemek', 'yemekçi', 'lokantacı', 'aşevi', 'yemek yeri', 'restorant', 'yemekhane'],
    en: ['restaurant', 'restaurants', 'food', 'eat', 'eatery', 'dinner', 'lunch', 'diner'],
  },
  {
    of: 'Kebapçılar',
    written: ['kebap'],
    tr: ['kebap', 'kebapçı', 'kebabçı', 'kebab', 'ocakbaşı', 'ciğerci', 'lahmacun', 'lahmacuncu', 'adana kebap'],
    en: ['kebab', 'kebabs', 'kebab house', 'grill', 'grill house', 'barbecue'],
  },
  {
    of: 'Çiğ Köfteciler',
    written: ['çiğ köfte', 'çiğköfte'],
    tr: ['çiğköfteci', 'çiğ köfteci', 'çiköfte', 'çiğ köftecisi', 'dürüm', 'dürümcü'],
    en: ['cig kofte', 'raw meatball', 'wrap', 'wraps'],
  },
  {
    of: 'Kafeler',
    written: ['cafe', 'kafe', 'kafeterya', 'kahve'],
    tr: ['kafeterya', 'kahveci', 'kahvehane', 'kıraathane', 'çay bahçesi', 'çaycı', 'kahve dükkanı'],
    en: ['cafe', 'coffee', 'coffee shop', 'coffeehouse', 'tea', 'tea house', 'tea garden'],
  },
  {
    of: 'Pastane & Tatlıcılar',
    written: ['pastane', 'tatlı', 'fırın', 'baklava'],
    tr: ['pastahane', 'pastacı', 'tatlıcı', 'baklavacı', 'fırıncı', 'ekmekçi', 'börekçi', 'unlu mamüller'],
    en: [
      'bakery',
      'bakeries',
      'patisserie',
      'pastry',
      'pastry shop',
      'cake',
      'cakes',
      'dessert',
      'desserts',
      'sweets',
      'bread',
    ],
  },
  {
    of: 'Ev Yemekleri',
    written: ['lokanta', 'ev yemekleri', 'esnaf lokantası'],
    tr: ['lokanta', 'lokantası', 'esnaf lokantası', 'ev yemeği', 'sulu yemek', 'tencere yemekleri'],
    en: ['home cooking', 'home food', 'local food', 'homemade food'],
  },
  // Alışveriş
  {
    of: 'Alışveriş',
    tr: ['dükkan', 'mağaza', 'çarşı'],
    en: ['shop', 'shops', 'shopping', 'store', 'stores'],
  },
  {
    of: 'Giyim',
    tr: ['giyimci', 'giyim mağazası', 'konfeksiyon', 'butik', 'elbise', 'elbiseci', 'kıyafet'],
    en: ['clothes', 'clothing', 'clothing store', 'fashion', 'boutique', 'apparel'],
  },
  {
    of: 'Market & Bakkal',
    written: ['market', 'bakkal'],
    tr: ['marketçi', 'süpermarket', 'bakkaliye', 'gıda', 'şarküteri', 'manav', 'bakkal dükkanı'],
    en: ['market', 'supermarket', 'grocery', 'groceries', 'grocery store', 'convenience store', 'minimarket'],
  },
  {
    of: 'Hediyelik Eşya',
    written: ['hediyelik'],
    tr: ['hediyelikçi', 'hediye', 'hediyelik', 'hediyelik eşyacı', 'el sanatları', 'yöresel ürünler'],
    en: ['souvenir', 'souvenirs', 'souvenir shop', 'gift', 'gifts', 'gift shop', 'handicrafts'],
  },
  {
    of: 'Kuruyemiş & Baharat',
    written: ['kuruyemiş', 'baharat'],
    tr: ['kuruyemişçi', 'baharatçı', 'aktar', 'çerez', 'çerezci', 'leblebici'],
    en: ['nuts', 'dried fruit', 'spices', 'spice shop', 'spice', 'herbs'],
  },
  // Hizmetler
  {
    of: 'Hizmetler',
    tr: ['hizmet'],
    en: ['services', 'service'],
  },
  {
    of: 'Temizlik',
    written: ['temizlik'],
    tr: ['temizlikçi', 'temizlik şirketi', 'ev temizliği', 'ofis temizliği', 'halı yıkama'],
    en: ['cleaning', 'cleaner', 'cleaners', 'cleaning service', 'housekeeping'],
  },
  {
    of: 'Tadilat & Tamir',
    written: ['tadilat', 'tamir'],
    tr: [
      'tamirci',
      'tadilatçı',
      'tesisatçı',
      'su tesisatçısı',
      'elektrikçi',
      'boyacı',
      'badanacı',
      'marangoz',
      'tamirat',
      'onarım',
    ],
    en: ['repair', 'repairs', 'renovation', 'handyman', 'plumber', 'electrician', 'painter', 'carpenter'],
  },
  {
    of: 'Hukuk & Danışmanlık',
    written: ['hukuk bürosu', 'hukuk'],
    tr: ['avukat', 'avukatlık', 'avukatlık bürosu', 'hukukçu', 'hukuk bürosu', 'arabulucu', 'danışman', 'noter'],
    en: ['lawyer', 'lawyers', 'attorney', 'law firm', 'law office', 'legal', 'solicitor', 'consultant', 'consulting'],
  },
  {
    of: 'Nakliyat',
    written: ['nakliyat', 'nakliye'],
    tr: [
      'nakliye',
      'nakliyeci',
      'nakliyatçı',
      'taşımacılık',
      'taşımacı',
      'evden eve',
      'evden eve nakliyat',
      'evden eve nakliye',
      'ev taşıma',
      'taşınma',
      'kamyoncu',
      'ambar',
      'kargo',
      'lojistik',
    ],
    en: ['moving', 'movers', 'moving company', 'removals', 'removal company', 'transport', 'shipping', 'logistics'],
  },
  // Sağlık
  {
    of: 'Sağlık',
    tr: ['sağlık', 'hastane', 'sağlık ocağı', 'aile hekimi'],
    en: ['health', 'hospital', 'medical', 'healthcare'],
  },
  {
    of: 'Eczaneler',
    written: ['eczane'],
    tr: ['eczahane', 'eczacı', 'ecza', 'nöbetçi eczane', 'eczane'],
    en: ['pharmacy', 'pharmacies', 'chemist', 'drugstore', 'drug store', 'medicine'],
  },
  {
    of: 'Diş Klinikleri',
    written: ['diş', 'ağız ve diş sağlığı'],
    tr: [
      'dişçi',
      'diş doktoru',
      'diş hekimi',
      'diş kliniği',
      'diş polikliniği',
      'ağız ve diş',
      'ortodonti',
      'ortodontist',
      'implant',
      'diş tedavisi',
    ],
    en: ['dentist', 'dentists', 'dental', 'dental clinic', 'dental care', 'orthodontist', 'teeth', 'tooth'],
  },
  {
    of: 'Poliklinikler',
    written: ['tıp merkezi', 'poliklinik', 'klinik'],
    tr: ['doktor', 'hekim', 'muayenehane', 'tıp merkezi', 'klinik', 'sağlık merkezi', 'hastane', 'dr'],
    en: ['doctor', 'doctors', 'clinic', 'medical center', 'medical centre', 'polyclinic', 'physician', 'gp'],
  },
  // Eğitim
  {
    of: 'Eğitim',
    tr: ['eğitim', 'okul', 'kurs', 'kursu'],
    en: ['education', 'school', 'course', 'courses', 'lessons', 'training'],
  },
  {
    of: 'Dershaneler & Kurslar',
    written: ['kurs merkezi', 'kurs', 'dershane', 'etüt'],
    tr: [
      'dershane',
      'kurs',
      'kurs merkezi',
      'etüt merkezi',
      'özel ders',
      'etüt',
      'yks kursu',
      'lgs kursu',
      'kpss kursu',
      'üniversite hazırlık',
      'hazırlık kursu',
      'bilgisayar kursu',
      'müzik kursu',
    ],
    en: ['tutoring', 'tutor', 'private lessons', 'exam preparation', 'prep school', 'cram school'],
  },
  {
    of: 'Dil Kursları',
    written: ['dil okulu', 'dil kursu'],
    tr: [
      'dil okulu',
      'dil kursu',
      'yabancı dil',
      'yabancı dil kursu',
      'ingilizce kursu',
      'ingilizce',
      'almanca kursu',
      'almanca',
      'arapça kursu',
      'fransızca kursu',
      'ingilizce dersi',
    ],
    en: ['language school', 'language course', 'english course', 'english lessons', 'english school', 'language'],
  },
  {
    of: 'Sürücü Kursları',
    written: ['sürücü kursu'],
    tr: ['sürücü kursu', 'ehliyet', 'ehliyet kursu', 'direksiyon', 'direksiyon dersi', 'şoför kursu', 'sürücü okulu'],
    en: ['driving school', 'driving lessons', 'driving course', 'driving licence', 'driving license', 'driver'],
  },
  // Otomotiv
  {
    of: 'Otomotiv',
    tr: ['oto', 'otomobil', 'araba', 'araç'],
    en: ['car', 'cars', 'automotive', 'auto', 'vehicle'],
  },
  {
    of: 'Oto Servis',
    written: ['oto servis'],
    tr: [
      'oto tamir',
      'oto tamirci',
      'araba tamiri',
      'araç tamiri',
      'tamirhane',
      'oto sanayi',
      'sanayi',
      'servis',
      'motor ustası',
      'kaportacı',
      'oto elektrik',
      'yağ değişimi',
      'oto bakım',
      'araç bakım',
    ],
    en: ['mechanic', 'car repair', 'garage', 'auto repair', 'car service', 'auto service'],
  },
  {
    of: 'Oto Yıkama',
    written: ['oto yıkama'],
    tr: ['araba yıkama', 'araç yıkama', 'oto yıkamacı', 'yıkamacı', 'oto kuaför', 'otoyıkama', 'oto temizlik'],
    en: ['car wash', 'carwash', 'car cleaning', 'auto wash'],
  },
  {
    of: 'Lastikçiler',
    written: ['lastik'],
    tr: ['lastikçi', 'lastik', 'lastik tamiri', 'oto lastik', 'rot balans', 'jant'],
    en: ['tyre', 'tyres', 'tire', 'tires', 'tyre shop', 'tire shop', 'tire repair', 'flat tire'],
  },
  // Güzellik & Bakım
  {
    of: 'Güzellik Salonları',
    written: ['güzellik salonu', 'güzellik'],
    tr: [
      'güzellik merkezi',
      'güzellik salonu',
      'estetisyen',
      'cilt bakımı',
      'manikür',
      'pedikür',
      'epilasyon',
      'makyaj',
    ],
    en: ['beauty', 'beauty salon', 'beauty parlour', 'beautician', 'nail salon', 'nails', 'makeup', 'skin care'],
  },
  {
    of: 'Spa & Masaj',
    written: ['spa', 'masaj', 'hamam'],
    tr: ['masaj salonu', 'masör', 'hamam', 'türk hamamı', 'sauna', 'kese'],
    en: ['massage', 'spa', 'turkish bath', 'hammam', 'wellness', 'sauna'],
  },
  // Gelinlik & Düğün
  {
    of: 'Gelinlikçiler',
    written: ['gelinlik'],
    tr: ['gelinlikçi', 'gelinlik', 'abiye', 'nişanlık', 'kınalık', 'gelinlik mağazası', 'damatlık'],
    en: ['bridal', 'wedding dress', 'bridal shop', 'bride', 'evening dress', 'gown'],
  },
  {
    of: 'Düğün Salonları',
    written: ['düğün salonu'],
    tr: ['düğün', 'düğün salonu', 'nikah salonu', 'kına salonu', 'balo salonu', 'organizasyon', 'davet salonu'],
    en: ['wedding', 'wedding hall', 'wedding venue', 'banquet hall', 'event hall', 'reception hall'],
  },
  {
    of: 'Fotoğrafçılar',
    written: ['fotoğraf'],
    tr: ['fotoğrafçı', 'fotoğrafçılık', 'fotoğraf stüdyosu', 'foto', 'vesikalık', 'düğün fotoğrafçısı', 'kameraman'],
    en: ['photographer', 'photographers', 'photography', 'photo studio', 'photo', 'passport photo'],
  },
  // Kuaför & Berber
  {
    of: 'Bayan Kuaförleri',
    written: ['kuaför'],
    tr: ['kuaför', 'bayan kuaför', 'kadın kuaförü', 'saç', 'saç kesimi', 'fön', 'saç boyama', 'kuvafor', 'kuafor'],
    en: ['hairdresser', 'hairdressers', 'hair salon', 'salon', 'haircut', 'hair', 'coiffeur'],
  },
  {
    of: 'Erkek Berberleri',
    written: ['berber'],
    tr: ['berber', 'erkek kuaförü', 'erkek kuaför', 'tıraş', 'traş', 'sakal tıraşı', 'saç sakal'],
    en: ['barber', 'barbers', 'barbershop', 'barber shop', 'shave', 'mens haircut'],
  },
  // Oteller
  {
    of: 'Oteller',
    written: ['otel'],
    tr: ['otel', 'konaklama', 'kalacak yer', 'motel', 'butik otel', 'yatacak yer', 'oda'],
    en: ['hotel', 'hotels', 'accommodation', 'lodging', 'stay', 'room', 'rooms', 'motel', 'inn'],
  },
  {
    of: 'Pansiyonlar',
    written: ['pansiyon'],
    tr: ['pansiyon', 'ev pansiyonu', 'aile pansiyonu'],
    en: ['guesthouse', 'guest house', 'pension', 'hostel', 'hostels', 'bed and breakfast', 'b&b', 'bnb'],
  },
  {
    of: 'Apart & Konuk Evleri',
    written: ['konuk evi', 'apart'],
    tr: [
      'konukevi',
      'misafirhane',
      'apart otel',
      'günlük kiralık',
      'günlük kiralık ev',
      'kiralık daire',
      'öğretmenevi',
    ],
    en: [
      'guest house',
      'guesthouse',
      'apartment',
      'apartments',
      'holiday rental',
      'vacation rental',
      'flat',
      'serviced apartment',
      'cottage',
    ],
  },
  // Turizm
  {
    of: 'Turizm',
    written: ['turizm'],
    tr: ['turizm', 'seyahat', 'seyahat acentesi', 'turizm acentesi', 'acente', 'gezi'],
    en: ['tourism', 'travel', 'travel agency', 'travel agent', 'sightseeing'],
  },
  {
    of: 'Tur Şirketleri',
    written: ['turizm', 'tur'],
    tr: ['tur', 'tur şirketi', 'turlar', 'gezi turu', 'nemrut turu', 'günübirlik tur', 'tekne turu'],
    en: ['tour', 'tours', 'tour operator', 'tour company', 'day trip', 'excursion', 'boat tour'],
  },
  {
    of: 'Rehberlik',
    written: ['rehber'],
    tr: ['rehber', 'turist rehberi', 'tur rehberi', 'kılavuz', 'rehberli tur'],
    en: ['guide', 'guides', 'tour guide', 'tourist guide', 'guided tour', 'local guide'],
  },
  {
    of: 'Araç Kiralama',
    written: ['rent a car', 'araç kiralama'],
    tr: [
      'araç kiralama',
      'araba kiralama',
      'oto kiralama',
      'kiralık araç',
      'kiralık araba',
      'rent a car',
      'rentacar',
      'kiralama',
    ],
    en: ['car rental', 'car hire', 'rental car', 'rent car', 'hire car', 'rental', 'rentals'],
  },
  // Tarihi Yerler
  {
    of: 'Tarihi Yerler',
    tr: ['tarihi', 'tarihi yer', 'tarihi yerler', 'ören yeri', 'gezilecek yerler'],
    en: ['historic', 'history', 'historical site', 'heritage', 'sights', 'attractions'],
  },
  {
    of: 'Antik Kentler',
    written: ['ören yeri', 'antik kent'],
    tr: ['antik kent', 'antik şehir', 'ören yeri', 'harabe', 'kazı alanı', 'arkeolojik alan'],
    en: ['ruins', 'ancient city', 'archaeological site', 'ancient site', 'antique city'],
  },
  {
    of: 'Müzeler',
    written: ['müze'],
    tr: ['müze', 'müzesi', 'sergi'],
    en: ['museum', 'museums', 'exhibition', 'gallery'],
  },
  {
    of: 'Camiler & Kiliseler',
    written: ['cami', 'kilise', 'tarihi çarşı'],
    tr: ['cami', 'camii', 'mescit', 'kilise', 'türbe', 'tarihi çarşı', 'bedesten', 'ibadethane'],
    en: ['mosque', 'mosques', 'church', 'churches', 'shrine', 'bazaar', 'old bazaar', 'tomb'],
  },
  // Doğal Alanlar
  {
    of: 'Doğal Alanlar',
    tr: ['doğa', 'tabiat', 'doğal alan'],
    en: ['nature', 'outdoors', 'scenery', 'natural'],
  },
  {
    of: 'Göller & Barajlar',
    written: ['göl', 'baraj'],
    tr: ['göl', 'gölet', 'baraj', 'baraj gölü', 'göl kenarı', 'sahil'],
    en: ['lake', 'lakes', 'dam', 'reservoir', 'lakeside'],
  },
  {
    of: 'Kanyonlar & Şelaleler',
    written: ['kanyon', 'şelale'],
    tr: ['kanyon', 'şelale', 'çağlayan', 'vadi', 'trekking'],
    en: ['canyon', 'canyons', 'waterfall', 'waterfalls', 'gorge', 'hiking', 'valley'],
  },
  {
    of: 'Mesire Alanları',
    written: ['tabiat parkı', 'mesire'],
    tr: ['mesire', 'mesire yeri', 'piknik', 'piknik alanı', 'tabiat parkı', 'park', 'mangal yeri'],
    en: ['picnic', 'picnic area', 'park', 'nature park', 'recreation area', 'bbq area'],
  },
  // Emlak
  {
    of: 'Emlak Ofisleri',
    written: ['emlak'],
    tr: ['emlakçı', 'emlak ofisi', 'emlak', 'gayrimenkul', 'kiralık ev', 'satılık ev', 'kiralık', 'satılık'],
    en: ['real estate', 'estate agent', 'realtor', 'property', 'properties', 'house for rent', 'apartment for rent'],
  },
  {
    of: 'İnşaat Firmaları',
    written: ['inşaat'],
    tr: ['inşaatçı', 'müteahhit', 'müteahit', 'yapı', 'yapı firması', 'inşaat şirketi'],
    en: ['construction', 'builder', 'builders', 'contractor', 'construction company', 'building'],
  },
  // Finans
  {
    of: 'Finans',
    tr: ['finans', 'para'],
    en: ['finance', 'money', 'financial'],
  },
  {
    of: 'Muhasebe & Mali Müşavirlik',
    written: ['mali müşavirlik', 'muhasebe'],
    tr: [
      'muhasebeci',
      'muhasebe',
      'mali müşavir',
      'müşavir',
      'serbest muhasebeci',
      'smmm',
      'mali müşavirlik',
      'vergi danışmanı',
      'defter',
    ],
    en: ['accountant', 'accountants', 'accounting', 'bookkeeper', 'bookkeeping', 'tax advisor', 'tax consultant'],
  },
  {
    of: 'Sigorta',
    written: ['sigorta'],
    tr: ['sigortacı', 'sigorta acentesi', 'kasko', 'trafik sigortası', 'sağlık sigortası', 'acente'],
    en: ['insurance', 'insurance agent', 'insurance agency', 'car insurance'],
  },
  {
    of: 'Döviz Büroları',
    written: ['döviz'],
    tr: ['döviz', 'döviz bürosu', 'dövizci', 'kambiyo', 'para bozdurma', 'altın', 'kuyumcu', 'sarraf'],
    en: ['exchange', 'currency exchange', 'money exchange', 'exchange office', 'bureau de change', 'forex'],
  },
  // Teknoloji
  {
    of: 'Bilgisayar & Telefon',
    written: ['bilgisayar', 'telefon'],
    tr: ['bilgisayarcı', 'telefoncu', 'cep telefonu', 'gsm', 'cepçi', 'laptop', 'tablet', 'telefon tamiri'],
    en: ['computer', 'computers', 'computer shop', 'phone', 'phones', 'mobile phone', 'phone shop', 'cell phone'],
  },
  {
    of: 'Elektronik Servis',
    written: ['teknik servis', 'elektronik'],
    tr: ['teknik servis', 'tamirci', 'elektronikçi', 'beyaz eşya servisi', 'televizyon tamiri', 'tv tamiri'],
    en: ['electronics', 'electronics repair', 'repair shop', 'tv repair', 'appliance repair', 'technician'],
  },
  {
    of: 'Yazılım & Web',
    written: ['yazılım'],
    tr: ['yazılımcı', 'web tasarım', 'web sitesi', 'programcı', 'reklam ajansı', 'dijital ajans', 'sosyal medya'],
    en: ['software', 'web design', 'web designer', 'website', 'developer', 'it services', 'digital agency'],
  },
  // Spor & Eğlence
  {
    of: 'Spor Salonları',
    written: ['spor salonu'],
    tr: [
      'spor salonu',
      'fitness',
      'fitness salonu',
      'vücut geliştirme',
      'gym',
      'jimnastik',
      'pilates',
      'crossfit',
      'spor',
    ],
    en: ['gym', 'gyms', 'fitness', 'fitness center', 'fitness centre', 'workout', 'health club', 'sports'],
  },
  {
    of: 'Halı Sahalar',
    written: ['halı saha'],
    tr: ['halı saha', 'halısaha', 'futbol sahası', 'maç', 'futbol', 'saha'],
    en: ['football', 'football pitch', 'soccer', 'soccer field', 'five a side', 'pitch'],
  },
  {
    of: 'Oyun & Eğlence Merkezleri',
    written: ['oyun merkezi', 'eğlence merkezi'],
    tr: ['oyun alanı', 'oyun salonu', 'çocuk oyun alanı', 'eğlence', 'lunapark', 'bowling', 'bilardo', 'playstation'],
    en: ['playground', 'games', 'game center', 'arcade', 'entertainment', 'fun', 'kids', 'bowling', 'play area'],
  },
];

/**
 * Words understood as a sort or a filter of the list, never as words a listing must hold: 'en iyi'
 * sorts by rating, 'yakın' by distance (when the visitor gave a location), 'açık' keeps the places
 * open now, 'ucuz' the cheapest price range (each only when it leaves something to show).
 */
export const QUERY_MODIFIERS: Readonly<Record<'best' | 'near' | 'open' | 'cheap', readonly string[]>> = {
  best: [
    'en iyi',
    'en iyisi',
    'iyi',
    'en güzel',
    'kaliteli',
    'en çok beğenilen',
    'meşhur',
    'ünlü',
    'best',
    'top',
    'top rated',
    'good',
  ],
  near: [
    'yakın',
    'en yakın',
    'yakınımda',
    'yakındaki',
    'yakında',
    'civarı',
    'civarında',
    'near',
    'near me',
    'nearby',
    'nearest',
    'closest',
  ],
  open: ['açık', 'şimdi açık', 'şu an açık', 'açık olan', 'nöbetçi', 'open', 'open now'],
  cheap: [
    'ucuz',
    'en ucuz',
    'uygun',
    'uygun fiyatlı',
    'ekonomik',
    'hesaplı',
    'cheap',
    'cheapest',
    'budget',
    'affordable',
  ],
};

/** Words that carry no meaning of their own in a query ('dentist in kahta', 'kahta da otel'). */
export const QUERY_FILLERS: readonly string[] = [
  've',
  'ile',
  'için',
  'bir',
  'en',
  'da',
  'de',
  'ki',
  'mi',
  'var',
  'nerede',
  'neresi',
  'in',
  'at',
  'the',
  'a',
  'an',
  'of',
  'for',
  'to',
  'and',
  'me',
  'my',
  'where',
  'is',
  'please',
];
