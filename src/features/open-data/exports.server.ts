// The whole public directory as files (/veri/isletmeler.csv, /veri/isletmeler.geojson): every published
// listing through the same allow-list as the API, with the licence of each row (ODbL for what came from
// OpenStreetMap, the operator's DATA_LICENSE for the rest).
import { listApprovedBusinesses } from '~/features/directory/businesses.server.ts';
import CSV_HEADERS from '~/features/open-data/csv-headers.json' with { type: 'json' };
import { type ApiListing, toApiListing } from '~/features/open-data/listing-dto.ts';
import { licenseNote } from '~/features/open-data/messages.ts';
import { OSM_ATTRIBUTION } from '~/features/osm/messages.ts';
import { csvCell } from '~/lib/csv.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { dataLicense } from '~/lib/env.server.ts';
import { siteUrl } from '~/lib/origin.ts';

const PAGE = 500;

/** Every published listing, in the list's own order. */
async function publicListings(db: Db): Promise<ApiListing[]> {
  const license = dataLicense();
  const out: ApiListing[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { businesses } = await listApprovedBusinesses(db, { limit: PAGE, offset });
    out.push(...businesses.map((b) => toApiListing(b, (path) => siteUrl(path), license)));
    if (businesses.length < PAGE) return out;
  }
}

/** The listing's fields the CSV has a column for, in the columns' order; csv-headers.json gives their headers. */
type CsvField = keyof typeof CSV_HEADERS;
const CSV_FIELDS = Object.keys(CSV_HEADERS) as CsvField[];

/** A cell: the subcategory by its name, the opening hours as their JSON, any other field as it is. */
function csvValue(l: ApiListing, field: CsvField): string {
  if (field === 'subcategory') return l.subcategory?.name ?? '';
  if (field === 'openingHours') return l.openingHours ? JSON.stringify(l.openingHours) : '';
  return String(l[field] ?? '');
}

/** The CSV: a header row, then a row per listing; every cell neutralised against spreadsheet formulas. */
export async function directoryCsv(db: Db): Promise<string> {
  const rows = (await publicListings(db)).map((l) => CSV_FIELDS.map((field) => csvCell(csvValue(l, field))).join(','));
  return `\uFEFF${[Object.values(CSV_HEADERS).join(','), ...rows].join('\r\n')}\r\n`;
}

/** The GeoJSON (RFC 7946): a Point feature per listing with coordinates; the licence as foreign members. */
export async function directoryGeoJson(db: Db): Promise<object> {
  const features = (await publicListings(db)).flatMap((l) => {
    if (l.latitude === null || l.longitude === null) return [];
    const { latitude, longitude, ...properties } = l;
    return [
      {
        type: 'Feature',
        id: l.id,
        geometry: { type: 'Point', coordinates: [longitude, latitude] },
        properties,
      },
    ];
  });
  return {
    type: 'FeatureCollection',
    license: licenseNote(dataLicense()),
    attribution: OSM_ATTRIBUTION,
    features,
  };
}
