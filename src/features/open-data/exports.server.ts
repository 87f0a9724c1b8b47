// The whole public directory as files (/veri/isletmeler.csv, /veri/isletmeler.geojson): every published
// listing through the same allow-list as the API, with the licence of each row (ODbL for what came from
// OpenStreetMap, the operator's DATA_LICENSE for the rest).
import { listApprovedBusinesses } from '~/features/directory/businesses.server.ts';
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

const CSV_COLUMNS: [string, (l: ApiListing) => string | number | null][] = [
  ['id', (l) => l.id],
  ['ad', (l) => l.name],
  ['kategori', (l) => l.category],
  ['alt_kategori', (l) => l.subcategory?.name ?? null],
  ['ilce', (l) => l.district],
  ['adres', (l) => l.address],
  ['telefon', (l) => l.phone],
  ['web', (l) => l.website],
  ['enlem', (l) => l.latitude],
  ['boylam', (l) => l.longitude],
  ['tekerlekli_sandalye', (l) => l.wheelchair],
  ['calisma_saatleri', (l) => (l.openingHours ? JSON.stringify(l.openingHours) : null)],
  ['puan', (l) => l.rating],
  ['yorum_sayisi', (l) => l.reviewCount],
  ['sayfa', (l) => l.url],
  ['osm_id', (l) => l.osmId],
  ['atif', (l) => l.attribution],
  ['lisans', (l) => l.license],
  ['guncelleme', (l) => l.updatedAt],
];

/** The CSV: a header row, then a row per listing; every cell neutralised against spreadsheet formulas. */
export async function directoryCsv(db: Db): Promise<string> {
  const rows = (await publicListings(db)).map((l) =>
    CSV_COLUMNS.map(([, cell]) => csvCell(String(cell(l) ?? ''))).join(','),
  );
  return `\uFEFF${[CSV_COLUMNS.map(([name]) => name).join(','), ...rows].join('\r\n')}\r\n`;
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
