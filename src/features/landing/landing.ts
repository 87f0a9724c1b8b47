// Landing pages per district, per category and per district × category (pre-rendered): their
// addresses, sizes and honest intro texts built only from our own data (counts and names).
import type { DistrictName } from '~/features/listings/districts.ts';
import { formatDecimal, formatNumber } from '~/lib/text.ts';

/** Businesses per landing page, and the pages built per landing: the rest is one link away in the full list. */
export const LANDING_PAGE_SIZE = 24;
export const LANDING_MAX_PAGES = 5;

const PAGE_SEGMENT = 'sayfa';

/** …’da / …’de / …’nda: where, said of each district. */
export const DISTRICT_LOCATIVE: Record<DistrictName, string> = {
  Merkez: 'Merkez’de',
  Besni: 'Besni’de',
  Çelikhan: 'Çelikhan’da',
  Gerger: 'Gerger’de',
  Gölbaşı: 'Gölbaşı’nda',
  Kâhta: 'Kâhta’da',
  Samsat: 'Samsat’ta',
  Sincik: 'Sincik’te',
  Tut: 'Tut’ta',
};
const PROVINCE_LOCATIVE = 'Adıyaman’da';

/** The path segments of a landing after its base ('kahta', 'kahta/restoranlar', with '/sayfa/N' past page 1). */
export function landingRest(segments: readonly string[], page: number): string {
  return [...segments, ...(page > 1 ? [PAGE_SEGMENT, String(page)] : [])].join('/');
}

/** 'A', 'A ve B', 'A, B ve C'. */
export function turkishList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ve ${items.at(-1)}`;
}

export interface CountedName {
  name: string;
  count: number;
}

const counted = (items: readonly CountedName[]) =>
  turkishList(items.map((i) => `${i.name} (${formatNumber(i.count)})`));

interface TopRated {
  name: string;
  rating: number;
  reviewCount: number;
}

/** The intro of a landing: how many are listed, where or in what most of them are, and the best rated. */
export function landingIntro(input: {
  district: DistrictName | null;
  category: string | null;
  total: number;
  /** Categories of a district page, or districts of a category page, most listings first. */
  breakdown: readonly CountedName[];
  topRated: TopRated | null;
}): string {
  const where = input.district ? DISTRICT_LOCATIVE[input.district] : PROVINCE_LOCATIVE;
  const what = input.category ? ` ${input.category} kategorisinde` : '';
  const sentences = [`${where}${what} ${formatNumber(input.total)} işletme listeleniyor.`];
  const top = input.breakdown.slice(0, 3);
  if (top.length > 1 && !input.category) sentences.push(`En çok işletme olan kategoriler: ${counted(top)}.`);
  if (top.length > 1 && input.category && !input.district) sentences.push(`En çok ${counted(top)} ilçelerinde.`);
  if (input.topRated) {
    const { name, rating, reviewCount } = input.topRated;
    sentences.push(
      `Ziyaretçi değerlendirmelerinde en yüksek puanlı: ${name} (${formatDecimal(rating)} puan, ${formatNumber(reviewCount)} değerlendirme).`,
    );
  }
  return sentences.join(' ');
}
