import { positionOf } from '~/features/directory/distance.ts';
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
  const place = positionOf(b);
  return place && { id: b.id, name: b.name, ...place.at, approximate: place.fromDistrictCentre };
}
