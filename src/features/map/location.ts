import { canonicalDistrict } from '~/features/directory/districts.ts';
import { DISTRICT_CENTRES } from '~/features/map/district-centres.ts';
import type { MapPoint } from '~/features/map/messages.ts';

interface Located {
  id: number;
  name: string;
  district: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Where a business goes on a map: its own coordinates (the Maps import or the owner), else its
 * district's centre, marked approximate; null when neither is known.
 */
export function mapPointOf(b: Located): MapPoint | null {
  if (b.latitude !== null && b.longitude !== null) {
    return { id: b.id, name: b.name, lat: b.latitude, lng: b.longitude, approximate: false };
  }
  const district = b.district ? canonicalDistrict(b.district) : null;
  if (!district) return null;
  const centre = DISTRICT_CENTRES[district];
  return { id: b.id, name: b.name, lat: centre.lat, lng: centre.lng, approximate: true };
}

/** The map points of a list of businesses (those that have a place). */
export function mapPointsOf(list: readonly Located[]): MapPoint[] {
  return list.flatMap((b) => {
    const point = mapPointOf(b);
    return point ? [point] : [];
  });
}
