// The listings core: every change of a listing's state is one function here. Each writes the row and its
// audit row in one transaction (both engines allow it), then tells whoever is affected. Mail is sent after
// the commit: sending waits on the network and must not hold the write lock, and a decision that was
// rolled back must not have been announced. No other module writes `businesses`.

import { type Actor, recordAudit } from '~/features/audit/audit.server.ts';
import type { AuditAction } from '~/features/audit/messages.ts';
import type { ClosureData } from '~/features/directory/closure-schema.ts';
import {
  readableChanges,
  readableClosure,
  readableListingValue,
  readableReopening,
} from '~/features/listings/audit-values.ts';
import { notifyApproved, notifyRejected, notifySubmission } from '~/features/listings/notify.server.ts';
import { DEFAULT_REJECTION_REASON } from '~/features/listings/options.ts';
import type { BusinessStatus, SubscriptionTier } from '~/features/listings/vocabulary.ts';
import { type OutgoingMail, sendMail } from '~/features/mail/mail.server.ts';
import { MAIL } from '~/features/mail/templates.ts';
import { decidePhotoRow, listingsPhotoFiles, removeFilesOf } from '~/features/photos/photos.server.ts';
import { bumpBusinessVersions } from '~/lib/db/change-counter.server.ts';
import type { Db } from '~/lib/db/db.server.ts';
import type { Business, NewBusiness, Review } from '~/lib/db/schema.ts';

/** A write of the caller's own tables that belongs to the same transaction as the listing's change. */
export type AlsoWrite = (trx: Db) => Promise<unknown>;

const now = () => new Date().toISOString();

const label = (name: string, id: number) => `${name} (#${id})`;

async function findListing(db: Db, id: number): Promise<Business | null> {
  return (await db.selectFrom('businesses').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

async function listingName(db: Db, id: number): Promise<string> {
  const row = await db.selectFrom('businesses').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name ?? `#${id}`;
}

async function audit(
  trx: Db,
  actor: Actor,
  action: AuditAction,
  businessId: number,
  summary: string,
  details?: Record<string, unknown>,
) {
  await recordAudit(trx, actor, { action, targetType: 'business', targetId: businessId, summary, details });
}

async function mailUser(db: Db, userId: number | null, mail: Omit<OutgoingMail, 'to'>): Promise<void> {
  if (userId === null) return;
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  if (user) await sendMail(db, { ...mail, to: user.email });
}

// ── Submission and import ────────────────────────────────────────────────────────────────────────────

/** What the core tells about a listing it created. */
export interface CreatedListing {
  id: number;
  name: string;
  category: string;
  district: string | null;
}

/** Inserts a pending listing (inside the caller's transaction, e.g. after a duplicate check). */
export async function insertPendingListing(db: Db, values: Omit<NewBusiness, 'status'>): Promise<CreatedListing> {
  return db
    .insertInto('businesses')
    .values({ ...values, status: 'pending' })
    .returning(['id', 'name', 'category', 'district'])
    .executeTakeFirstOrThrow();
}

/** Tells the submitter a listing was received (after the insert is committed). */
export const announceSubmission = (db: Db, businessId: number): Promise<void> => notifySubmission(db, businessId);

/** A submission: the listing stored pending (only an admin publishes) and its submitter told. */
export async function submitListing(db: Db, values: Omit<NewBusiness, 'status'>): Promise<CreatedListing> {
  const listing = await insertPendingListing(db, values);
  await announceSubmission(db, listing.id);
  return listing;
}

/** Rows of a bulk import, inserted inside the import's transaction (the import's own audit row names them). */
export async function insertImportedListings(trx: Db, rows: NewBusiness[], chunk: number): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    await trx
      .insertInto('businesses')
      .values(rows.slice(i, i + chunk))
      .execute();
  }
}

/** A listing made from an OpenStreetMap element (inside the import's transaction): pending, like a submission. */
export async function insertOsmListing(trx: Db, values: Omit<NewBusiness, 'status'>): Promise<CreatedListing> {
  return insertPendingListing(trx, values);
}

