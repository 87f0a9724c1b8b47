// An owner's own word that their published listing is closed for now, or open again. It applies at once:
// it only hides the owner's own call button and ranks their own listing last, so nothing waits for the
// desk. The listings core writes it (row, audit row naming the owner, freshness); the audit row is what
// the operator sees, as with the owner's other immediate actions (a claim proven by code or registry).
// Closed for good and moved stay the desk's: they speak for a business that may no longer be the owner's.

import { type AccountRefusal, refusal } from '~/features/accounts/accounts.server.ts';
import type { SessionUser } from '~/features/identity/sessions.server.ts';
import { HOLIDAY_MODES } from '~/features/listings/opening-hours.ts';
import { setClosure } from '~/features/listings/transitions.server.ts';
import { OWNER_CLOSURE_MSG } from '~/features/owners/messages.ts';
import type { OwnerClosureInput } from '~/features/owners/schema.ts';
import type { Db } from '~/lib/db/db.server.ts';
import type { Business } from '~/lib/db/schema.ts';

type ClosureOutcome = { ok: true; notice: 'kapatildi' | 'acildi'; closure: string | null; reopensAt: string | null };

/**
 * Closes the owner's listing for now (until `reopensAt`, when known) or opens it again. Refused (409)
 * for a listing not published, or closed for good or moved by the desk; reopening one that is open is
 * refused too, so the log keeps no empty change.
 */
export async function setOwnerClosure(
  db: Db,
  listing: Business,
  owner: SessionUser,
  input: OwnerClosureInput,
): Promise<ClosureOutcome | AccountRefusal> {
  if (listing.status !== 'approved') return refusal(409, OWNER_CLOSURE_MSG.notPublished);
  if (closedByDesk(listing.closure)) return refusal(409, OWNER_CLOSURE_MSG.deskOnly);
  if (input.action === 'reopen' && listing.closure !== 'closed_temporarily')
    return refusal(409, OWNER_CLOSURE_MSG.notClosed);
  const closure = input.action === 'close' ? ('closed_temporarily' as const) : undefined;
  const reopensAt = closure ? (input.reopensAt ?? undefined) : undefined;
  // The desk's holiday hours ride along unchanged: the core writes the whole state it is given.
  const holidayMode = HOLIDAY_MODES.find((mode) => mode === listing.holidayMode);
  const holidayHours = holidayMode === 'special' ? (listing.holidayHours ?? undefined) : undefined;
  await setClosure(db, listing.id, { closure, reopensAt, holidayMode, holidayHours }, owner);
  return {
    ok: true,
    notice: closure ? 'kapatildi' : 'acildi',
    closure: closure ?? null,
    reopensAt: reopensAt ?? null,
  };
}

/** Closed for good or moved: the desk's word, which the owner cannot change here. */
export const closedByDesk = (closure: string | null) => closure === 'closed_permanently' || closure === 'moved';

/** What the owner's closure section shows of a listing: whether it is published, and its closure. */
export async function closureStateOf(db: Db, id: number) {
  return db.selectFrom('businesses').select(['status', 'closure', 'reopensAt']).where('id', '=', id).executeTakeFirst();
}
