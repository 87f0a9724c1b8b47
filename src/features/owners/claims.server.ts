// Claiming a published listing. Proof, strongest first: the tax registry's record of the listing's
// tax number (VKN) matches; a code mailed to the listing's own address is entered; otherwise an admin
// decides a written request. A proved claim makes the claimant the one owner of the listing and shows
// the 'Doğrulanmış işletme' badge; a listing that already has an owner changes hands only by an admin.
import { randomInt } from 'node:crypto';
import { type AccountRefusal, refusal } from '~/features/accounts/accounts.server.ts';
import type { Actor } from '~/features/audit/audit.server.ts';
import { hashToken, type SessionUser } from '~/features/identity/sessions.server.ts';
import { grantClaim, rejectClaim } from '~/features/listings/transitions.server.ts';
import { sendMail } from '~/features/mail/mail.server.ts';
import { MAIL } from '~/features/mail/templates.ts';
import type { DecidedRequest, Decision } from '~/features/owners/admin-decision.server.ts';
import { CLAIM_CODE, CLAIM_MSG as M, type PendingClaim } from '~/features/owners/messages.ts';
import type { ClaimInput } from '~/features/owners/schema.ts';
import {
  findRegistryRecord,
  type RegistryProvider,
  RegistryUnavailableError,
} from '~/features/submissions/registry/registries.server.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { hasRow } from '~/lib/db/row-status.server.ts';

export type ClaimResult = { ok: true; status: 'verified' | 'code-sent' | 'pending' } | AccountRefusal;

