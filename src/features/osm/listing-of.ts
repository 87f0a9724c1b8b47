// An OpenStreetMap element read as the fields of one of our listings. Every field an import writes is
// named in IMPORTED_FIELDS: those are the ones a re-import may rewrite (when nobody changed them since).
import { DISTRICT_CENTRES, distanceKm } from '~/features/directory/distance.ts';
import { normalizeTurkishPhone } from '~/features/directory/whatsapp.ts';
import { canonicalDistrict, DISTRICTS, type DistrictName } from '~/features/listings/districts.ts';
import type { OsmElement } from '~/features/osm/elements.ts';
import { OSM_MSG } from '~/features/osm/messages.ts';
import { parseOsmOpeningHours } from '~/features/osm/opening-hours.ts';
import { categoryOfTags } from '~/features/osm/tag-categories.ts';
import { foldTr } from '~/lib/text.ts';

/** The columns an import writes, as stored (so "changed since" is a plain comparison). */
export interface OsmListingFields {
  name: string;
  category: string;
  address: string;
  district: string;
  phone: string | null;
  website: string | null;
  latitude: number;
  longitude: number;
  wheelchair: string | null;
  workingHours: string | null;
  holidayMode: string | null;
  holidayHours: string | null;
  /** The hours OSM gives that could not be read, kept for the operator. */
  workingHoursText: string | null;
}

export const IMPORTED_FIELDS = [
  'name',
  'category',
  'address',
  'district',
  'phone',
  'website',
  'latitude',
  'longitude',
  'wheelchair',
  'workingHours',
  'holidayMode',
  'holidayHours',
  'workingHoursText',
] as const satisfies readonly (keyof OsmListingFields)[];

export type OsmCandidate =
  | { ok: true; osmId: string; fields: OsmListingFields; subcategory: string | null }
  | { ok: false; osmId: string; name: string | null; reason: string };

/** '904161234567' → '+90 416 123 45 67'. */
function phoneOf(tags: Record<string, string>): string | null {
  const raw = (tags.phone ?? tags['contact:phone'] ?? tags['contact:mobile'] ?? '').split(';')[0];
  const digits = normalizeTurkishPhone(raw);
  return digits
    ? `+90 ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8, 10)} ${digits.slice(10, 12)}`
    : null;
}

function websiteOf(tags: Record<string, string>): string | null {
  const raw = (tags.website ?? tags['contact:website'] ?? tags.url ?? '').split(';')[0]?.trim() ?? '';
  if (!raw) return null;
  const url = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The district its address names, else the one whose centre is nearest. */
function districtOf(tags: Record<string, string>, lat: number, lon: number): DistrictName {
  for (const key of ['addr:district', 'addr:city', 'addr:town', 'is_in:district']) {
    const named = tags[key] ? canonicalDistrict(tags[key]) : null;
    if (named) return named;
  }
  let best = DISTRICTS[0]?.name as DistrictName;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const [name, centre] of Object.entries(DISTRICT_CENTRES)) {
    const km = distanceKm({ lat, lng: lon }, centre);
    if (km < bestKm) {
      bestKm = km;
      best = name as DistrictName;
    }
  }
  return best;
}

/** 'Atatürk Bulvarı No:12, Yenimahalle Mah., Merkez/Adıyaman', from what the tags give. */
function addressOf(tags: Record<string, string>, district: string): string {
  const street = tags['addr:street'];
  const number = tags['addr:housenumber'];
  const quarter = tags['addr:neighbourhood'] ?? tags['addr:suburb'] ?? tags['addr:quarter'];
  const parts = [
    street ? `${street}${number ? ` No:${number}` : ''}` : null,
    quarter ? (/mah/i.test(quarter) ? quarter : `${quarter} Mah.`) : null,
    `${district}/Adıyaman`,
  ];
  return parts.filter(Boolean).join(', ');
}

const WHEELCHAIR = new Set(['yes', 'limited', 'no']);

/** Reads one element; an element without a name, a known category or a position is skipped with a reason. */
export function candidateOf(element: OsmElement): OsmCandidate {
  const { tags } = element;
  const name = (tags.name ?? tags['name:tr'] ?? '').trim();
  if (!name) return { ok: false, osmId: element.id, name: null, reason: OSM_MSG.noName };
  const category = categoryOfTags(tags);
  if (!category) return { ok: false, osmId: element.id, name, reason: OSM_MSG.noCategory };
  if (element.lat === null || element.lon === null)
    return { ok: false, osmId: element.id, name, reason: OSM_MSG.noPosition };
  const district = districtOf(tags, element.lat, element.lon);
  const hours = tags.opening_hours ? parseOsmOpeningHours(tags.opening_hours) : null;
  return {
    ok: true,
    osmId: element.id,
    subcategory: category.subcategory ?? null,
    fields: {
      name,
      category: category.category,
      address: addressOf(tags, district),
      district,
      phone: phoneOf(tags),
      website: websiteOf(tags),
      latitude: Math.round(element.lat * 1e7) / 1e7,
      longitude: Math.round(element.lon * 1e7) / 1e7,
      wheelchair: WHEELCHAIR.has(tags.wheelchair ?? '') ? (tags.wheelchair as string) : null,
      workingHours: hours?.hours ? JSON.stringify(hours.hours) : null,
      holidayMode: hours?.holidayMode ?? null,
      holidayHours: hours?.holidayHours ?? null,
      workingHoursText: hours?.note ?? null,
    },
  };
}

/** Character pairs of a folded name, for a similarity that forgives spelling ('Lokantasi' ~ 'Lokantası'). */
function pairsOf(name: string): string[] {
  const text = foldTr(name)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  const pairs: string[] = [];
  for (let i = 0; i < text.length - 1; i++) pairs.push(text.slice(i, i + 2));
  return pairs;
}

/** Dice similarity of two names' character pairs after Turkish folding: 1 the same, 0 nothing shared. */
function nameSimilarity(a: string, b: string): number {
  const x = pairsOf(a);
  const y = pairsOf(b);
  if (!x.length || !y.length) return foldTr(a).trim() === foldTr(b).trim() ? 1 : 0;
  const counts = new Map<string, number>();
  for (const p of x) counts.set(p, (counts.get(p) ?? 0) + 1);
  let shared = 0;
  for (const p of y) {
    const n = counts.get(p) ?? 0;
    if (n > 0) {
      shared++;
      counts.set(p, n - 1);
    }
  }
  return (2 * shared) / (x.length + y.length);
}

/** Names this similar (or one holding the other whole) are taken for the same place when close enough. */
const SAME_NAME = 0.75;

export function similarNames(a: string, b: string): boolean {
  const fa = foldTr(a)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  const fb = foldTr(b)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  const contained = fa.length >= 6 && fb.length >= 6 && (fa.includes(fb) || fb.includes(fa));
  return contained || nameSimilarity(a, b) >= SAME_NAME;
}
