// Listing photos in the database: adding one within the plan's limit, the owner's changes (caption, order,
// primary, delete), what the public page shows, and moderation. Files are made by storage.server.ts.
import { sql } from 'kysely';
import type { ListingActor } from '~/features/accounts/listing-guard.server.ts';
import {
  type PendingPhoto,
  PHOTO_MSG,
  type PhotoAction,
  type PhotoDto,
  UPLOADS_PATH,
  variantUrl,
} from '~/features/photos/messages.ts';
import { processPhoto, removePhotoFiles, removeVariantsNotIn } from '~/features/photos/storage.server.ts';
import { LISTINGS_VERSION, readChangeCounters } from '~/lib/db/change-counter.server.ts';
import { type Db, isPostgres } from '~/lib/db/db.server.ts';

/** A refusal with its status and Turkish message. */
export interface PhotoRefusal {
  ok: false;
  status: number;
  message: string;
}

const refusal = (status: number, message: string): PhotoRefusal => ({ ok: false, status, message });

const COLUMNS = [
  'id',
  'businessId',
  'url',
  'caption',
  'isPrimary',
  'status',
  'sortOrder',
  'fileKey',
  'widths',
  'width',
  'height',
] as const;

type PhotoRow = {
  id: number;
  businessId: number;
  url: string;
  caption: string | null;
  isPrimary: number;
  status: string;
  sortOrder: number;
  fileKey: string | null;
  widths: string | null;
  width: number | null;
  height: number | null;
};

const widthsOf = (widths: string | null) => (widths ? widths.split(',').map(Number) : []);

function toDto(row: PhotoRow): PhotoDto {
  return {
    id: row.id,
    businessId: row.businessId,
    caption: row.caption,
    isPrimary: row.isPrimary === 1,
    status: row.status,
    sortOrder: row.sortOrder,
    base: row.fileKey ? `${UPLOADS_PATH}/${row.fileKey}` : null,
    src: row.url,
    widths: widthsOf(row.widths),
    width: row.width,
    height: row.height,
  };
}

/** Photos of a listing that count against its limit (pending and approved). */
async function heldCount(db: Db, businessId: number): Promise<number> {
  const row = await db
    .selectFrom('businessPhotos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('businessId', '=', businessId)
    .where('status', '!=', 'rejected')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every photo of a listing for its owner or an admin, in the order shown. */
export async function listingPhotos(db: Db, businessId: number): Promise<PhotoDto[]> {
  const rows = await db
    .selectFrom('businessPhotos')
    .select(COLUMNS)
    .where('businessId', '=', businessId)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  return rows.map(toDto);
}

/** The published photos of a listing: the primary first, then in the owner's order. */
export async function publicPhotos(db: Db, businessId: number): Promise<PhotoDto[]> {
  const rows = await db
    .selectFrom('businessPhotos')
    .select(COLUMNS)
    .where('businessId', '=', businessId)
    .where('status', '=', 'approved')
    .orderBy('isPrimary', 'desc')
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  return rows.map(toDto);
}

/** The photo each listing shows first (its primary, else the first in order), for list cards. */
async function loadCovers(db: Db): Promise<Map<number, PhotoDto>> {
  const covers = new Map<number, PhotoDto>();
  const rows = await db
    .selectFrom('businessPhotos')
    .select(COLUMNS)
    .where('status', '=', 'approved')
    .orderBy('isPrimary', 'desc')
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  for (const row of rows) if (!covers.has(row.businessId)) covers.set(row.businessId, toDto(row));
  return covers;
}

let covers: { db: Db; version: number; value: Promise<Map<number, PhotoDto>> } | null = null;

/** The cover of every listing, read again only after the listings' version moved (a photo published). */
export async function listingCovers(db: Db): Promise<Map<number, PhotoDto>> {
  const [version = 0] = await readChangeCounters(db, [LISTINGS_VERSION]);
  if (covers?.db !== db || covers.version !== version) covers = { db, version, value: loadCovers(db) };
  return covers.value;
}

const PROCESS_STATUS = { badType: 415, tooSmall: 400, tooManyPixels: 413 } as const;

/**
 * Runs `work` in a transaction in which one upload at a time counts a listing's photos and adds one, so
 * uploads sent together cannot all pass the plan's limit: PostgreSQL locks the listing's row; SQLite takes
 * the write lock as the transaction begins (BEGIN IMMEDIATE), which holds across processes too.
 */
async function oneUploadAtATime<T>(db: Db, businessId: number, work: (trx: Db) => Promise<T>): Promise<T> {
  if (isPostgres(db))
    return db.transaction().execute(async (trx) => {
      await trx.selectFrom('businesses').select('id').where('id', '=', businessId).forUpdate().execute();
      return work(trx);
    });
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
  });
}

