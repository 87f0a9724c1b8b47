// An owner's edits of their listing. A listing not yet published (pending, or rejected and being
// corrected) changes at once; a published one keeps showing what it shows until an admin approves the
// change, which waits in business_changes as the changed fields' old and new values (the approval panel's
// diff). A rejected change stays, with its reason, for the owner to correct and send again.

import { type AccountRefusal, refusal } from '~/features/accounts/accounts.server.ts';
import { containsProfanity } from '~/features/admin/profanity.ts';
import type { Actor } from '~/features/audit/audit.server.ts';
import type { SessionUser } from '~/features/identity/sessions.server.ts';
import { subcategoryFits } from '~/features/listings/offer.server.ts';
import {
  chosenSubcategory,
  listColumn,
  OFFER_FIELD_LABELS,
  OFFER_FIELDS,
  OFFER_LISTS,
  type OfferField,
  type OfferList,
  offerColumns,
  storedList,
} from '~/features/listings/offer.ts';
import { OFFER_MSG } from '~/features/listings/offer-schema.ts';
import type { SpecialDay } from '~/features/listings/opening-hours.ts';
import { HOLIDAY_MODE_LABELS } from '~/features/listings/opening-hours.ts';
import { WEEK_DAY_LABELS, WEEK_DAYS } from '~/features/listings/options.ts';
import { applyUnpublishedEdit, approveOwnerChange, rejectOwnerChange } from '~/features/listings/transitions.server.ts';
import { INTEREST_FIELDS, type InterestField, LISTING_FIELD_LABELS } from '~/features/listings/vocabulary.ts';
import { formatCoordinate } from '~/features/map/coordinates.ts';
import type { DecidedRequest, Decision } from '~/features/owners/admin-decision.server.ts';
import { CHANGE_MSG, CLAIM_MSG, type FieldChange, type PendingChange } from '~/features/owners/messages.ts';
import type { ListingEdit } from '~/features/owners/schema.ts';
import { replaceSpecialDays, specialDaysOf } from '~/features/owners/special-days.server.ts';
import { specialDayLine } from '~/features/owners/special-days.ts';
import { addBusinessColumns, type ListingColumns } from '~/features/submissions/add-business-columns.ts';
import { labelOf } from '~/lib/choices.ts';
import type { Db } from '~/lib/db/db.server.ts';
import type { Business } from '~/lib/db/schema.ts';
import { jsonObject } from '~/lib/json.ts';

/** What an owner edits: the listing's form columns, what visitors filter on, and its special days. */
type Snapshot = Partial<ListingColumns> & Partial<Record<OfferField, unknown>> & { specialDays?: SpecialDay[] };

const COLUMNS = [...(Object.keys(LISTING_FIELD_LABELS) as (keyof ListingColumns)[]), ...OFFER_FIELDS];

/** The owner's own listing: 404 when there is none, 403 when it is someone else's. */
export async function ownedListing(db: Db, user: SessionUser, id: number): Promise<Business | AccountRefusal> {
  const row = await db.selectFrom('businesses').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return refusal(404, CLAIM_MSG.notFound);
  if (row.ownerId !== user.id) return refusal(403, CHANGE_MSG.forbidden);
  return row;
}

export const isRefusal = (value: object): value is AccountRefusal => 'ok' in value && value.ok === false;