/**
 * A re-import of an OpenStreetMap element: writes the given columns (those nobody changed since the last
 * import) and the new record of what the import wrote, inside the import's transaction.
 */
export async function refreshOsmListing(
  trx: Db,
  id: number,
  columns: Record<string, unknown>,
  osmFields: string,
): Promise<void> {
  await trx
    .updateTable('businesses')
    .set({ ...columns, osmFields, updatedAt: now() })
    .where('id', '=', id)
    .execute();
}

/**
 * The operator merges an OpenStreetMap element into a listing already here: the listing takes the element's
 * id (so later imports update it instead of proposing it again) and the given columns, which only fill
 * what it lacked; the audit row names them. False when the listing is gone or another one has the id.
 */
export async function linkOsmListing(
  db: Db,
  id: number,
  link: { osmId: string; columns: Record<string, unknown>; osmFields: string },
  actor: Actor,
  also: AlsoWrite,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await findListing(trx, id);
    const taken = await trx.selectFrom('businesses').select('id').where('osmId', '=', link.osmId).executeTakeFirst();
    if (!before || (taken && taken.id !== id)) return false;
    await trx
      .updateTable('businesses')
      .set({ ...link.columns, osmId: link.osmId, osmFields: link.osmFields, updatedAt: now() })
      .where('id', '=', id)
      .execute();
    await also(trx);
    const details = readableChanges(before as unknown as Record<string, unknown>, link.columns);
    await audit(trx, actor, 'business.edit', id, `${label(before.name, id)}: OpenStreetMap ${link.osmId}`, {
      OpenStreetMap: link.osmId,
      ...details,
    });
    return true;
  });
}

// ── Approval, rejection, status ──────────────────────────────────────────────────────────────────────

export interface ModeratedListing {
  id: number;
  name: string;
  status: string;
  rejectionReason: string | null;
}

/** Writes a status with its audit row in one transaction; null (nothing written) for an unknown id. */
async function writeStatus(
  db: Db,
  id: number,
  status: BusinessStatus,
  actor: Actor,
  rejectionReason: (before: Business) => string | null,
  auditOf: (before: Business, after: ModeratedListing) => { action: AuditAction; summary: string; reason?: string },
): Promise<{ before: Business; after: ModeratedListing } | null> {
  return db.transaction().execute(async (trx) => {
    const before = await findListing(trx, id);
    if (!before) return null;
    const after = await trx
      .updateTable('businesses')
      .set({ status, rejectionReason: rejectionReason(before), updatedAt: now() })
      .where('id', '=', id)
      .returning(['id', 'name', 'status', 'rejectionReason'])
      .executeTakeFirstOrThrow();
    const entry = auditOf(before, after);
    await audit(trx, actor, entry.action, id, entry.summary, {
      ...readableChanges({ status: before.status }, { status }),
      ...(entry.reason ? { 'Ret gerekçesi': entry.reason } : {}),
    });
    return { before, after };
  });
}

/** Tells the owner what became of the listing, the same mail whichever screen the admin used. */
async function announceStatus(db: Db, before: Business, after: ModeratedListing): Promise<void> {
  if (after.status === 'approved') await notifyApproved(db, after.id);
  else if (after.status === 'rejected' && before.status !== 'rejected')
    await notifyRejected(db, after.id, after.rejectionReason ?? DEFAULT_REJECTION_REASON);
}

/** Publishes a listing (the search triggers index it) and mails its owner. Null for an unknown id. */
export async function approveListing(db: Db, id: number, actor: Actor): Promise<ModeratedListing | null> {
  const done = await writeStatus(
    db,
    id,
    'approved',
    actor,
    () => null,
    (_, after) => ({ action: 'business.approve', summary: label(after.name, id) }),
  );
  if (!done) return null;
  await notifyApproved(db, id);
  return done.after;
}

