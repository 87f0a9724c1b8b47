// The duty pharmacies: the operator's roster upload (one transaction: every good row stored once, each bad
// row reported, pharmacies matched to their listings or submitted as pending ones through the listings
// core), and the reads of the public pages, the door sign and the public API.
import { type Actor, recordAudit } from '~/features/audit/audit.server.ts';
import { statusesOf } from '~/features/directory/open-now.server.ts';
import { canonicalDistrict, type DistrictName } from '~/features/listings/districts.ts';
import type { OpeningStatus } from '~/features/listings/opening-hours.ts';
import { insertPendingListing } from '~/features/listings/transitions.server.ts';
import { type DutyNight, dutyNightAt } from '~/features/pharmacies/duty-day.ts';
import {
  type DutyPharmacy,
  PHARMACY_CATEGORY,
  PHARMACY_SUBCATEGORY_SLUG,
  type RejectedRosterRow,
} from '~/features/pharmacies/messages.ts';
import { parseRoster, pharmacyNameKey, type RosterRow } from '~/features/pharmacies/roster.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { jsonObject } from '~/lib/json.ts';

/** What one upload did. */
export interface RosterUpload {
  id: number;
  stored: number;
  unchanged: number;
  createdListings: number;
  rejected: RejectedRosterRow[];
}

interface Candidate {
  id: number;
  district: string | null;
  name: string;
}

/** Pharmacy listings of the given districts (any status but rejected), to match the roster's names on. */
async function pharmacyCandidates(trx: Db, districts: string[]): Promise<Candidate[]> {
  if (districts.length === 0) return [];
  return trx
    .selectFrom('businesses')
    .leftJoin('subcategories', 'subcategories.id', 'businesses.subcategoryId')
    .select(['businesses.id', 'businesses.district', 'businesses.name'])
    .where('businesses.district', 'in', districts)
    .where('businesses.status', '<>', 'rejected')
    .where((eb) =>
      eb.or([
        eb('subcategories.slug', '=', PHARMACY_SUBCATEGORY_SLUG),
        eb('businesses.name', 'like', '%czane%'),
        eb('businesses.name', 'like', '%CZANE%'),
      ]),
    )
    .orderBy('businesses.id')
    .execute();
}

async function pharmacySubcategoryId(trx: Db): Promise<number | null> {
  const row = await trx
    .selectFrom('subcategories')
    .select('id')
    .where('slug', '=', PHARMACY_SUBCATEGORY_SLUG)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The listing of a roster row's pharmacy: found by district and name, else submitted pending. */
async function listingOf(
  trx: Db,
  row: RosterRow,
  known: Map<string, number>,
  subcategoryId: number | null,
): Promise<{ id: number; created: boolean }> {
  const key = `${row.district}|${row.nameKey}`;
  const found = known.get(key);
  if (found !== undefined) return { id: found, created: false };
  const listing = await insertPendingListing(trx, {
    name: row.name,
    category: PHARMACY_CATEGORY,
    subcategoryId,
    phone: row.phone,
    address: row.address,
    district: row.district,
    source: 'pharmacy-roster',
  });
  known.set(key, listing.id);
  return { id: listing.id, created: true };
}

/**
 * Stores a roster's good rows in one transaction: a row already stored the same way changes nothing, a
 * row of a known pharmacy and night with a new phone or address updates it. The upload and its report
 * are kept so the desk can show the refused rows.
 */
export async function importRoster(db: Db, text: string, actor: Actor): Promise<RosterUpload> {
  const { rows, rejected } = parseRoster(text);
  return db.transaction().execute(async (trx) => {
    const districts = [...new Set(rows.map((r) => r.district))];
    const known = new Map<string, number>();
    for (const c of await pharmacyCandidates(trx, districts)) {
      const key = `${c.district}|${pharmacyNameKey(c.name)}`;
      if (!known.has(key)) known.set(key, c.id);
    }
    const subcategoryId = rows.length ? await pharmacySubcategoryId(trx) : null;
    let stored = 0;
    let unchanged = 0;
    let createdListings = 0;
    for (const row of rows) {
      const listing = await listingOf(trx, row, known, subcategoryId);
      if (listing.created) createdListings++;
      const existing = await trx
        .selectFrom('pharmacyDuties')
        .select(['id', 'name', 'phone', 'address', 'businessId'])
        .where('dutyDate', '=', row.dutyDate)
        .where('district', '=', row.district)
        .where('nameKey', '=', row.nameKey)
        .executeTakeFirst();
      const values = { name: row.name, phone: row.phone, address: row.address, businessId: listing.id };
      if (!existing) {
        await trx
          .insertInto('pharmacyDuties')
          .values({ ...values, dutyDate: row.dutyDate, district: row.district, nameKey: row.nameKey })
          .execute();
        stored++;
      } else if (
        existing.name === values.name &&
        existing.phone === values.phone &&
        existing.address === values.address &&
        existing.businessId === values.businessId
      ) {
        unchanged++;
      } else {
        await trx.updateTable('pharmacyDuties').set(values).where('id', '=', existing.id).execute();
        stored++;
      }
    }
    const upload = await trx
      .insertInto('pharmacyRosterUploads')
      .values({ actorId: actor.id, stored, unchanged, createdListings, rejected: JSON.stringify(rejected) })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (stored > 0 || createdListings > 0) {
      await recordAudit(trx, actor, {
        action: 'pharmacy.roster',
        targetType: 'pharmacy_roster',
        targetId: upload.id,
        summary: `${stored} nöbet kaydedildi, ${createdListings} eczane eklendi, ${rejected.length} satır alınmadı`,
      });
    }
    return { id: upload.id, stored, unchanged, createdListings, rejected };
  });
}

/** An upload's report, for the desk page after the upload. */
export async function findRosterUpload(db: Db, id: number): Promise<RosterUpload | null> {
  const row = await db.selectFrom('pharmacyRosterUploads').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    stored: row.stored,
    unchanged: row.unchanged,
    createdListings: row.createdListings,
    rejected: JSON.parse(row.rejected) as RejectedRosterRow[],
  };
}

