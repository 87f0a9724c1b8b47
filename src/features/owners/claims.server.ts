// Claiming a published listing. Proof, strongest first: the tax registry's record of the listing's
// tax number (VKN) matches; a code mailed to the listing's own address is entered; otherwise an admin
// decides a written request. A proved claim makes the claimant the one owner of the listing and shows
// the 'Doğrulanmış işletme' badge; a listing that already has an owner changes hands only by an admin.
import { randomInt } from 'node:crypto';
import { type AccountRefusal, refusal } from '~/features/accounts/accounts.server.ts';
import { hashToken, type SessionUser } from '~/features/admin/sessions.server.ts';
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

async function mailResult(db: Db, userId: number, businessName: string, approved: boolean, reason?: string) {
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  if (user)
    await sendMail(db, { to: user.email, kind: 'claimResult', ...MAIL.claimResult(businessName, approved, reason) });
}

/** Makes the claimant the listing's verified owner and closes the claim. */
async function grant(
  db: Db,
  claimId: number,
  listing: Pick<Listing, 'id' | 'name' | 'taxId'>,
  userId: number,
  taxId?: string,
) {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('businesses')
      .set({ ownerId: userId, ownerVerified: 1, taxId: listing.taxId ?? taxId ?? null, updatedAt: now })
      .where('id', '=', listing.id)
      .execute();
    await trx
      .updateTable('businessClaims')
      .set({ status: 'verified', decidedAt: now, codeHash: null })
      .where('id', '=', claimId)
      .execute();
  });
  await mailResult(db, userId, listing.name, true);
}

const codeHash = (claimId: number, code: string) => hashToken(`${claimId}:${code}`);

async function sendCode(db: Db, user: SessionUser, listing: Listing, now: Date): Promise<ClaimResult> {
  if (!listing.email) return refusal(400, M.noListingEmail);
  await db
    .deleteFrom('businessClaims')
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
  if (!claim?.codeHash) return refusal(400, M.codeMissing, 'code');
  if ((claim.codeExpiresAt ?? '') <= now.toISOString() || claim.attempts >= CLAIM_CODE.attempts)
    return refusal(410, M.codeExpired, 'code');
  if (claim.codeHash !== codeHash(claim.id, code)) {
    await db
      .updateTable('businessClaims')
      .set({ attempts: claim.attempts + 1 })
      .where('id', '=', claim.id)
      .execute();
    return refusal(400, M.codeWrong, 'code');
  }
  await grant(db, claim.id, listing, user.id);
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
  const { id } = await db
    .insertInto('businessClaims')
    .values({
      businessId: listing.id,
      userId: user.id,
      method: 'registry',
      status: 'verified',
      createdAt: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await grant(db, id, listing, user.id, taxId);
  return { ok: true, status: 'verified' };
}

async function requestReview(
  db: Db,
  user: SessionUser,
  listing: Listing,
  note: string,
  now: Date,
): Promise<ClaimResult> {
  const open = await db
    .selectFrom('businessClaims')
    .select('id')
    .where('businessId', '=', listing.id)
    .where('userId', '=', user.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (open) return refusal(409, M.adminPending);
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
  const row = await db
    .selectFrom('businessClaims')
    .select('id')
    .where('businessId', '=', businessId)
    .where('userId', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
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
export async function decideClaim(db: Db, claimId: number, decision: Decision): Promise<DecidedRequest> {
  const claim = await db
    .selectFrom('businessClaims as c')
    .innerJoin('businesses as b', 'b.id', 'c.businessId')
    .select(['c.id', 'c.userId', 'b.id as businessId', 'b.name', 'b.taxId'])
    .where('c.id', '=', claimId)
    .where('c.status', '=', 'pending')
    .executeTakeFirst();
  if (!claim) return null;
  if (decision.approve) {
    await grant(db, claim.id, { id: claim.businessId, name: claim.name, taxId: claim.taxId }, claim.userId);
  } else {
    await db
      .updateTable('businessClaims')
      .set({ status: 'rejected', rejectionReason: decision.reason, decidedAt: new Date().toISOString() })
      .where('id', '=', claim.id)
      .execute();
    await mailResult(db, claim.userId, claim.name, false, decision.reason);
  }
  return { businessId: claim.businessId, businessName: claim.name };
}
