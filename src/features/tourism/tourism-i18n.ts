// The tourism guide (/tourism) in English and Kurmanji beside its Turkish content (tourism.ts, the
// spec's words, unchanged): the page's words, and each attraction, tour, season and tip in each language.
import { NEMRUT_MSG } from '~/features/tourism/messages.ts';
import { NEMRUT_TEXT } from '~/features/tourism/nemrut-i18n.ts';
import {
  ATTRACTIONS,
  type Attraction,
  PRACTICAL_TIPS,
  SEASONS,
  TOUR_PACKAGES,
  type TourPackage,
} from '~/features/tourism/tourism.ts';
import type { Lang } from '~/lib/i18n/langs.ts';
import { defineCatalogue } from '~/lib/i18n/messages.ts';

/** The nearby listings under each place are named as on the Nemrut trip page, which owns the words. */
function nearbyWords(lang: Lang) {
  const { sleep, eat, tour, noneNear } = NEMRUT_TEXT[lang];
  return { sleep, eat, tour, noneNear };
}

export const TOURISM_TEXT = defineCatalogue(
  {
    title: 'Adıyaman Turizm Rehberi',
    description:
      'Nemrut Dağı, Arsameia ve Cendere Köprüsü; tur paketleri, mevsimlere göre gezi önerileri, ulaşım ve konaklama bilgileri.',
    intro: 'Kommagene Krallığı’nın izinde: tanrıların dağı Nemrut, antik kentler, göller ve yöresel lezzetler.',
    sections: 'Turizm bölümleri',
    tabPlaces: 'Gezilecek Yerler',
    tabTours: 'Turlar',
    tabSeasons: 'Mevsimler',
    tabTips: 'Pratik Bilgiler',
    tabServices: 'Hizmetler',
    places: 'Gezilecek Yerler',
    free: 'Ücretsiz',
    paid: 'Ücretli giriş',
    nemrutTrip: NEMRUT_MSG.title,
    tours: 'Tur Paketleri',
    toursIntro:
      'Örnek tur programları ve fiyatları; güncel fiyat ve rezervasyon için bölgedeki tur şirketleriyle iletişime geçin.',
    perPerson: '/ kişi',
    tourCompanies: 'Tur şirketlerini gör',
    ownRoute: 'Kendi rotanızı mı planlıyorsunuz?',
    localGuides: 'Yerel rehberlerle',
    privateTour: 'özel tur düzenleyebilirsiniz.',
    seasons: 'Ne Zaman Gidilir?',
    tips: 'Pratik Bilgiler',
    transport: 'Ulaşım',
    accommodation: 'Konaklama',
    services: 'Turizm Hizmetleri',
    businessOne: 'işletme',
    businessOther: 'işletme',
    nearAttraction: NEMRUT_MSG.nearAttraction,
    ...nearbyWords('tr'),
  },
  {
    en: {
      title: 'Adıyaman Travel Guide',
      description:
        'Mount Nemrut, Arsameia and the Cendere Bridge; tour packages, what to see in each season, getting there and where to stay.',
      intro:
        'On the trail of the Kingdom of Commagene: Nemrut, the mountain of the gods, ancient cities, lakes and local food.',
      sections: 'Sections of the guide',
      tabPlaces: 'Places to see',
      tabTours: 'Tours',
      tabSeasons: 'Seasons',
      tabTips: 'Practical tips',
      tabServices: 'Services',
      places: 'Places to see',
      free: 'Free',
      paid: 'Entrance fee',
      nemrutTrip: NEMRUT_TEXT.en.title,
      tours: 'Tour packages',
      toursIntro:
        'Sample tour programmes and prices; for current prices and bookings contact the tour companies of the region.',
      perPerson: '/ person',
      tourCompanies: 'See tour companies',
      ownRoute: 'Planning your own route?',
      localGuides: 'Local guides',
      privateTour: 'can arrange a private tour for you.',
      seasons: 'When to go',
      tips: 'Practical tips',
      transport: 'Getting around',
      accommodation: 'Where to stay',
      services: 'Tourism services',
      businessOne: 'place',
      businessOther: 'places',
      nearAttraction: 'Places nearby',
      ...nearbyWords('en'),
    },
    ku: {
      title: 'Rêbera Geştyariyê ya Adıyamanê',
      description:
        'Çiyayê Nemrûdê, Arsameia û Pira Cenderê; pakêtên gerê, pêşniyarên gerê li gorî demsalan, agahiyên veguhastin û mayînê.',
      intro: 'Li ser şopa Padîşahiya Kommagenê: Nemrûd çiyayê xwedayan, bajarên kevnar, gol û xwarinên herêmî.',
      sections: 'Beşên geştyariyê',
      tabPlaces: 'Cihên dîtinê',
      tabTours: 'Ger',
      tabSeasons: 'Demsal',
      tabTips: 'Agahiyên pratîk',
      tabServices: 'Xizmet',
      places: 'Cihên dîtinê',
      free: 'Belaş',
      paid: 'Ketin bi pere ye',
      nemrutTrip: NEMRUT_TEXT.ku.title,
      tours: 'Pakêtên gerê',
      toursIntro:
        'Bernameyên gerê û bihayên mînak; ji bo bihayên nû û rezervasyonê bi şirketên gerê yên herêmê re têkilî daynin.',
      perPerson: '/ kes',
      tourCompanies: 'Şirketên gerê bibînin',
      ownRoute: 'Hûn rêya xwe bi xwe plan dikin?',
      localGuides: 'Bi rêberên herêmî re',
      privateTour: 'hûn dikarin gereke taybet saz bikin.',
      seasons: 'Kengî biçin?',
      tips: 'Agahiyên pratîk',
      transport: 'Veguhastin',
      accommodation: 'Mayîn',
      services: 'Xizmetên geştyariyê',
      businessOne: 'cih',
      businessOther: 'cih',
      nearAttraction: 'Cihên nêzîk',
      ...nearbyWords('ku'),
    },
  },
);

