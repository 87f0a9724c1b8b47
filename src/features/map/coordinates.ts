// A listing's coordinates as its owner writes them (zod-free: the edit page, its map script, the schema and
// the approval panel read it): the box they must fall in, the Turkish texts, and the decimal comma.
import { COORDINATE_DIGITS } from '~/features/map/messages.ts';

/** Where a listing of this directory can be: Adıyaman province with a margin of a few kilometres. */
export const ADIYAMAN_BOX = { lat: { min: 37.3, max: 38.3 }, lng: { min: 37.3, max: 39.4 } } as const;

export type Axis = keyof typeof ADIYAMAN_BOX;

/** A coordinate as Turkish text: decimal comma, at most five decimals (about a metre). */
export function formatCoordinate(value: number): string {
  return String(Number(value.toFixed(COORDINATE_DIGITS))).replace('.', ',');
}

/** A coordinate typed with a decimal comma or point; null when empty, NaN when it is no number. */
export function parseCoordinate(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  return /^-?\d{1,3}([.,]\d+)?$/.test(value) ? Number(value.replace(',', '.')) : Number.NaN;
}

/** True when a coordinate lies inside the province's box on its axis. */
export const insideBox = (axis: Axis, value: number) =>
  value >= ADIYAMAN_BOX[axis].min && value <= ADIYAMAN_BOX[axis].max;

const range = (axis: Axis) =>
  `${formatCoordinate(ADIYAMAN_BOX[axis].min)} ile ${formatCoordinate(ADIYAMAN_BOX[axis].max)}`;

export const LOCATION_MSG = {
  heading: 'Konum',
  intro:
    'İşletmenizin haritadaki yeri. Onaylandıktan sonra işletme sayfasındaki harita ve uzaklıklar ilçe merkezi yerine bu konumu kullanır.',
  hint: 'Ondalık için virgül ya da nokta kullanabilirsiniz, ör. 37,76480.',
  latitude: `Enlem ${range('lat')} arasında bir sayı olmalıdır (Adıyaman ili).`,
  longitude: `Boylam ${range('lng')} arasında bir sayı olmalıdır (Adıyaman ili).`,
  both: 'Enlem ve boylamı birlikte girin ya da ikisini de boş bırakın.',
  mapLabel: 'Konumu haritada seçin',
  mapHint:
    'İşaretçiyi sürükleyin ya da haritada bir yere tıklayın; işaretçiyi seçip ok tuşlarıyla da taşıyabilirsiniz. Enlem ve boylam alanları kendiliğinden dolar.',
  pinLabel: 'İşletmenin konumu (ok tuşlarıyla taşıyın)',
} as const;
