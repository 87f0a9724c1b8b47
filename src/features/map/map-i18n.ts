// The list map's and 'Yakınımda' words in three languages (the Turkish ones are messages.ts's), typed
// like the site's catalogue (lib/i18n): a key missing in one language fails tsc.
import { MAP_MSG } from '~/features/map/messages.ts';
import { defineCatalogue } from '~/lib/i18n/messages.ts';

export const MAP_TEXT = defineCatalogue(
  {
    mapView: MAP_MSG.mapView,
    mapLabel: MAP_MSG.mapLabel,
    noScript: MAP_MSG.noScript,
    allMatches: MAP_MSG.allMatches,
    nearMe: MAP_MSG.nearMe,
    nearMeNote: MAP_MSG.nearMeNote,
    nearMeLocating: MAP_MSG.nearMeLocating,
    nearMeDenied: MAP_MSG.nearMeDenied,
    nearMeUnsupported: MAP_MSG.nearMeUnsupported,
  },
  {
    en: {
      mapView: 'Map',
      mapLabel: 'Map of the places',
      noScript: 'The map needs JavaScript in your browser; the places are listed below.',
      allMatches: (count: number) => `The map shows all ${count} results of your search; the list is below.`,
      nearMe: 'Sort by my location',
      nearMeNote:
        'Your browser asks for your location; it is rounded to about 100 metres and added to the address only for this order, never stored.',
      nearMeLocating: 'Finding your location…',
      nearMeDenied: 'Your location could not be found. Check your browser’s location permission.',
      nearMeUnsupported: 'Your browser cannot share your location.',
    },
    ku: {
      mapView: 'Nexşe',
      mapLabel: 'Nexşeya cihan',
      noScript: 'Ji bo nexşeyê divê JavaScript di gerokê we de vekirî be; cih li jêr hatine rêzkirin.',
      allMatches: (count: number) => `Nexşe hemû ${count} encamên lêgerîna we nîşan dide; lîste li jêr e.`,
      nearMe: 'Nêzîkî min',
      nearMeNote:
        'Gerokê we cihê we dipirse; cihê we bi qasî 100 metreyan tê girover kirin û tenê ji bo vê rêzkirinê li navnîşanê tê zêdekirin, li tu derê nayê tomarkirin.',
      nearMeLocating: 'Cihê we tê dîtin…',
      nearMeDenied: 'Cihê we nehat dîtin. Destûra cih a gerokê xwe kontrol bikin.',
      nearMeUnsupported: 'Gerokê we parvekirina cih piştgirî nake.',
    },
  },
);

/** The words the map script writes (popups, clusters, a failed load), handed to it by BusinessMap.astro. */
export const MAP_SCRIPT_TEXT = defineCatalogue(
  {
    approximate: MAP_MSG.approximate,
    loadFailed: MAP_MSG.loadFailed,
    cluster: MAP_MSG.clusterLabel,
    openNow: MAP_MSG.openNow,
    closedNow: MAP_MSG.closedNow,
  },
  {
    en: {
      approximate: 'Approximate location: the district centre',
      loadFailed: 'The map could not be loaded; the places are listed below.',
      cluster: '{n} places: select to zoom in',
      openNow: 'Open now',
      closedNow: 'Closed',
    },
    ku: {
      approximate: 'Cihê nêzîkî: navenda navçeyê',
      loadFailed: 'Nexşe nehat barkirin; cih li jêr hatine rêzkirin.',
      cluster: '{n} cih: ji bo nêzîkkirinê hilbijêrin',
      openNow: 'Niha vekirî ye',
      closedNow: 'Girtî ye',
    },
  },
);
