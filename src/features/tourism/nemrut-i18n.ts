// The Nemrut trip page's words in every language (the operator's figures and season note stay data, as
// entered). The Turkish ones are NEMRUT_MSG's, word for word.
import { NEMRUT_MSG, type NEMRUT_STOPS } from '~/features/tourism/messages.ts';
import { ROAD_STATUS_LABELS, type RoadStatus } from '~/features/tourism/nemrut.ts';
import type { Lang } from '~/lib/i18n/langs.ts';
import { defineCatalogue } from '~/lib/i18n/messages.ts';

export const NEMRUT_TEXT = defineCatalogue(
  {
    title: NEMRUT_MSG.title,
    description: NEMRUT_MSG.description,
    dateLabel: NEMRUT_MSG.dateLabel,
    show: NEMRUT_MSG.show,
    badDate: NEMRUT_MSG.badDate,
    sunrise: NEMRUT_MSG.sunrise,
    sunset: NEMRUT_MSG.sunset,
    leaveKahta: NEMRUT_MSG.leaveKahta,
    leaveCentre: NEMRUT_MSG.leaveCentre,
    leaveNote: NEMRUT_MSG.leaveNote,
    road: NEMRUT_MSG.road,
    season: NEMRUT_MSG.season,
    bring: NEMRUT_MSG.bring,
    stops: NEMRUT_MSG.stops,
    sleep: NEMRUT_MSG.sleep,
    eat: NEMRUT_MSG.eat,
    tour: NEMRUT_MSG.tour,
    noneNear: NEMRUT_MSG.noneNear,
    emergency: NEMRUT_MSG.emergency,
    roadOpen: ROAD_STATUS_LABELS.open,
    roadSnow: ROAD_STATUS_LABELS.snow,
    roadClosed: ROAD_STATUS_LABELS.closed,
    attractionDescription: 'Kommagene Kralı I. Antiochos’un tümülüsü ve dev heykelleri; UNESCO Dünya Mirası.',
  },
  {
    en: {
      title: 'Mount Nemrut Sunrise Trip',
      description:
        'Sunrise and sunset at the summit of Mount Nemrut on the day you choose, when to leave Kâhta and Adıyaman centre, the road conditions and the stops on the way.',
      dateLabel: 'Date',
      show: 'Show',
      badDate: 'Choose a valid date.',
      sunrise: 'Sunrise (summit)',
      sunset: 'Sunset (summit)',
      leaveKahta: 'Leave Kâhta',
      leaveCentre: 'Leave Adıyaman centre',
      leaveNote: (drive: number, walk: number, margin: number) =>
        `Counts a ${drive}-minute drive, a ${walk}-minute walk from the car park and ${margin} minutes to spare.`,
      road: 'Road',
      season: 'Season',
      bring: 'What to bring',
      stops: 'Stops on the way',
      sleep: 'Where to stay',
      eat: 'Where to eat',
      tour: 'Tours and guides',
      noneNear: 'No listed places nearby.',
      emergency: 'In an emergency, call 112.',
      roadOpen: 'Road open',
      roadSnow: 'Snow: chains and winter tyres needed',
      roadClosed: 'Road closed',
      attractionDescription:
        'The tumulus and colossal statues of King Antiochus I of Commagene; a UNESCO World Heritage Site.',
    },
    ku: {
      title: 'Gera Rojhilatinê ya Çiyayê Nemrûdê',
      description:
        'Ji bo roja ku hûn hilbijêrin, dema rojhilatin û rojavabûnê li serê Çiyayê Nemrûdê, dema derketinê ji Kâhta û navenda Adıyamanê, rewşa rê û rawestgehên li ser rê.',
      dateLabel: 'Dîrok',
      show: 'Nîşan bide',
      badDate: 'Dîrokeke derbasdar hilbijêrin.',
      sunrise: 'Rojhilatin (lûtke)',
      sunset: 'Rojavabûn (lûtke)',
      leaveKahta: 'Derketina ji Kâhta',
      leaveCentre: 'Derketina ji navenda Adıyamanê',
      leaveNote: (drive: number, walk: number, margin: number) =>
        `${drive} deqe bi erebeyê, ${walk} deqe meşa ji parkê û ${margin} deqe dema zêde hatine hesibandin.`,
      road: 'Rewşa rê',
      season: 'Demsal',
      bring: 'Bi xwe re bibin',
      stops: 'Rawestgehên li ser rê',
      sleep: 'Mayîn',
      eat: 'Xwarin',
      tour: 'Ger û rêber',
      noneNear: 'Li nêzîk karsaziyeke tomarkirî tune.',
      emergency: 'Di rewşa acîl de li 112 bigerin.',
      roadOpen: 'Rê vekirî ye',
      roadSnow: 'Berf: zincîr û lastîkên zivistanê pêwîst in',
      roadClosed: 'Rê girtî ye',
      attractionDescription:
        'Tumulus û peykerên mezin ên Antiochosê I., padîşahê Kommagenê; Mîrata Cîhanê ya UNESCOyê.',
    },
  },
);

