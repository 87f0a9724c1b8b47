import { ADIYAMAN_BOX, type Axis, LOCATION_MSG } from '~/features/map/coordinates.ts';
import { z } from '~/lib/zod.ts';

/** One coordinate as the owner's form sends it (a number, or absent when left empty), inside the province. */
const coordinate = (axis: Axis, message: string) =>
  z.optional(
    z.nullable(
      z
        .number({ error: message })
        .check(z.gte(ADIYAMAN_BOX[axis].min, message), z.lte(ADIYAMAN_BOX[axis].max, message)),
    ),
  );

/** A listing's latitude and longitude as its owner sets them. */
export const ownerCoordinateFields = {
  latitude: coordinate('lat', LOCATION_MSG.latitude),
  longitude: coordinate('lng', LOCATION_MSG.longitude),
};

/** Both coordinates or neither: a lone one places nothing. */
export const bothCoordinatesOrNone = z.refine<{ latitude?: number | null; longitude?: number | null }>(
  (v) => (v.latitude == null) === (v.longitude == null),
  { message: LOCATION_MSG.both, path: ['longitude'] },
);
