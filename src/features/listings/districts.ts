import { foldTr, slugify } from '~/lib/fold.ts';

const DISTRICT_NAMES = [
  'Merkez',
  'Besni',
  'Çelikhan',
  'Gerger',
  'Gölbaşı',
  'Kâhta',
  'Samsat',
  'Sincik',
  'Tut',
] as const;

export type DistrictName = (typeof DISTRICT_NAMES)[number];

/** The nine districts of Adıyaman province, each with its URL slug: the one canonical list (DESIGN §5). */
export const DISTRICTS = DISTRICT_NAMES.map((name) => ({ name, slug: slugify(name) }));

/** Registration form option list (SPEC §3), spelled as the spec gives it. */
export const REGISTRATION_DISTRICTS = [
  'Merkez',
  'Besni',
  'Kahta',
  'Gerger',
  'Sincik',
  'Tut',
  'Çelikhan',
  'Samsat',
  'Gölbaşı',
] as const;

/** Add-business form option list (SPEC §3); Altınşehir and Cumhuriyet are neighbourhoods of Merkez. */
export const ADD_BUSINESS_DISTRICTS = [
  'Merkez',
  'Altınşehir',
  'Cumhuriyet',
  'Çelikhan',
  'Gerger',
  'Kâhta',
  'Samsat',
  'Sincik',
  'Tut',
] as const;

const MERKEZ_NEIGHBOURHOODS = new Set(['altinsehir', 'cumhuriyet']);

/**
 * Maps any spelling a form or query uses ('Kahta', 'KÂHTA', 'kahta', 'Altınşehir') onto the
 * canonical district name, or null when it is not a district of the province.
 */
export function canonicalDistrict(value: string): DistrictName | null {
  const folded = foldTr(value.trim());
  if (MERKEZ_NEIGHBOURHOODS.has(folded)) return 'Merkez';
  const match = DISTRICTS.find((d) => d.slug === folded || foldTr(d.name) === folded);
  return match ? match.name : null;
}