/** Rejects a listing with a reason (the spec's default when blank) and mails its owner. Null for an unknown id. */
export async function rejectListing(
  db: Db,
  id: number,
  reason: string,
  actor: Actor,
): Promise<ModeratedListing | null> {
  const text = reason.trim() || DEFAULT_REJECTION_REASON;
  const done = await writeStatus(
    db,
    id,
    'rejected',
    actor,
    () => text,
    (_, after) => ({ action: 'business.reject', summary: `${label(after.name, id)}: ${text}`, reason: text }),
  );
  if (!done) return null;
  await notifyRejected(db, id, text);
  return done.after;
}

/**
 * The desk's status change (hide, publish, reject, close): a rejection keeps its reason. A listing that
 * becomes published or rejected gets the same mail as from the approval panel. Null for an unknown id.
 */
export async function setListingStatus(
  db: Db,
  id: number,
  status: BusinessStatus,
  reason: string,
  actor: Actor,
): Promise<{ id: number; status: BusinessStatus; before: Business } | null> {
  const done = await writeStatus(
    db,
    id,
    status,
    actor,
    (before) => (status === 'rejected' ? reason || before.rejectionReason || DEFAULT_REJECTION_REASON : null),
    (before) => ({
      action: 'business.status',
      summary: `${label(before.name, id)}: ${readableListingValue('status', before.status)} → ${readableListingValue('status', status)}`,
      reason: status === 'rejected' ? reason : undefined,
    }),
  );
  if (!done) return null;
  if (done.before.status !== status) await announceStatus(db, done.before, done.after);
  return { id, status, before: done.before };
}

// ── Edits, closure, deletion ─────────────────────────────────────────────────────────────────────────

/**
 * An admin's edit: only the columns that changed are written, and the audit row names them by their
 * labels with readable old and new values. Null for an unknown id.
 */
export async function editListing(
  db: Db,
  id: number,
  columns: Record<string, unknown>,
  actor: Actor,
): Promise<{ changed: string[]; before: Business } | null> {
  return db.transaction().execute(async (trx) => {
    const before = await findListing(trx, id);
    if (!before) return null;
    const stored = before as unknown as Record<string, unknown>;
    const changes = Object.fromEntries(Object.entries(columns).filter(([name, value]) => stored[name] !== value));
    const changed = Object.keys(changes);
    if (changed.length === 0) return { changed, before };
    await trx
      .updateTable('businesses')
      .set({ ...changes, updatedAt: now() })
      .where('id', '=', id)
      .execute();
    const details = readableChanges(stored, changes);
    await audit(
      trx,
      actor,
      'business.edit',
      id,
      `${label(String(columns.name ?? before.name), id)}: ${Object.keys(details).join(', ')}`,
      details,
    );
    return { changed, before };
  });
}

/**
 * Sets a listing's closure from the desk: moving keeps the address before the move (still searchable)
 * and takes the new one; closing keeps everything as it is, closing for now with the day it reopens when
 * known (the audit summary says it: 'Yeniden açılış: 12 Aralık 2026'). Null for an unknown listing.
 */
export async function setClosure(db: Db, id: number, input: ClosureData, actor: Actor): Promise<{ id: number } | null> {
  return db.transaction().execute(async (trx) => {
    const before = await findListing(trx, id);
    if (!before) return null;
    const closure = input.closure ?? null;
    const moving = closure === 'moved' && input.newAddress && input.newAddress !== before.address;
    const reopensAt = closure === 'closed_temporarily' ? (input.reopensAt ?? null) : null;
    const reopening = reopensAt ? ` · ${readableReopening(reopensAt)}` : '';
    await trx
      .updateTable('businesses')
      .set({
        closure,
        address: moving ? (input.newAddress as string) : before.address,
        previousAddress: moving ? before.address : closure === 'moved' ? before.previousAddress : null,
        movedAt: closure === 'moved' ? (input.movedAt ?? null) : null,
        reopensAt,
        holidayMode: input.holidayMode ?? null,
        holidayHours: input.holidayMode === 'special' ? (input.holidayHours ?? null) : null,
        updatedAt: now(),
      })
      .where('id', '=', id)
      .execute();
    await audit(
      trx,
      actor,
      'business.closure',
      id,
      `${label(before.name, id)}: ${readableClosure(before.closure)} → ${readableClosure(closure)}${reopening}`,
      {
        ...readableChanges({ closure: before.closure }, { closure }),
        ...(reopensAt !== before.reopensAt ? readableChanges({ reopensAt: before.reopensAt }, { reopensAt }) : {}),
        ...(moving ? readableChanges({ address: before.address }, { address: input.newAddress }) : {}),
      },
    );
    return { id };
  });
}