/** The open change of a listing (waiting, or rejected and kept for the owner), if any. */
export async function openChange(db: Db, businessId: number) {
  return db
    .selectFrom('businessChanges')
    .selectAll()
    .where('businessId', '=', businessId)
    .where('status', 'in', ['pending', 'rejected'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

const parse = (json: string): Snapshot => JSON.parse(json) as Snapshot;

/**
 * What the owner's edit page shows: the listing's form columns as the owner last wrote them (the open
 * change over the published row), its special days, and the open change's state. Nothing else of the
 * row: the submitter's name, e-mail and phone may be another person's.
 */
export async function ownerListingView(db: Db, listing: Business) {
  const change = await openChange(db, listing.id);
  const pending = change ? parse(change.changes) : {};
  const { specialDays = await specialDaysOf(db, listing.id), ...columns } = pending;
  const stored = Object.fromEntries(COLUMNS.map((k) => [k, listing[k]]));
  return {
    values: { id: listing.id, status: listing.status, ...stored, ...columns } as Record<string, unknown>,
    specialDays,
    change: change ? { status: change.status, rejectionReason: change.rejectionReason } : null,
  };
}

/** The fields whose value differs, each with its value before and after. */
function changedFields(before: Snapshot, after: Snapshot): { previous: Snapshot; changes: Snapshot } {
  const previous: Record<string, unknown> = {};
  const changes: Record<string, unknown> = {};
  for (const key of [...COLUMNS, 'specialDays'] as const) {
    // A column the edit did not send (a script's partial offer) stays as it is.
    if (!(key in after)) continue;
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    previous[key] = before[key] ?? null;
    changes[key] = after[key] ?? null;
  }
  return { previous, changes };
}

/**
 * Saves an owner's edit: applied at once to a listing not yet published (a rejected one goes back to
 * the queue), kept as the listing's one open change for a published one.
 */
export async function saveListingEdit(
  db: Db,
  listing: Business,
  user: SessionUser,
  input: ListingEdit,
): Promise<{ ok: true; applied: boolean } | AccountRefusal> {
  const now = new Date().toISOString();
  const subcategory = chosenSubcategory(input);
  if (subcategory && !(await subcategoryFits(db, subcategory, input.category)))
    return refusal(400, OFFER_MSG.unknownSubcategory, 'subcategoryId');
  const after: Snapshot = {
    ...addBusinessColumns(input),
    ...offerColumns(input),
    specialDays: [...input.specialDays].sort((a, b) => a.date.localeCompare(b.date)),
  };
  const before: Snapshot = {
    ...(Object.fromEntries(COLUMNS.map((k) => [k, listing[k]])) as Snapshot),
    specialDays: await specialDaysOf(db, listing.id),
  };
  // Stored lists in the options' order, so the same choice reads as no change.
  for (const list of Object.keys(OFFER_LISTS) as OfferList[]) before[list] = listColumn(list, storedList(before[list]));
  const { previous, changes } = changedFields(before, after);
  const open = await openChange(db, listing.id);
  if (Object.keys(changes).length === 0 && !open) return refusal(400, CHANGE_MSG.nothingChanged);
  if (listing.status === 'pending' || listing.status === 'rejected') {
    const { specialDays, ...columns } = changes;
    await applyUnpublishedEdit(db, listing.id, columns, async (trx) => {
      if (specialDays) await replaceSpecialDays(trx, listing.id, specialDays);
    });
    return { ok: true, applied: true };
  }
  if (Object.keys(changes).length === 0) {
    // Back to what is published: nothing waits any more.
    await db
      .deleteFrom('businessChanges')
      .where('id', '=', open?.id ?? 0)
      .execute();
    return { ok: true, applied: false };
  }
  const values = {
    status: 'pending',
    changes: JSON.stringify(changes),
    previous: JSON.stringify(previous),
    rejectionReason: null,
    userId: user.id,
    updatedAt: now,
  };
  if (open) await db.updateTable('businessChanges').set(values).where('id', '=', open.id).execute();
  else
    await db
      .insertInto('businessChanges')
      .values({ ...values, businessId: listing.id, createdAt: now })
      .execute();
  return { ok: true, applied: false };
}

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/** The change field by field as the admin reads it: weekly hours day by day, special days as lines. */
function diffOf(previous: Snapshot, changes: Snapshot): FieldChange[] {
  const rows: FieldChange[] = [];
  for (const [field, after] of Object.entries(changes)) {
    const before = (previous as Record<string, unknown>)[field];
    if (field === 'workingHours') {
      const hoursOf = (json: unknown) => jsonObject<Record<string, string>>(json) ?? {};
      const [old, next] = [hoursOf(before), hoursOf(after)];
      for (const day of WEEK_DAYS) {
        if ((old[day] ?? '') === (next[day] ?? '')) continue;
        const label = `${LISTING_FIELD_LABELS.workingHours} · ${WEEK_DAY_LABELS[day]}`;
        rows.push({ field: `workingHours.${day}`, label, before: shown(old[day]), after: shown(next[day]) });
      }
    } else if (field === 'specialDays') {
      const lines = (days: unknown) => shown(((days as SpecialDay[] | null) ?? []).map(specialDayLine).join('; '));
      rows.push({ field, label: CHANGE_MSG.specialDays, before: lines(before), after: lines(after) });
    } else if ((INTEREST_FIELDS as readonly string[]).includes(field)) {
      const yesNo = (v: unknown) => (v === 1 ? 'Evet' : 'Hayır');
      rows.push({
        field,
        label: LISTING_FIELD_LABELS[field as InterestField],
        before: yesNo(before),
        after: yesNo(after),
      });
    } else if (field in OFFER_LISTS) {
      const line = (v: unknown) => shown(storedList(v).join(', '));
      rows.push({ field, label: OFFER_FIELD_LABELS[field as OfferField], before: line(before), after: line(after) });
    } else if (field === 'holidayMode') {
      const mode = (v: unknown) => shown(typeof v === 'string' ? labelOf(HOLIDAY_MODE_LABELS, v) : v);
      rows.push({ field, label: OFFER_FIELD_LABELS.holidayMode, before: mode(before), after: mode(after) });
    } else {
      const label =
        LISTING_FIELD_LABELS[field as keyof ListingColumns] ?? OFFER_FIELD_LABELS[field as OfferField] ?? field;
      // Coordinates with the decimal comma, as the owner typed them.
      const text = (v: unknown) => shown(typeof v === 'number' ? formatCoordinate(v) : v);
      rows.push({ field, label, before: text(before), after: text(after) });
    }
  }
  return rows;
}

/** Changes waiting for the admin, oldest first, each as its diff with the profanity advisory. */
export async function listPendingChanges(db: Db): Promise<PendingChange[]> {
  const rows = await db
    .selectFrom('businessChanges as c')
    .innerJoin('businesses as b', 'b.id', 'c.businessId')
    .leftJoin('users as u', 'u.id', 'c.userId')
    .select([
      'c.id',
      'c.businessId',
      'b.name as businessName',
      'u.email as ownerEmail',
      'c.createdAt',
      'c.changes',
      'c.previous',
    ])
    .where('c.status', '=', 'pending')
    .orderBy('c.updatedAt')
    .execute();
  return rows.map(({ changes, previous, ...row }) => {
    const diff = diffOf(parse(previous), parse(changes));
    return { ...row, changes: diff, flagged: containsProfanity(...diff.map((d) => d.after)) };
  });
}

/**
 * The admin's decision on a waiting change, written by the listings core with its audit row. Approved:
 * its fields are written to the listing (the public page follows; the static pages are rebuilt, as for
 * any approval) and the owner told. Rejected: kept with the reason for the owner to correct, and the owner
 * told. Null when no such change waits.
 */
export async function decideChange(
  db: Db,
  changeId: number,
  decision: Decision,
  actor: Actor,
): Promise<DecidedRequest> {
  const change = await db
    .selectFrom('businessChanges as c')
    .innerJoin('businesses as b', 'b.id', 'c.businessId')
    .select(['c.id', 'c.businessId', 'c.userId', 'c.changes', 'c.previous', 'b.name'])
    .where('c.id', '=', changeId)
    .where('c.status', '=', 'pending')
    .executeTakeFirst();
  if (!change) return null;
  const now = new Date().toISOString();
  const owner = { businessId: change.businessId, businessName: change.name, userId: change.userId };
  if (!decision.approve) {
    await rejectOwnerChange(db, owner, decision.reason, actor, (trx) =>
      trx
        .updateTable('businessChanges')
        .set({ status: 'rejected', rejectionReason: decision.reason, decidedAt: now, updatedAt: now })
        .where('id', '=', change.id)
        .execute(),
    );
    return { businessId: change.businessId, businessName: change.name };
  }
  const { specialDays, ...columns } = parse(change.changes);
  const { specialDays: _before, ...previous } = parse(change.previous);
  const name = await approveOwnerChange(db, owner, columns, previous, actor, async (trx) => {
    if (specialDays) await replaceSpecialDays(trx, change.businessId, specialDays);
    await trx
      .updateTable('businessChanges')
      .set({ status: 'approved', decidedAt: now, updatedAt: now })
      .where('id', '=', change.id)
      .execute();
  });
  return { businessId: change.businessId, businessName: name };
}