type Other = Exclude<Lang, 'tr'>;
type AttractionWords = Pick<Attraction, 'name' | 'summary' | 'details' | 'hours'>;

const ATTRACTION_WORDS: Record<Other, Record<string, AttractionWords>> = {
  en: {
    'nemrut-dagi': {
      name: 'Mount Nemrut',
      summary: 'The tumulus and colossal statues of King Antiochus I of Commagene, on the UNESCO World Heritage List.',
      details: [
        'Summit 2,150 m; statues of the gods on the east and west terraces',
        'Sunrise and sunset are the favourite times',
        'About a 20-minute walk from the car park to the tumulus',
      ],
      hours: 'Daily 08:00–17:00 (ask local guides about early entry for sunrise tours)',
    },
    arsameia: {
      name: 'Arsameia (ancient city)',
      summary:
        'The summer capital of the Kingdom of Commagene; the relief of Mithridates shaking hands with Heracles is here.',
      details: [
        'Across from the old Kâhta castle',
        'A long Greek inscription and a tunnel',
        'On the road to Nemrut, easily seen on the same day',
      ],
      hours: 'Daily 08:00–17:00',
    },
    'cendere-koprusu': {
      name: 'Cendere Bridge',
      summary: 'Built under the Roman emperor Septimius Severus, one of the largest single-arch bridges in the world.',
      details: [
        'Over the Cendere stream, 2nd century',
        'Three of its four columns still stand',
        'You can walk across; the best light for photos is in the afternoon',
      ],
      hours: 'Open-air, can be visited at any hour',
    },
  },
  ku: {
    'nemrut-dagi': {
      name: 'Çiyayê Nemrûdê',
      summary:
        'Tumulus û peykerên mezin ên Antiochosê I., padîşahê Kommagenê, di lîsteya Mîrata Cîhanê ya UNESCOyê de.',
      details: [
        'Lûtke 2.150 m; li terasên rojhilat û rojava peykerên xwedayan',
        'Rojhilatin û rojavabûn demên herî bijarte ne',
        'Ji parkê heta tumulusê nêzîkî 20 deqe meş',
      ],
      hours: 'Her roj 08:00–17:00 (ji bo ketina zû ya gerên rojhilatinê ji rêberên herêmî bipirsin)',
    },
    arsameia: {
      name: 'Bajarê kevnar Arsameia',
      summary: 'Paytexta havînê ya Padîşahiya Kommagenê; kabartmaya destdana Mithridates û Herakles li vir e.',
      details: [
        'Li hemberî Kela Kâhtaya kevn',
        'Nivîsareke yewnanî ya dirêj û tunelek',
        'Li ser rêya Nemrûdê, di heman rojê de tê gerandin',
      ],
      hours: 'Her roj 08:00–17:00',
    },
    'cendere-koprusu': {
      name: 'Pira Cenderê',
      summary:
        'Di dema împaratorê Romayê Septimius Severus de hatiye çêkirin; yek ji mezintirîn pirên yek-kemerî yên cîhanê.',
      details: [
        'Li ser çemê Cenderê, sedsala 2an',
        'Ji çar stûnan sê hê li ser piyan in',
        'Bi peyatî tê derbaskirin; ronahiya herî baş a wêneyan piştî nîvro ye',
      ],
      hours: 'Qada vekirî, her demê tê serdan',
    },
  },
};

type TourWords = Pick<TourPackage, 'name' | 'duration' | 'includes'>;