/**
 * Deletes a listing with its photos, reviews, inquiries, favourites and subscriptions (the foreign keys
 * cascade; the photos' files go once the deletion is committed). Null for an unknown id.
 */
export async function deleteListing(db: Db, id: number, actor: Actor): Promise<Business | null> {
  const photos = await listingsPhotoFiles(db, [id]);
  const before = await db.transaction().execute(async (trx) => {
    const row = await findListing(trx, id);
    if (!row) return null;
    await trx.deleteFrom('businesses').where('id', '=', id).execute();
    await audit(trx, actor, 'business.delete', id, label(row.name, id), {
      Durum: readableListingValue('status', row.status),
      Kategori: row.category,
      İlçe: readableListingValue('district', row.district),
    });
    return row;
  });
  if (before) removeFilesOf(photos);
  return before;
}

// ── Ownership: claims and accounts ───────────────────────────────────────────────────────────────────

export interface ClaimGrant {
  listing: { id: number; name: string; taxId: string | null };
  userId: number;
  /** Who decided: the admin, or the claimant whose proof (code, registry) decided. */
  actor: Actor;
  /** The claim row's own record of the grant, in the same transaction. */
  closeClaim: (trx: Db, decidedAt: string) => Promise<unknown>;
  taxId?: string;
  /** An admin's decision replaces any owner; a proof is granted only while the listing has no other one. */
  replaceOwner?: boolean;
}

/**
 * Makes the claimant the listing's verified owner, closes the claim and records it, then mails the
 * claimant. The "no other owner" rule is decided in the UPDATE itself, so of two claimants racing only one
 * is told the listing is theirs. False (nothing written) when it was not granted.
 */
export async function grantClaim(db: Db, grant: ClaimGrant): Promise<boolean> {
  const { listing, userId } = grant;
  const granted = await db.transaction().execute(async (trx) => {
    const decidedAt = now();
    let update = trx
      .updateTable('businesses')
      .set({ ownerId: userId, ownerVerified: 1, taxId: listing.taxId ?? grant.taxId ?? null, updatedAt: decidedAt })
      .where('id', '=', listing.id);
    if (!grant.replaceOwner)
      update = update.where((eb) => eb.or([eb('ownerId', 'is', null), eb('ownerId', '=', userId)]));
    const { numUpdatedRows } = await update.executeTakeFirst();
    if (Number(numUpdatedRows) === 0) return false;
    await grant.closeClaim(trx, decidedAt);
    await audit(
      trx,
      grant.actor,
      grant.replaceOwner ? 'claim.approve' : 'claim.verify',
      listing.id,
      label(listing.name, listing.id),
    );
    return true;
  });
  if (granted) await mailUser(db, userId, { kind: 'claimResult', ...MAIL.claimResult(listing.name, true) });
  return granted;
}

/** An owner's request about a listing (a claim, a change) that an admin decides. */
interface OwnerRequest {
  businessId: number;
  businessName: string;
  userId: number | null;
}

/** Rejects an owner's request: its own rows and the audit row with the reason in one transaction, then the mail. */
async function rejectRequest(
  db: Db,
  request: OwnerRequest,
  rejection: { action: AuditAction; reason: string; actor: Actor; mail: Omit<OutgoingMail, 'to'> },
  also: AlsoWrite,
): Promise<void> {
  const { action, reason, actor, mail } = rejection;
  await db.transaction().execute(async (trx) => {
    await also(trx);
    const summary = `${label(request.businessName, request.businessId)}: ${reason}`;
    await audit(trx, actor, action, request.businessId, summary, { 'Ret gerekçesi': reason });
  });
  await mailUser(db, request.userId, mail);
}

