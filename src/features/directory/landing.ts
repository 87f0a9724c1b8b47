// The landing page a filtered list links to. Apart from display.ts, which islands import: the category
// list it reads (with every language's names) would otherwise ship in their shared chunk.
import { CATEGORIES } from '~/features/listings/categories.ts';
import { canonicalDistrict, DISTRICTS } from '~/features/listings/districts.ts';
import { categoryPath, districtPath } from '~/lib/paths.ts';

/**
 * The landing page of a list filtered by category and/or district (`/ilce/kahta/restoranlar`,
 * `/kategori/oteller`, `/ilce/besni`), with its name; null without either filter.
 */
export function landingFor(category?: string, district?: string): { path: string; name: string } | null {
  const c = category ? CATEGORIES.find((x) => x.name === category) : undefined;
  const districtName = district ? canonicalDistrict(district) : null;
  const d = districtName ? DISTRICTS.find((x) => x.name === districtName) : undefined;
  if (d) return { path: districtPath(d.slug, c?.slug), name: c ? `${d.name} · ${c.name}` : d.name };
  return c ? { path: categoryPath(c.slug), name: c.name } : null;
}