/** What to bring, in each language (the Turkish list is NEMRUT_MSG's). */
export const BRING_LIST: Record<Lang, readonly string[]> = {
  tr: NEMRUT_MSG.bringList,
  en: [
    'A warm coat, hat and gloves: even on summer mornings the summit drops below 5 °C',
    'A torch or head lamp (the path from the car park to the summit is walked in the dark)',
    'Comfortable walking shoes that do not slip',
    'Water and a light breakfast',
    'Cash (for the museum ticket and village breakfasts)',
    'This page, saved on your phone beforehand: parts of the road have no signal',
  ],
  ku: [
    'Qapûtê stûr, kum û destmal: li lûtkeyê heta sibehên havînê jî germahî dadikeve binê 5 °C',
    'Fener an lampeya serî (ji parkê heta lûtkeyê di tariyê de tê meşîn)',
    'Pêlavên meşê yên rehet ên ku naşemitin',
    'Av û taştêyeke sivik',
    'Pereyê kaş (ji bo bilêta mûzeyê û taştêyên gundan)',
    'Ev rûpel, berê li ser telefona xwe tomar bikin: li hin beşên rê xet tune',
  ],
};

type StopId = (typeof NEMRUT_STOPS)[number]['id'];

/** Each stop's line in each language (the stops' names are official place names and stay as written). */
const STOP_SUMMARIES: Record<Exclude<Lang, 'tr'>, Record<StopId, string>> = {
  en: {
    karakus: 'The tomb of the royal women of Commagene, with an eagle statue on top of its columns.',
    'cendere-koprusu':
      'From the reign of Septimius Severus, one of the largest single-arch Roman bridges in the world.',
    arsameia: 'The summer capital of Commagene, with the relief of Mithridates shaking hands with Heracles.',
  },
  ku: {
    karakus: 'Gora jinên malbata padîşahiya Kommagenê; li serê stûnan peykerê ajelekê.',
    'cendere-koprusu': 'Ji dema Septimius Severus; yek ji mezintirîn pirên Romayî yên yek-kemerî yên cîhanê.',
    arsameia: 'Paytexta havînê ya Kommagenê; kabartmaya destdana Mithridates û Herakles.',
  },
};

/** A stop's line in a language. */
export const stopSummaryIn = (stop: (typeof NEMRUT_STOPS)[number], lang: Lang): string =>
  lang === 'tr' ? stop.summary : STOP_SUMMARIES[lang][stop.id];

/** The road's state in a language. */
export function roadLabelIn(status: RoadStatus, lang: Lang): string {
  const t = NEMRUT_TEXT[lang];
  return status === 'open' ? t.roadOpen : status === 'snow' ? t.roadSnow : t.roadClosed;
}