/** An admin's rejection of a claim request: the claim's own row, the audit row, then the claimant's mail. */
export async function rejectClaim(
  db: Db,
  claim: OwnerRequest,
  reason: string,
  actor: Actor,
  closeClaim: AlsoWrite,
): Promise<void> {
  const mail = { kind: 'claimResult', ...MAIL.claimResult(claim.businessName, false, reason) } as const;
  await rejectRequest(db, claim, { action: 'claim.reject', reason, actor, mail }, closeClaim);
}

/** The listings submitted with an owner's address and not owned yet become the account's (address verified). */
export async function adoptListingsByEmail(db: Db, userId: number, email: string): Promise<void> {
  await db
    .updateTable('businesses')
    .set({ ownerId: userId })
    .where('ownerId', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['ownerEmail']), '=', email))
    .execute();
}

/** An account that is deleted leaves its listings without an owner (inside the deletion's transaction). */
export async function releaseListingsOf(trx: Db, userId: number): Promise<void> {
  await trx.updateTable('businesses').set({ ownerId: null, ownerVerified: 0 }).where('ownerId', '=', userId).execute();
}

// ── Owner changes ────────────────────────────────────────────────────────────────────────────────────

/** An owner's edit of a listing not yet published: applied at once, and the listing goes back to the queue. */
export async function applyUnpublishedEdit(
  db: Db,
  listingId: number,
  columns: Record<string, unknown>,
  also: AlsoWrite,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('businesses')
      .set({ ...columns, status: 'pending', rejectionReason: null, updatedAt: now() })
      .where('id', '=', listingId)
      .execute();
    await also(trx);
  });
}

/**
 * An admin approves an owner's change of a published listing: its columns are written, the change's own
 * rows (special days, its status) with them, the audit row names the fields; then the owner is told.
 */
export async function approveOwnerChange(
  db: Db,
  change: OwnerRequest,
  columns: Record<string, unknown>,
  previous: Record<string, unknown>,
  actor: Actor,
  also: AlsoWrite,
): Promise<string> {
  const name = String(columns.name ?? change.businessName);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('businesses')
      .set({ ...columns, updatedAt: now() })
      .where('id', '=', change.businessId)
      .execute();
    await also(trx);
    const details = readableChanges(previous, columns);
    await audit(trx, actor, 'change.approve', change.businessId, label(name, change.businessId), details);
  });
  await mailUser(db, change.userId, { kind: 'changeApproved', ...MAIL.changeApproved(name) });
  return name;
}

/** An admin rejects an owner's change: kept with the reason for the owner to correct, recorded, and the owner told. */
export async function rejectOwnerChange(
  db: Db,
  change: OwnerRequest,
  reason: string,
  actor: Actor,
  also: AlsoWrite,
): Promise<void> {
  const mail = { kind: 'changeRejected', ...MAIL.changeRejected(change.businessName, reason) } as const;
  await rejectRequest(db, change, { action: 'change.reject', reason, actor, mail }, also);
}

// ── Owners' content: photos, reviews, replies ────────────────────────────────────────────────────────

/** What an admin decides on, as the audit row names it: its word in the summary and its detail's label. */
const CONTENT = {
  photo: { noun: 'fotoğraf', detail: 'Fotoğraf' },
  review: { noun: 'yorum', detail: 'Yorum' },
  reply: { noun: 'yanıt', detail: 'Yanıt' },
} as const;