/** The listing a claim is about: published listings only. */
export async function claimableListing(db: Db, businessId: number) {
  return db
    .selectFrom('businesses')
    .select(['id', 'name', 'email', 'phone', 'taxId', 'ownerId', 'ownerVerified'])
    .where('id', '=', businessId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
}
type Listing = NonNullable<Awaited<ReturnType<typeof claimableListing>>>;

/** 'info@example.com' → 'i***@example.com': enough for the owner to recognise the address. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** Whether the user may only ask an admin: the listing already has another owner. */
export const ownedByAnother = (listing: Listing, userId: number) =>
  listing.ownerId !== null && listing.ownerId !== userId;

const digits = (phone: string | null) => (phone ?? '').replace(/\D/g, '').slice(-10);

/** The registry record proves the listing: active, this tax number, and the listing's own VKN (or, without one, its phone). */
function registryMatches(listing: Listing, taxId: string, record: Awaited<ReturnType<typeof findRegistryRecord>>) {
  if (record?.durum !== 'aktif' || record.vergiNo !== taxId) return false;
  if (listing.taxId) return listing.taxId === taxId;
  return digits(record.iletisim.telefon).length === 10 && digits(record.iletisim.telefon) === digits(listing.phone);
}

/** How a granted claim is recorded, in the transaction that grants it. */
type CloseClaim = (trx: Db, decidedAt: string) => Promise<unknown>;

const closeClaimRow =
  (claimId: number, set: { attempts?: number } = {}): CloseClaim =>
  (trx, decidedAt) =>
    trx
      .updateTable('businessClaims')
      .set({ status: 'verified', decidedAt, codeHash: null, ...set })
      .where('id', '=', claimId)
      .execute();

/** A proof (code, registry) grants the listing while it has no other owner; the claimant is the actor. */
function grantByProof(db: Db, user: SessionUser, listing: Listing, closeClaim: CloseClaim, taxId?: string) {
  return grantClaim(db, { listing, userId: user.id, actor: user, closeClaim, taxId });
}

const codeHash = (claimId: number, code: string) => hashToken(`${claimId}:${code}`);

/** Code entries and codes sent within the cool-down window, of one listing (anyone's) or one account (any listing). */
async function codeUse(db: Db, by: 'businessId' | 'userId', id: number, now: Date) {
  const since = new Date(now.getTime() - CLAIM_CODE.cooldownHours * 3_600_000).toISOString();
  const row = await db
    .selectFrom('businessClaims')
    .select((eb) => [eb.fn.sum<number>('attempts').as('tries'), eb.fn.countAll<number>().as('sent')])
    .where(by, '=', id)
    .where('method', '=', 'code')
    .where('createdAt', '>=', since)
    .executeTakeFirst();
  return { tries: Number(row?.tries ?? 0), sent: Number(row?.sent ?? 0) };
}

/**
 * Whether code entries are closed for this listing or account: the tries of every code count, so a new
 * code does not give new guesses; the window then has to pass (the cool-down).
 */
async function codeTriesUsed(db: Db, userId: number, listingId: number, now: Date, over = 0): Promise<boolean> {
  const [listing, account] = await Promise.all([
    codeUse(db, 'businessId', listingId, now),
    codeUse(db, 'userId', userId, now),
  ]);
  return listing.tries >= CLAIM_CODE.listingTries + over || account.tries >= CLAIM_CODE.accountTries + over;
}

async function sendCode(db: Db, user: SessionUser, listing: Listing, now: Date): Promise<ClaimResult> {
  if (!listing.email) return refusal(400, M.noListingEmail);
  if (await codeTriesUsed(db, user.id, listing.id, now)) return refusal(429, M.tooManyTries);
  if ((await codeUse(db, 'businessId', listing.id, now)).sent >= CLAIM_CODE.sendsPerListing)
    return refusal(429, M.tooManyCodes);
  // The earlier code stops working; its tries still count (see codeTriesUsed).
  await db
    .updateTable('businessClaims')
    .set({ status: 'replaced', codeHash: null })
    .where('businessId', '=', listing.id)
    .where('userId', '=', user.id)
    .where('status', '=', 'code-sent')
    .execute();
  const { id } = await db
    .insertInto('businessClaims')
    .values({
      businessId: listing.id,
      userId: user.id,
      method: 'code',
      status: 'code-sent',
      createdAt: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const code = String(randomInt(0, 10 ** CLAIM_CODE.length)).padStart(CLAIM_CODE.length, '0');
  await db
    .updateTable('businessClaims')
    .set({
      codeHash: codeHash(id, code),
      codeExpiresAt: new Date(now.getTime() + CLAIM_CODE.minutes * 60_000).toISOString(),
    })
    .where('id', '=', id)
    .execute();
  await sendMail(db, {
    to: listing.email,
    kind: 'claimCode',
    ...MAIL.claimCode(listing.name, code, CLAIM_CODE.minutes),
  });
  return { ok: true, status: 'code-sent' };
}

async function checkCode(db: Db, user: SessionUser, listing: Listing, code: string, now: Date): Promise<ClaimResult> {
  const claim = await db
    .selectFrom('businessClaims')
    .select(['id', 'codeHash', 'codeExpiresAt', 'attempts'])
    .where('businessId', '=', listing.id)
    .where('userId', '=', user.id)
    .where('status', '=', 'code-sent')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (await codeTriesUsed(db, user.id, listing.id, now)) return refusal(429, M.tooManyTries, 'code');
  if (!claim?.codeHash) return refusal(400, M.codeMissing, 'code');
  if ((claim.codeExpiresAt ?? '') <= now.toISOString() || claim.attempts >= CLAIM_CODE.attempts)
    return refusal(410, M.codeExpired, 'code');
  // The try is counted before the code is compared, so entries sent at once cannot pass the limits together.
  const { numUpdatedRows } = await db
    .updateTable('businessClaims')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', claim.id)
    .where('status', '=', 'code-sent')
    .where('attempts', '<', CLAIM_CODE.attempts)
    .executeTakeFirst();
  if (Number(numUpdatedRows) === 0) return refusal(410, M.codeExpired, 'code');
  if (await codeTriesUsed(db, user.id, listing.id, now, 1)) return refusal(429, M.tooManyTries, 'code');
  if (claim.codeHash !== codeHash(claim.id, code)) return refusal(400, M.codeWrong, 'code');
  // The right code is not a wrong try: the account's count stays as it was.
  if (!(await grantByProof(db, user, listing, closeClaimRow(claim.id, { attempts: claim.attempts }))))
    return refusal(409, M.ownedByOther);
  return { ok: true, status: 'verified' };
}

async function checkRegistry(
  db: Db,
  user: SessionUser,
  listing: Listing,
  taxId: string,
  providers: RegistryProvider[],
  now: Date,
): Promise<ClaimResult> {
  if (providers.length === 0) return refusal(503, M.registryOff);
  let record: Awaited<ReturnType<typeof findRegistryRecord>>;
  try {
    record = await findRegistryRecord(providers, taxId);
  } catch (error) {
    if (error instanceof RegistryUnavailableError) return refusal(502, M.registryOff);
    throw error;
  }
  if (!registryMatches(listing, taxId, record)) return refusal(400, M.registryMismatch, 'taxId');
  const recordClaim: CloseClaim = (trx, decidedAt) =>
    trx
      .insertInto('businessClaims')
      .values({
        businessId: listing.id,
        userId: user.id,
        method: 'registry',
        status: 'verified',
        createdAt: now.toISOString(),
        decidedAt,
      })
      .execute();
  if (!(await grantByProof(db, user, listing, recordClaim, taxId))) return refusal(409, M.ownedByOther);
  return { ok: true, status: 'verified' };
}

async function requestReview(
  db: Db,
  user: SessionUser,
  listing: Listing,
  note: string,
  now: Date,
): Promise<ClaimResult> {
  if (await hasPendingClaim(db, user.id, listing.id)) return refusal(409, M.adminPending);
  await db
    .insertInto('businessClaims')
    .values({
      businessId: listing.id,
      userId: user.id,
      method: 'admin',
      status: 'pending',
      note,
      createdAt: now.toISOString(),
    })
    .execute();
  return { ok: true, status: 'pending' };
}

/** One step of a claim by a signed-in owner. */
export async function claimListing(
  db: Db,
  user: SessionUser,
  businessId: number,
  input: ClaimInput,
  providers: RegistryProvider[],
  now = new Date(),
): Promise<ClaimResult> {
  const account = await db.selectFrom('users').select('emailVerified').where('id', '=', user.id).executeTakeFirst();
  if (account?.emailVerified !== 1) return refusal(403, M.unverified);
  const listing = await claimableListing(db, businessId);
  if (!listing) return refusal(404, M.notFound);
  if (listing.ownerId === user.id && listing.ownerVerified === 1) return refusal(409, M.alreadyYours);
  if (input.method === 'request') return requestReview(db, user, listing, input.note, now);
  if (ownedByAnother(listing, user.id)) return refusal(409, M.ownedByOther);
  if (input.method === 'send-code') return sendCode(db, user, listing, now);
  if (input.method === 'code') return checkCode(db, user, listing, input.code, now);
  return checkRegistry(db, user, listing, input.taxId, providers, now);
}

/** Whether the user has a claim of the listing waiting for the admin. */
export async function hasPendingClaim(db: Db, userId: number, businessId: number): Promise<boolean> {
  return hasRow(db, 'businessClaims', { businessId, userId, status: 'pending' });
}

/** Claims waiting for the admin, oldest first. */
export async function listPendingClaims(db: Db): Promise<PendingClaim[]> {
  return db
    .selectFrom('businessClaims as c')
    .innerJoin('businesses as b', 'b.id', 'c.businessId')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .leftJoin('users as o', 'o.id', 'b.ownerId')
    .select([
      'c.id',
      'c.businessId',
      'b.name as businessName',
      'u.email as claimantEmail',
      'u.firstName as claimantName',
      'o.email as currentOwnerEmail',
      'c.note',
      'c.createdAt',
    ])
    .where('c.status', '=', 'pending')
    .where('c.method', '=', 'admin')
    .orderBy('c.id')
    .execute();
}

/**
 * The admin's decision on a claim request: approved, the claimant becomes the listing's verified owner
 * (replacing any earlier owner); rejected, with the reason. The claimant is told either way. Null when
 * no such claim waits.
 */
export async function decideClaim(db: Db, claimId: number, decision: Decision, actor: Actor): Promise<DecidedRequest> {
  const claim = await db
    .selectFrom('businessClaims as c')
    .innerJoin('businesses as b', 'b.id', 'c.businessId')
    .select(['c.id', 'c.userId', 'b.id as businessId', 'b.name', 'b.taxId'])
    .where('c.id', '=', claimId)
    .where('c.status', '=', 'pending')
    .executeTakeFirst();
  if (!claim) return null;
  if (decision.approve) {
    const listing = { id: claim.businessId, name: claim.name, taxId: claim.taxId };
    await grantClaim(db, {
      listing,
      userId: claim.userId,
      actor,
      closeClaim: closeClaimRow(claim.id),
      replaceOwner: true,
    });
  } else {
    const closeClaim = (trx: Db) =>
      trx
        .updateTable('businessClaims')
        .set({ status: 'rejected', rejectionReason: decision.reason, decidedAt: new Date().toISOString() })
        .where('id', '=', claim.id)
        .execute();
    const request = { businessId: claim.businessId, businessName: claim.name, userId: claim.userId };
    await rejectClaim(db, request, decision.reason, actor, closeClaim);
  }
  return { businessId: claim.businessId, businessName: claim.name };
}