/**
 * Adds an uploaded photo to a listing within its plan's limit (`max`, what the caller read of the plan:
 * payments/subscriptions.server.ts listingEntitlements), counted again in the transaction that adds
 * it (the first count only spares the work of a photo that cannot be kept). An owner's photo of a published
 * listing waits for moderation; an admin's, or one of a listing not yet published (approved with it), does not.
 */
export async function addPhoto(
  db: Db,
  actor: ListingActor,
  input: { bytes: Uint8Array; caption: string },
  max: number,
): Promise<{ ok: true; photo: PhotoDto } | PhotoRefusal> {
  const businessId = actor.business.id;
  if ((await heldCount(db, businessId)) >= max) return refusal(409, PHOTO_MSG.limit(max));
  const processed = await processPhoto(input.bytes, String(businessId));
  if (!processed.ok) return refusal(PROCESS_STATUS[processed.reason], PHOTO_MSG[processed.reason]);
  const status = !actor.isAdmin && actor.business.status === 'approved' ? 'pending' : 'approved';
  const largest = processed.widths[processed.widths.length - 1] ?? processed.width;
  let row: PhotoRow | null;
  try {
    row = await oneUploadAtATime(db, businessId, async (trx) => {
      if ((await heldCount(trx, businessId)) >= max) return null;
      // Where the listing's photos stand: the last place in its order, and whether one is the primary.
      const held = await trx
        .selectFrom('businessPhotos')
        .select((eb) => [eb.fn.max('sortOrder').as('lastOrder'), eb.fn.max('isPrimary').as('hasPrimary')])
        .where('businessId', '=', businessId)
        .executeTakeFirst();
      return trx
        .insertInto('businessPhotos')
        .values({
          businessId,
          url: variantUrl(processed.key, largest, 'jpg'),
          caption: input.caption.trim() || null,
          isPrimary: Number(held?.hasPrimary) === 1 ? 0 : 1,
          uploadedBy: actor.user.id,
          status,
          sortOrder: Number(held?.lastOrder ?? -1) + 1,
          fileKey: processed.key,
          widths: processed.widths.join(','),
          width: processed.width,
          height: processed.height,
          createdAt: new Date().toISOString(),
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    removePhotoFiles(processed.key, processed.widths);
    throw error;
  }
  if (!row) {
    removePhotoFiles(processed.key, processed.widths);
    return refusal(409, PHOTO_MSG.limit(max));
  }
  return { ok: true, photo: toDto(row) };
}

async function photoOf(db: Db, businessId: number, photoId: number) {
  return db
    .selectFrom('businessPhotos')
    .select(COLUMNS)
    .where('id', '=', photoId)
    .where('businessId', '=', businessId)
    .executeTakeFirst();
}

/** An owner's or admin's change to one photo of their listing. */
export async function changePhoto(
  db: Db,
  actor: ListingActor,
  photoId: number,
  action: PhotoAction,
  caption = '',
): Promise<{ ok: true } | PhotoRefusal> {
  const businessId = actor.business.id;
  const photo = await photoOf(db, businessId, photoId);
  if (!photo) return refusal(404, PHOTO_MSG.notFound);
  if (action === 'caption') {
    await db
      .updateTable('businessPhotos')
      .set({ caption: caption.trim() || null })
      .where('id', '=', photoId)
      .execute();
  } else if (action === 'primary') {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('businessPhotos').set({ isPrimary: 0 }).where('businessId', '=', businessId).execute();
      await trx.updateTable('businessPhotos').set({ isPrimary: 1 }).where('id', '=', photoId).execute();
    });
  } else if (action === 'first' || action === 'last') {
    // Renumbered in the order shown, with this one moved to the front or the end.
    const others = (await listingPhotos(db, businessId)).filter((p) => p.id !== photoId).map((p) => p.id);
    const order = action === 'first' ? [photoId, ...others] : [...others, photoId];
    await db.transaction().execute(async (trx) => {
      for (const [i, id] of order.entries()) {
        await trx.updateTable('businessPhotos').set({ sortOrder: i }).where('id', '=', id).execute();
      }
    });
  } else {
    await db.deleteFrom('businessPhotos').where('id', '=', photoId).execute();
    removeFilesOf([photo]);
    if (photo.isPrimary === 1) await promoteFirst(db, businessId);
  }
  return { ok: true };
}

/** Makes the first remaining photo the primary one when the primary went away. */
async function promoteFirst(db: Db, businessId: number): Promise<void> {
  const first = (await listingPhotos(db, businessId)).find((p) => p.status !== 'rejected');
  if (first) await db.updateTable('businessPhotos').set({ isPrimary: 1 }).where('id', '=', first.id).execute();
}

/** Photos waiting for an admin, oldest first. */
export async function pendingPhotos(db: Db): Promise<PendingPhoto[]> {
  const rows = await db
    .selectFrom('businessPhotos')
    .innerJoin('businesses', 'businesses.id', 'businessPhotos.businessId')
    .select(COLUMNS.map((c) => `businessPhotos.${c}` as const))
    .select('businesses.name as businessName')
    .where('businessPhotos.status', '=', 'pending')
    .orderBy('businessPhotos.id')
    .execute();
  return rows.map((row) => ({ ...toDto(row), businessName: row.businessName }));
}

/**
 * An admin's decision on a waiting photo, inside the caller's transaction: approved it is shown; rejected
 * it is no longer primary (the next photo is). Returns the listing and, for a rejection, the files to
 * remove once the decision is committed; null when no such photo waits.
 */
export async function decidePhotoRow(
  db: Db,
  photoId: number,
  approve: boolean,
): Promise<{ businessId: number; files: PhotoFiles | null } | null> {
  const photo = await db.selectFrom('businessPhotos').select(COLUMNS).where('id', '=', photoId).executeTakeFirst();
  if (photo?.status !== 'pending') return null;
  await db
    .updateTable('businessPhotos')
    .set({ status: approve ? 'approved' : 'rejected', ...(approve ? {} : { isPrimary: 0 }) })
    .where('id', '=', photoId)
    .execute();
  if (!approve && photo.isPrimary === 1) await promoteFirst(db, photo.businessId);
  return { businessId: photo.businessId, files: approve ? null : photo };
}

/** Where a photo's files are: its key and the widths written. */
export type PhotoFiles = Pick<PhotoRow, 'fileKey' | 'widths'>;

/** The files of every photo of some listings, read before the listings are deleted (their photo rows cascade). */
export async function listingsPhotoFiles(db: Db, businessIds: readonly number[]): Promise<PhotoFiles[]> {
  if (businessIds.length === 0) return [];
  return db.selectFrom('businessPhotos').select(['fileKey', 'widths']).where('businessId', 'in', businessIds).execute();
}

/** Removes the files of photos whose rows are gone (once that is committed); a failure is logged, not thrown. */
export function removeFilesOf(photos: readonly PhotoFiles[]): void {
  for (const photo of photos) if (photo.fileKey) removePhotoFiles(photo.fileKey, widthsOf(photo.widths));
}

/** Files younger than this may belong to an upload still under way (its row not yet written). */
const ORPHAN_MIN_AGE_MS = 10 * 60_000;

/**
 * Removes the variant files no photo row names, left by an upload that crashed between writing its files
 * and its row (run as the server starts); recent ones are left for an upload that may still be running.
 * Returns how many files were removed.
 */
export function sweepOrphanPhotoFiles(db: Db, now = Date.now()): Promise<number> {
  return removeVariantsNotIn(now - ORPHAN_MIN_AGE_MS, async (keys) => {
    const known = new Set<string>();
    for (let i = 0; i < keys.length; i += 500) {
      const rows = await db
        .selectFrom('businessPhotos')
        .select('fileKey')
        .where('fileKey', 'in', keys.slice(i, i + 500))
        .execute();
      for (const row of rows) if (row.fileKey) known.add(row.fileKey);
    }
    return known;
  });
}
