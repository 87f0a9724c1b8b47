// The Nemrut trip's stored figures (tourism_settings, one JSON value) and the listings near a point
// (read only: where to sleep, eat and hire a tour by distance from a stop or an attraction).
import { type Actor, recordAudit } from '~/features/audit/audit.server.ts';
import { distanceKm, distanceLabel } from '~/features/directory/distance.ts';
import { NEAR_KINDS, type NearKind } from '~/features/tourism/messages.ts';
import { DEFAULT_NEMRUT_SETTINGS, type NemrutSettings } from '~/features/tourism/nemrut.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { businessPath } from '~/lib/paths.ts';

const SETTINGS_NAME = 'nemrut';

/** The operator's figures, the defaults filling whatever was never set. */
export async function readNemrutSettings(db: Db): Promise<NemrutSettings> {
  const row = await db
    .selectFrom('tourismSettings')
    .select('value')
    .where('name', '=', SETTINGS_NAME)
    .executeTakeFirst();
  if (!row) return DEFAULT_NEMRUT_SETTINGS;
  try {
    return { ...DEFAULT_NEMRUT_SETTINGS, ...(JSON.parse(row.value) as Partial<NemrutSettings>) };
  } catch {
    return DEFAULT_NEMRUT_SETTINGS;
  }
}

/** Stores the figures with their audit row; an unchanged form writes nothing. */
export async function saveNemrutSettings(db: Db, settings: NemrutSettings, actor: Actor): Promise<void> {
  const value = JSON.stringify(settings);
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('tourismSettings')
      .select('value')
      .where('name', '=', SETTINGS_NAME)
      .executeTakeFirst();
    if (current?.value === value) return;
    await trx
      .insertInto('tourismSettings')
      .values({ name: SETTINGS_NAME, value })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value, updatedAt: new Date().toISOString() }))
      .execute();
    await recordAudit(trx, actor, {
      action: 'tourism.settings',
      targetType: 'tourism',
      targetId: 0,
      summary: 'Nemrut gezisi ayarları',
      details: { ...settings },
    });
  });
}

/** A listing near a point, as the tourism pages link it. */
export interface NearbyListing {
  id: number;
  name: string;
  href: string;
  distance: string;
}

const NEAR_RADIUS_KM = 40;

/** The nearest approved listings with coordinates of each kind (sleep, eat, tour), within 40 km. */
export async function listingsNear(
  db: Db,
  at: { lat: number; lng: number },
  perKind = 3,
): Promise<Record<NearKind, NearbyListing[]>> {
  const box = NEAR_RADIUS_KM / 111;
  const rows = await db
    .selectFrom('businesses')
    .select(['id', 'name', 'category', 'latitude', 'longitude'])
    .where('status', '=', 'approved')
    .where('category', 'in', Object.values(NEAR_KINDS).flat())
    .where('latitude', '>=', at.lat - box)
    .where('latitude', '<=', at.lat + box)
    .where('longitude', '>=', at.lng - box * 1.3)
    .where('longitude', '<=', at.lng + box * 1.3)
    .execute();
  const measured = rows
    .flatMap((r) =>
      r.latitude === null || r.longitude === null
        ? []
        : [{ ...r, km: distanceKm(at, { lat: r.latitude, lng: r.longitude }) }],
    )
    .filter((r) => r.km <= NEAR_RADIUS_KM)
    .sort((a, b) => a.km - b.km || a.id - b.id);
  const out = {} as Record<NearKind, NearbyListing[]>;
  for (const [kind, categories] of Object.entries(NEAR_KINDS) as [NearKind, readonly string[]][]) {
    out[kind] = measured
      .filter((r) => categories.includes(r.category))
      .slice(0, perKind)
      .map((r) => ({
        id: r.id,
        name: r.name,
        href: businessPath(r.id),
        distance: distanceLabel({ km: r.km, fromDistrictCentre: false }),
      }));
  }
  return out;
}