/** The audit row of an admin's decision on a photo, review or reply of a listing, with what it was (`shown`). */
async function auditDecision(
  trx: Db,
  actor: Actor,
  kind: keyof typeof CONTENT,
  approve: boolean,
  item: { id: number; businessId: number; shown: string },
): Promise<void> {
  const name = await listingName(trx, item.businessId);
  const { noun, detail } = CONTENT[kind];
  const summary = `${label(name, item.businessId)}: ${noun} #${item.id}`;
  await audit(trx, actor, `${kind}.${approve ? 'approve' : 'reject'}`, item.businessId, summary, {
    [detail]: item.shown,
    Karar: approve ? 'Onaylandı' : 'Reddedildi',
  });
}

/** An admin's decision on a waiting photo, recorded; a rejected photo's files go once it is committed. False when none waits. */
export async function decidePhoto(db: Db, photoId: number, approve: boolean, actor: Actor): Promise<boolean> {
  const done = await db.transaction().execute(async (trx) => {
    const photo = await decidePhotoRow(trx, photoId, approve);
    if (!photo) return null;
    await auditDecision(trx, actor, 'photo', approve, {
      id: photoId,
      businessId: photo.businessId,
      shown: `#${photoId}`,
    });
    return photo;
  });
  if (done?.files) removeFilesOf([done.files]);
  return done !== null;
}

/** An admin's decision on an owner's waiting reply to a review, recorded. False when none waits. */
export async function decideReply(db: Db, replyId: number, approve: boolean, actor: Actor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const reply = await trx
      .selectFrom('reviewReplies')
      .select(['businessId', 'pendingBody'])
      .where('id', '=', replyId)
      .executeTakeFirst();
    if (reply?.pendingBody == null) return false;
    await trx
      .updateTable('reviewReplies')
      .set(approve ? { body: reply.pendingBody, publishedAt: now(), pendingBody: null } : { pendingBody: null })
      .where('id', '=', replyId)
      .execute();
    if (approve) await bumpBusinessVersions(trx, reply.businessId);
    await auditDecision(trx, actor, 'reply', approve, {
      id: replyId,
      businessId: reply.businessId,
      shown: reply.pendingBody,
    });
    return true;
  });
}

/** A listing's rating (average of approved reviews, one decimal) and review count, derived again. */
export async function recomputeRating(trx: Db, businessId: number): Promise<void> {
  const stats = await trx
    .selectFrom('reviews')
    .select((eb) => [eb.fn.avg<number | null>('rating').as('average'), eb.fn.countAll<number>().as('count')])
    .where('businessId', '=', businessId)
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  const count = Number(stats.count);
  const rating = count > 0 && stats.average !== null ? Math.round(Number(stats.average) * 10) / 10 : 0;
  await trx
    .updateTable('businesses')
    .set({ rating, reviewCount: count, updatedAt: now() })
    .where('id', '=', businessId)
    .execute();
}

/** An admin's decision on a review: its status, the listing's rating and count, the audit row, together. Null for an unknown review. */
export async function decideReview(
  db: Db,
  reviewId: number,
  status: 'approved' | 'rejected',
  actor: Actor,
): Promise<Review | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('reviews')
      .set({ status })
      .where('id', '=', reviewId)
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    await recomputeRating(trx, row.businessId);
    const shown = `#${reviewId} (${row.rating}/5)`;
    await auditDecision(trx, actor, 'review', status === 'approved', {
      id: reviewId,
      businessId: row.businessId,
      shown,
    });
    return row;
  });
}

// ── Subscriptions and sample data ────────────────────────────────────────────────────────────────────

/** The tier a listing's subscriptions give it (payments computes it from Stripe's events). */
export async function setListingTier(db: Db, businessId: number, tier: SubscriptionTier): Promise<void> {
  await db
    .updateTable('businesses')
    .set({ subscriptionTier: tier, updatedAt: now() })
    .where('id', '=', businessId)
    .execute();
}

/** Deletes the sample listings (inside the caller's transaction); how many went. */
export async function deleteDemoListings(trx: Db): Promise<number> {
  const result = await trx.deleteFrom('businesses').where('isDemo', '=', 1).executeTakeFirst();
  return Number(result.numDeletedRows);
}
