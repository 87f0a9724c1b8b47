// Distances for the list sorted by distance: from the listing's own coordinates, or from its district's
// centre when it has none (said so on the card).

import type { LatLng } from '~/features/directory/list-options.ts';
import { canonicalDistrict, type DistrictName } from '~/features/listings/districts.ts';
import { formatNumber } from '~/lib/text.ts';

/** The centre of each district (its town centre), the fallback position of a listing without coordinates. */
export const DISTRICT_CENTRES: Record<DistrictName, LatLng> = {
  Merkez: { lat: 37.7648, lng: 38.2786 },
  Besni: { lat: 37.6936, lng: 37.8614 },
  Çelikhan: { lat: 38.0333, lng: 38.2364 },
  Gerger: { lat: 38.0297, lng: 39.0339 },
  Gölbaşı: { lat: 37.7836, lng: 37.6392 },
  Kâhta: { lat: 37.7803, lng: 38.6217 },
  Samsat: { lat: 37.5797, lng: 38.4819 },
  Sincik: { lat: 38.0361, lng: 38.6225 },
  Tut: { lat: 37.7956, lng: 37.915 },
};

const EARTH_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A listing's distance from the visitor, and whether it was measured from the district centre. */
export interface Distance {
  km: number;
  fromDistrictCentre: boolean;
}

/** The position of a listing: its own, else its district's centre, else none. */
export function positionOf(b: {
  latitude: number | null;
  longitude: number | null;
  district: string | null;
}): { at: LatLng; fromDistrictCentre: boolean } | null {
  if (b.latitude !== null && b.longitude !== null)
    return { at: { lat: b.latitude, lng: b.longitude }, fromDistrictCentre: false };
  const district = b.district ? canonicalDistrict(b.district) : null;
  return district ? { at: DISTRICT_CENTRES[district], fromDistrictCentre: true } : null;
}

/** '850 m', '3,2 km', '24 km'; from the district centre: '≈ 3,2 km (ilçe merkezine göre)'. */
export function distanceLabel(d: Distance): string {
  const text =
    d.km < 1
      ? `${formatNumber(Math.round(d.km * 100) * 10)} m`
      : `${d.km < 10 ? formatNumber(Math.round(d.km * 10) / 10) : formatNumber(Math.round(d.km))} km`;
  return d.fromDistrictCentre ? `≈ ${text} (ilçe merkezine göre)` : text;
}
