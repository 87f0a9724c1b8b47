// The business page's location block in every language; the Turkish ones are MAP_MSG's.
import { MAP_MSG } from '~/features/map/messages.ts';
import { defineCatalogue } from '~/lib/i18n/messages.ts';

export const LOCATION_TEXT = defineCatalogue(
  {
    heading: MAP_MSG.locationHeading,
    approximate: MAP_MSG.approximate,
    mapLabel: MAP_MSG.businessMapLabel,
  },
  {
    en: {
      heading: 'Location',
      approximate: 'Approximate location: the district centre',
      mapLabel: 'The place on a map',
    },
    ku: { heading: 'Cih', approximate: 'Cihê nêzîkî: navenda navçeyê', mapLabel: 'Cihê karsaziyê li ser nexşeyê' },
  },
);
