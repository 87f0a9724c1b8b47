// The view model of /turizm/nemrut: the chosen date's sun at the summit, the leaving times, the road and
// season the operator set, the stops on the way with the listings near each, and the page's JSON-LD.
import { localTime } from '~/features/listings/opening-hours.ts';
import { NEMRUT_STOPS, type NearKind } from '~/features/tourism/messages.ts';
import { listingsNear, type NearbyListing, readNemrutSettings } from '~/features/tourism/nemrut.server.ts';
import { clockTime, NEMRUT_SUMMIT, nemrutTrip, parseTripDate, type RoadStatus } from '~/features/tourism/nemrut.ts';
import { NEMRUT_TEXT, roadLabelIn, stopSummaryIn } from '~/features/tourism/nemrut-i18n.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { type Lang, localizedPath } from '~/lib/i18n/langs.ts';
import { siteUrl } from '~/lib/origin.ts';
import { NEMRUT_TRIP_PATH } from '~/lib/paths.ts';

export interface NemrutPageModel {
  date: string;
  dateError: string | null;
  times: { label: string; value: string; testid: string }[];
  leaveNote: string;
  road: { status: RoadStatus; label: string };
  season: string;
  stops: { id: string; name: string; summary: string; near: Record<NearKind, NearbyListing[]> }[];
  jsonLd: object[];
}

const TOURIST_TYPES: Record<Lang, string[]> = {
  tr: ['Gün doğumu', 'Kültür turizmi'],
  en: ['Sunrise', 'Cultural tourism'],
  ku: ['Rojhilatin', 'Tûrîzma çandî'],
};

/** The page for the `tarih` the visitor chose (today, Istanbul time, when none or a bad one), in a language. */
export async function nemrutPage(
  db: Db,
  requested: string | null,
  now: Date,
  lang: Lang = 'tr',
): Promise<NemrutPageModel> {
  const NEMRUT_MSG = NEMRUT_TEXT[lang];
  const chosen = parseTripDate(requested);
  const date = chosen ?? localTime(now).date;
  const settings = await readNemrutSettings(db);
  const trip = nemrutTrip(date, settings);
  const stops = await Promise.all(
    NEMRUT_STOPS.map(async (stop) => {
      const near = await listingsNear(db, { lat: stop.lat, lng: stop.lng });
      // Links to the listings' pages in the page's language.
      const localized = Object.fromEntries(
        Object.entries(near).map(([kind, list]) => [
          kind,
          list.map((l) => ({ ...l, href: localizedPath(l.href, lang) })),
        ]),
      ) as typeof near;
      return { ...stop, summary: stopSummaryIn(stop, lang), near: localized };
    }),
  );
  const url = siteUrl(localizedPath(NEMRUT_TRIP_PATH, lang));
  const attraction = {
    '@context': 'https://schema.org',
    '@type': 'TouristAttraction',
    name: 'Nemrut Dağı',
    description: NEMRUT_MSG.attractionDescription,
    inLanguage: lang,
    url,
    isAccessibleForFree: false,
    geo: {
      '@type': 'GeoCoordinates',
      latitude: NEMRUT_SUMMIT.lat,
      longitude: NEMRUT_SUMMIT.lng,
      elevation: NEMRUT_SUMMIT.heightM,
    },
    address: { '@type': 'PostalAddress', addressLocality: 'Kâhta', addressRegion: 'Adıyaman', addressCountry: 'TR' },
  };
  const tripLd = {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: NEMRUT_MSG.title,
    description: NEMRUT_MSG.description,
    inLanguage: lang,
    url,
    touristType: TOURIST_TYPES[lang],
    itinerary: {
      '@type': 'ItemList',
      itemListElement: [...NEMRUT_STOPS.map((s) => s.name), 'Nemrut Dağı'].map((name, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        item: { '@type': 'TouristAttraction', name },
      })),
    },
  };
  return {
    date,
    dateError: requested && !chosen ? NEMRUT_MSG.badDate : null,
    times: [
      { label: NEMRUT_MSG.leaveCentre, value: clockTime(trip.leaveCentre), testid: 'leave-centre' },
      { label: NEMRUT_MSG.leaveKahta, value: clockTime(trip.leaveKahta), testid: 'leave-kahta' },
      { label: NEMRUT_MSG.sunrise, value: clockTime(trip.sunrise), testid: 'sunrise' },
      { label: NEMRUT_MSG.sunset, value: clockTime(trip.sunset), testid: 'sunset' },
    ],
    leaveNote: NEMRUT_MSG.leaveNote(settings.driveFromKahtaMin, settings.walkMin, settings.marginMin),
    road: { status: settings.roadStatus, label: roadLabelIn(settings.roadStatus, lang) },
    season: settings.season,
    stops,
    jsonLd: [attraction, tripLd],
  };
}