function dutyQuery(db: Db) {
  return db
    .selectFrom('pharmacyDuties')
    .leftJoin('businesses', (join) =>
      join.onRef('businesses.id', '=', 'pharmacyDuties.businessId').on('businesses.status', '=', 'approved'),
    )
    .select([
      'pharmacyDuties.id',
      'pharmacyDuties.dutyDate',
      'pharmacyDuties.district',
      'pharmacyDuties.name',
      'pharmacyDuties.phone',
      'pharmacyDuties.address',
      'businesses.id as businessId',
      'businesses.latitude',
      'businesses.longitude',
    ]);
}

/** Tonight's duty pharmacies at `now` (all districts, or one), by district then name; for the pages and the API. */
export async function dutyPharmaciesAt(
  db: Db,
  now: Date,
  district?: DistrictName,
): Promise<{ night: DutyNight; pharmacies: DutyPharmacy[] }> {
  const night = dutyNightAt(now);
  let query = dutyQuery(db).where('pharmacyDuties.dutyDate', '=', night.date);
  if (district) query = query.where('pharmacyDuties.district', '=', district);
  const pharmacies = await query.orderBy('pharmacyDuties.district').orderBy('pharmacyDuties.nameKey').execute();
  return { night, pharmacies };
}

/** A pharmacy open at `now`: on duty tonight, or open by its own listed hours. */
export interface OpenPharmacy {
  key: string;
  name: string;
  district: string;
  phone: string | null;
  address: string;
  businessId: number | null;
  duty: boolean;
  status: OpeningStatus | null;
  latitude: number | null;
  longitude: number | null;
}

/** 'Şu an açık eczaneler': the duty pharmacies once their night has begun, and every listing open by its hours. */
export async function openPharmaciesAt(db: Db, now: Date, district?: DistrictName): Promise<OpenPharmacy[]> {
  const { night, pharmacies } = await dutyPharmaciesAt(db, now, district);
  let query = db
    .selectFrom('businesses')
    .leftJoin('subcategories', 'subcategories.id', 'businesses.subcategoryId')
    .select([
      'businesses.id',
      'businesses.name',
      'businesses.district',
      'businesses.phone',
      'businesses.address',
      'businesses.workingHours',
      'businesses.holidayMode',
      'businesses.holidayHours',
      'businesses.closure',
      'businesses.latitude',
      'businesses.longitude',
    ])
    .where('businesses.status', '=', 'approved')
    .where('subcategories.slug', '=', PHARMACY_SUBCATEGORY_SLUG);
  if (district) query = query.where('businesses.district', '=', district);
  const listings = await query.execute();
  const statuses = await statusesOf(
    db,
    listings.map((b) => ({ ...b, workingHours: jsonObject<Record<string, string>>(b.workingHours) })),
    now,
  );
  const open: OpenPharmacy[] = night.started
    ? pharmacies.map((p) => ({
        key: `duty-${p.id}`,
        name: p.name,
        district: p.district,
        phone: p.phone,
        address: p.address,
        businessId: p.businessId,
        duty: true,
        status: null,
        latitude: p.latitude,
        longitude: p.longitude,
      }))
    : [];
  const onDuty = new Set(open.map((p) => p.businessId).filter((id) => id !== null));
  for (const b of listings) {
    const status = statuses[b.id] ?? null;
    if (!status?.open || onDuty.has(b.id)) continue;
    open.push({
      key: `listing-${b.id}`,
      name: b.name,
      district: b.district ?? '',
      phone: b.phone,
      address: b.address,
      businessId: b.id,
      duty: false,
      status,
      latitude: b.latitude,
      longitude: b.longitude,
    });
  }
  return open;
}

/** Duty rows from `fromDate` on, for the desk. */
export function listUpcomingDuties(db: Db, fromDate: string): Promise<DutyPharmacy[]> {
  return dutyQuery(db)
    .where('pharmacyDuties.dutyDate', '>=', fromDate)
    .orderBy('pharmacyDuties.dutyDate')
    .orderBy('pharmacyDuties.district')
    .orderBy('pharmacyDuties.nameKey')
    .limit(500)
    .execute();
}

/** A door sign: the pharmacy of a duty row, and its own duty nights from `fromDate` on. */
export async function findDoorSign(
  db: Db,
  dutyId: number,
  fromDate: string,
): Promise<{ pharmacy: DutyPharmacy; nights: string[] } | null> {
  const pharmacy = await dutyQuery(db).where('pharmacyDuties.id', '=', dutyId).executeTakeFirst();
  if (!pharmacy) return null;
  const nights = await db
    .selectFrom('pharmacyDuties')
    .select('dutyDate')
    .where('district', '=', pharmacy.district)
    .where('nameKey', '=', pharmacyNameKey(pharmacy.name))
    .where('dutyDate', '>=', fromDate)
    .orderBy('dutyDate')
    .limit(14)
    .execute();
  return { pharmacy, nights: nights.map((n) => n.dutyDate) };
}

/** The district named by a page's slug, or null. */
export function districtOfSlug(slug: string): DistrictName | null {
  return canonicalDistrict(slug);
}