const TOUR_WORDS: Record<Other, Record<string, TourWords>> = {
  en: {
    'nemrut-gun-dogumu': {
      name: 'Nemrut Sunrise Tour',
      duration: 'Half a day (about 8 hours)',
      includes: [
        'Return transport from Kâhta',
        'Mount Nemrut, the Karakuş tumulus and the Cendere Bridge',
        'Breakfast stop',
      ],
    },
    'kommagene-tam-gun': {
      name: 'Commagene Full-Day Tour',
      duration: 'A full day (about 12 hours)',
      includes: ['Nemrut, Arsameia, the Cendere Bridge, the Karakuş tumulus', 'Lunch', 'A local guide'],
    },
  },
  ku: {
    'nemrut-gun-dogumu': {
      name: 'Gera Rojhilatinê ya Nemrûdê',
      duration: 'Nîv roj (nêzîkî 8 saet)',
      includes: [
        'Veguhastina çûn û hatinê ji Kâhta',
        'Çiyayê Nemrûdê, Tumulusa Karakuşê û Pira Cenderê',
        'Navbera taştê',
      ],
    },
    'kommagene-tam-gun': {
      name: 'Gera Tevahiya Rojê ya Kommagenê',
      duration: 'Tevahiya rojê (nêzîkî 12 saet)',
      includes: ['Nemrûd, Arsameia, Pira Cenderê, Tumulusa Karakuşê', 'Xwarina nîvro', 'Bi rêberekî herêmî re'],
    },
  },
};

type Season = { name: string; months: string; text: string };

const SEASON_WORDS: Record<Other, readonly Season[]> = {
  en: [
    {
      name: 'Spring',
      months: 'March–May',
      text: 'Birdwatching at the Gölbaşı lakes and vineyards turning green; the Nemrut road opens in May.',
    },
    {
      name: 'Summer',
      months: 'June–August',
      text: 'The best time for the Nemrut sunrise; nights at the summit are cool, bring warm clothes.',
    },
    {
      name: 'Autumn',
      months: 'September–November',
      text: 'Grape harvest and pestil making in Besni; fewer crowds, softer light.',
    },
    {
      name: 'Winter',
      months: 'December–February',
      text: 'The Nemrut summit may be closed by snow; time for the museum and the local cuisine in the city.',
    },
  ],
  ku: [
    {
      name: 'Bihar',
      months: 'Adar–Gulan',
      text: 'Temaşekirina çûkan li golên Gölbaşı û rezên ku şîn dibin; rêya Nemrûdê di Gulanê de vedibe.',
    },
    {
      name: 'Havîn',
      months: 'Hezîran–Tebax',
      text: 'Dema herî baş ji bo rojhilatina Nemrûdê; li lûtkeyê şev sar in, cilên stûr bi xwe re bibin.',
    },
    {
      name: 'Payîz',
      months: 'Îlon–Mijdar',
      text: 'Li Besniyê berhevkirina tirî û çêkirina bastêqê; qelebalixî kêm dibe, ronahî nerm dibe.',
    },
    {
      name: 'Zivistan',
      months: 'Kanûn–Sibat',
      text: 'Lûtkeya Nemrûdê dikare bi berfê were girtin; li navenda bajêr dema mûzeyê û xwarinên herêmî ye.',
    },
  ],
};

const TIP_WORDS: Record<Other, { transport: readonly string[]; accommodation: readonly string[] }> = {
  en: {
    transport: [
      'Adıyaman Airport is about 20 km from the city centre; shuttles and taxis are available.',
      'Mount Nemrut is reached from Kâhta by car or tour minibus; the road may close in winter.',
      'Minibuses run regularly between the districts; the evening runs end early.',
    ],
    accommodation: [
      'For the Nemrut sunrise, staying in Kâhta or the village of Karadut shortens the trip.',
      'Hotels in the city centre are within walking distance of the museum, the bazaar and places to eat.',
      'Book ahead in summer, especially at weekends.',
    ],
  },
  ku: {
    transport: [
      'Balafirgeha Adıyamanê nêzîkî 20 km ji navenda bajêr dûr e; servîs û taksî hene.',
      'Ji Kâhta heta Çiyayê Nemrûdê bi erebeya taybet an mînîbusên gerê tê çûn; rê di zivistanê de dikare were girtin.',
      'Di navbera navçeyan de seferên mînîbusê yên birêkûpêk hene; seferên êvarê zû diqedin.',
    ],
    accommodation: [
      'Ji bo rojhilatina Nemrûdê, mayîna li Kâhta an gundê Karadutê rê kurt dike.',
      'Otêlên navenda bajêr nêzîkî mûze, bazar û cihên xwarinê ne, bi peyatî tê çûn.',
      'Di havînê de, bi taybetî dawiya hefteyê, berê rezervasyonê bikin.',
    ],
  },
};

/** The guide's content in a language: the attractions, tours, seasons and tips (Turkish: tourism.ts as it is). */
export function tourismIn(lang: Lang) {
  if (lang === 'tr') {
    return { attractions: ATTRACTIONS, tours: TOUR_PACKAGES, seasons: SEASONS, tips: PRACTICAL_TIPS };
  }
  return {
    attractions: ATTRACTIONS.map((a) => ({ ...a, ...ATTRACTION_WORDS[lang][a.id] })),
    tours: TOUR_PACKAGES.map((p) => ({ ...p, ...TOUR_WORDS[lang][p.id] })),
    seasons: SEASON_WORDS[lang],
    tips: TIP_WORDS[lang],
  };
}
