// The duty pharmacy pages' words in every language; the Turkish ones are PHARMACY_MSG's, word for word.
// The roster's names, addresses and phone numbers stay as the chamber wrote them.
import { BUSINESS_PARTS_TEXT } from '~/features/directory/business-parts-i18n.ts';
import { DUTY_MOMENT_FORMAT } from '~/features/pharmacies/duty-day.ts';
import { PHARMACY_MSG } from '~/features/pharmacies/messages.ts';
import { INTL_LOCALE, type Lang } from '~/lib/i18n/langs.ts';
import { defineCatalogue } from '~/lib/i18n/messages.ts';

export const PHARMACY_TEXT = defineCatalogue(
  {
    title: PHARMACY_MSG.title,
    districtTitle: PHARMACY_MSG.districtTitle,
    description: PHARMACY_MSG.description,
    districtDescription: PHARMACY_MSG.districtDescription,
    window: PHARMACY_MSG.window,
    dutyNow: PHARMACY_MSG.dutyNow,
    dutyTonight: PHARMACY_MSG.dutyTonight,
    noDuty: PHARMACY_MSG.noDuty,
    call: BUSINESS_PARTS_TEXT.tr.call,
    directions: BUSINESS_PARTS_TEXT.tr.directions,
    doorSign: PHARMACY_MSG.doorSign,
    openNowTitle: PHARMACY_MSG.openNowTitle,
    openNowEmpty: PHARMACY_MSG.openNowEmpty,
    openNowDuty: PHARMACY_MSG.openNowDuty,
    openNowHours: PHARMACY_MSG.openNowHours,
    districts: PHARMACY_MSG.districts,
    allDistricts: PHARMACY_MSG.allDistricts,
    emergency: PHARMACY_MSG.emergency,
    emergencyCall: PHARMACY_MSG.emergencyCall,
    source: PHARMACY_MSG.source,
  },
  {
    en: {
      title: 'Duty pharmacies',
      districtTitle: (district: string) => `Duty pharmacies in ${district}`,
      description: 'Pharmacies on duty tonight in Adıyaman and its districts: phone, address, directions.',
      districtDescription: (district: string) =>
        `Pharmacies on duty tonight in the ${district} district: phone, address and directions.`,
      window: (from: string, to: string) => `On duty: ${from} – ${to}`,
      dutyNow: 'On duty now',
      dutyTonight: 'Goes on duty this evening',
      noDuty: 'Tonight’s duty list has not been entered yet. It appears here once the chamber of pharmacists sends it.',
      call: BUSINESS_PARTS_TEXT.en.call,
      directions: BUSINESS_PARTS_TEXT.en.directions,
      doorSign: 'Door sign',
      openNowTitle: 'Pharmacies open now',
      openNowEmpty: 'No pharmacy is known to be open now; call the duty pharmacy.',
      openNowDuty: 'On duty',
      openNowHours: (today: string) => `Today: ${today}`,
      districts: 'Districts',
      allDistricts: 'All districts',
      emergency: 'In an emergency, call 112.',
      emergencyCall: '112 Emergency',
      source:
        'The list is entered from the weekly duty roster of the Adıyaman chamber of pharmacists; check by phone before you go.',
    },
    ku: {
      title: 'Dermanxaneyên nobedar',
      districtTitle: (district: string) => `Dermanxaneyên nobedar li ${district}`,
      description: 'Dermanxaneyên ku îşev li Adıyaman û navçeyên wê nobedar in: telefon, navnîşan, rê.',
      districtDescription: (district: string) =>
        `Dermanxaneyên ku îşev li navçeya ${district} nobedar in: telefon, navnîşan û rê.`,
      window: (from: string, to: string) => `Nobet: ${from} – ${to}`,
      dutyNow: 'Niha di nobetê de ye',
      dutyTonight: 'Îro êvarê dest bi nobetê dike',
      noDuty: 'Lîsteya nobetê ya îşev hêj nehatiye nivîsandin. Dema lîsteya odeya dermansazan bê, li vir xuya dibe.',
      call: BUSINESS_PARTS_TEXT.ku.call,
      directions: BUSINESS_PARTS_TEXT.ku.directions,
      doorSign: 'Nivîsa derî',
      openNowTitle: 'Dermanxaneyên niha vekirî',
      openNowEmpty: 'Dermanxaneyeke ku niha vekirî be nayê zanîn; li dermanxaneya nobedar bigerin.',
      openNowDuty: 'Nobedar',
      openNowHours: (today: string) => `Îro: ${today}`,
      districts: 'Navçe',
      allDistricts: 'Hemû navçe',
      emergency: 'Di rewşa acîl de li 112 bigerin.',
      emergencyCall: '112 Acîl',
      source:
        'Lîste ji lîsteya nobetê ya heftane ya odeya dermansazan a Adıyamanê tê nivîsandin; berî ku biçin, bi telefonê piştrast bikin.',
    },
  },
);

/** '26 Kasım Perşembe 18:00', 'Thursday 26 November, 18:00': a duty night's start or end, through Intl. */
export function dutyMomentIn(instant: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], DUTY_MOMENT_FORMAT).format(instant);
}
