// Business owners' accounts: sign-up with e-mail verification, login for verified owners, forgotten
// password, change of password and e-mail, and the KVKK export and deletion. Every link an e-mail
// carries is a one-time token (only its hash stored) that expires (TOKEN_TTL_HOURS).
import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_MSG as M,
  type OwnerListing,
  TOKEN_TTL_HOURS,
  type TokenPurpose,
  withNext,
} from '~/features/accounts/messages.ts';
import type { signupSchema } from '~/features/accounts/schema.ts';
import { checkCurrentPassword, type LoginResult, login } from '~/features/identity/login.server.ts';
import { hashPassword, passwordProblem } from '~/features/identity/passwords.server.ts';
import { hashToken, revokeOtherCredentials, type SessionUser } from '~/features/identity/sessions.server.ts';
import { adoptListingsByEmail, releaseListingsOf } from '~/features/listings/transitions.server.ts';
import { sendMail } from '~/features/mail/mail.server.ts';
import { MAIL } from '~/features/mail/templates.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { spendOnce } from '~/lib/db/one-time-rows.server.ts';
import { MSG } from '~/lib/messages.ts';
import { siteUrl } from '~/lib/origin.ts';
import { ACCOUNT_PAGES } from '~/lib/paths.ts';
import type { z } from '~/lib/zod.ts';

export const OWNER_ROLE = 'owner';

/** A refusal the endpoint shows beside a field (or above the form when `field` is absent). */
export interface AccountRefusal {
  ok: false;
  status: number;
  message: string;
  field?: string;
  /** For a 429: seconds until the limit lets the caller try again. */
  retryAfterS?: number;
}

/** What a signed-in owner's change is confirmed with: the current password, from this client, in this session. */
export interface Confirmation {
  password: string;
  /** The client address (`clientIp`) the password check is limited by. */
  ip: string;
  /** The session making the change: it stays, every other one of the account ends. */
  session: string | null;
}

/** An owner's request refused with `status` and `message` (beside `field`, when given). */
export const refusal = (status: number, message: string, field?: string): AccountRefusal => ({
  ok: false,
  status,
  message,
  field,
});

const HOUR_MS = 60 * 60_000;

/** A fresh one-time token for a user: the raw value (for the link) is returned, its hash stored. */
async function issueToken(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
  newEmail: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('accountTokens')
    .values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      newEmail,
      expiresAt: new Date(now.getTime() + TOKEN_TTL_HOURS[purpose] * HOUR_MS).toISOString(),
      createdAt: now.toISOString(),
    })
    .execute();
  return token;
}

type Consumed = { ok: true; userId: number; newEmail: string | null } | AccountRefusal;

/** A link's stored token and whether it can still be used: unknown or used → invalid, past its expiry → expired. */
async function findToken(db: Db, token: string, purpose: TokenPurpose, now: Date) {
  const row = await db
    .selectFrom('accountTokens')
    .select(['id', 'userId', 'newEmail', 'expiresAt', 'usedAt'])
    .where('tokenHash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row || row.usedAt) return { state: 'invalid' } as const;
  if (row.expiresAt <= now.toISOString()) return { state: 'expired' } as const;
  return { state: 'live', row } as const;
}

/** Uses a token once: unknown or used → linkInvalid, past its expiry → linkExpired. */
async function consumeToken(db: Db, token: string, purpose: TokenPurpose, now: Date): Promise<Consumed> {
  const found = await findToken(db, token, purpose, now);
  if (found.state === 'invalid') return refusal(400, M.linkInvalid);
  if (found.state === 'expired') return refusal(410, M.linkExpired);
  const { id, userId, newEmail } = found.row;
  if (!(await spendOnce(db, 'accountTokens', id, now))) return refusal(400, M.linkInvalid);
  return { ok: true, userId, newEmail };
}

/** Whether a token is live (the reset page shows its form only for one). */
export async function tokenState(db: Db, token: string, purpose: TokenPurpose, now = new Date()) {
  return (await findToken(db, token, purpose, now)).state;
}

/** A mailed link: always on the public origin, whatever Host the request that asked for it carried. */
const link = (page: string, token: string) => siteUrl(`${page}?token=${encodeURIComponent(token)}`);

async function sendVerification(db: Db, userId: number, email: string, now: Date, next?: string) {
  const token = await issueToken(db, userId, 'verify', now);
  await sendMail(db, {
    to: email,
    kind: 'verification',
    // The listing the owner came to claim rides along (checked again on the way), not inside the token.
    ...MAIL.verification(withNext(link(ACCOUNT_PAGES.verify, token), next), TOKEN_TTL_HOURS.verify),
  });
}

const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * Work an answer must not wait for: its time would tell whether an address has an account (a mail's
 * delivery above all), so it runs once the answer has gone out.
 */
function afterAnswer(work: () => Promise<unknown>): void {
  setImmediate(() => {
    work().catch((error) => console.error('[accounts]', error));
  });
}

/**
 * A sign-up: the password is checked at once; the rest happens after the answer, which is the same
 * whether or not the address has an account. A new address gets an unverified owner and the
 * verification link; a known one gets a mail saying so (or, while unverified, a fresh link).
 */
export async function signUp(
  db: Db,
  input: z.infer<typeof signupSchema>,
  now = new Date(),
): Promise<{ ok: true } | AccountRefusal> {
  const problem = passwordProblem(input.password, [input.email, input.name]);
  if (problem) return refusal(400, problem, 'password');
  afterAnswer(() => openAccount(db, input, now));
  return { ok: true };
}

async function openAccount(db: Db, input: z.infer<typeof signupSchema>, now: Date): Promise<void> {
  const email = normalEmail(input.email);
  const taken = await db
    .selectFrom('users')
    .select(['id', 'email', 'emailVerified'])
    .where((eb) => eb.or([eb('email', '=', email), eb('username', '=', email)]))
    .executeTakeFirst();
  if (taken && !taken.emailVerified) return sendVerification(db, taken.id, taken.email, now, input.next);
  if (taken) {
    await sendMail(db, {
      to: taken.email,
      kind: 'verification',
      ...MAIL.accountExists(siteUrl(ACCOUNT_PAGES.login), siteUrl(ACCOUNT_PAGES.forgot)),
    });
    return;
  }
  const [firstName, ...rest] = input.name.split(/\s+/);
  const { id } = await db
    .insertInto('users')
    .values({
      username: email,
      email,
      passwordHash: await hashPassword(input.password),
      firstName: firstName ?? null,
      lastName: rest.join(' ') || null,
      role: OWNER_ROLE,
      emailVerified: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sendVerification(db, id, email, now, input.next);
}

/**
 * Verifies an owner's address from the link; the listings submitted anonymously with that address and
 * not owned yet become the account's.
 */
export async function verifyEmail(db: Db, token: string, now = new Date()): Promise<{ ok: true } | AccountRefusal> {
  const used = await consumeToken(db, token, 'verify', now);
  if (!used.ok) return used;
  const user = await db
    .updateTable('users')
    .set({ emailVerified: 1, updatedAt: now.toISOString() })
    .where('id', '=', used.userId)
    .returning('email')
    .executeTakeFirstOrThrow();
  await adoptListingsByEmail(db, used.userId, user.email);
  return { ok: true };
}

/**
 * Every login (admins at /api/auth/login, owners at /api/account/login) goes through here: the one
 * policy of login.server.ts, and for the right password of an unverified account a fresh verification
 * link instead of a session.
 */
export async function signIn(
  ...[db, identifier, password, ip, now = new Date()]: Parameters<typeof login>
): Promise<LoginResult> {
  const result = await login(db, identifier, password, ip, now);
  if (!result.ok && result.reason === 'unverified') {
    const { id, email } = result.user;
    afterAnswer(() => sendVerification(db, id, email, now));
  }
  return result;
}

/** Mails a reset link when an owner has this address, after the answer, which is the same either way. */
export async function requestPasswordReset(db: Db, email: string, now = new Date()): Promise<void> {
  afterAnswer(() => mailResetLink(db, email, now));
}

async function mailResetLink(db: Db, email: string, now: Date): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', '=', normalEmail(email))
    .where('role', '=', OWNER_ROLE)
    .executeTakeFirst();
  if (!user) return;
  const token = await issueToken(db, user.id, 'reset', now);
  await sendMail(db, {
    to: user.email,
    kind: 'passwordReset',
    ...MAIL.passwordReset(link(ACCOUNT_PAGES.reset, token), TOKEN_TTL_HOURS.reset),
  });
}

/**
 * Sets a new password from a reset link (once, within the hour): every session of the account ends and
 * every other link mailed to it (older reset links included) stops working.
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  now = new Date(),
): Promise<{ ok: true } | AccountRefusal> {
  const found = await findToken(db, token, 'reset', now);
  const owner =
    found.state === 'live'
      ? await db.selectFrom('users').select('email').where('id', '=', found.row.userId).executeTakeFirst()
      : undefined;
  const problem = passwordProblem(password, owner ? [owner.email] : []);
  if (problem) return refusal(400, problem, 'password');
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const used = await consumeToken(trx, token, 'reset', now);
    if (!used.ok) return used;
    await trx
      .updateTable('users')
      .set({ passwordHash, updatedAt: now.toISOString() })
      .where('id', '=', used.userId)
      .execute();
    await revokeOtherCredentials(trx, used.userId, null, now);
    return { ok: true as const };
  });
}

/** A signed-in owner's change, made in the session `confirm` names, at `now`, with its own arguments. */
type ConfirmedChange<A extends unknown[], R> = (
  db: Db,
  user: SessionUser,
  confirm: Confirmation,
  now: Date,
  ...args: A
) => Promise<R | AccountRefusal>;

/**
 * A signed-in owner's change that the current password confirms: nothing is done while it is wrong (400)
 * or checked too often from this client (429).
 */
function confirmed<A extends unknown[], R>(change: ConfirmedChange<A, R>) {
  return async (db: Db, user: SessionUser, confirm: Confirmation, ...args: A): Promise<R | AccountRefusal> => {
    const now = new Date();
    const check = await checkCurrentPassword(db, user.id, confirm.password, confirm.ip, now);
    if (check.ok) return change(db, user, confirm, now, ...args);
    if ('retryAfterS' in check) return { ...refusal(429, MSG.rateLimited), retryAfterS: check.retryAfterS };
    return refusal(400, M.wrongPassword, 'currentPassword');
  };
}

/**
 * Changes the password of a signed-in owner (the current one confirms it): the session that changed
 * it stays, every other one ends, and every link mailed to the account stops working.
 */
export const changePassword = confirmed<[next: string], { ok: true }>(async (db, user, confirm, now, next) => {
  const problem = passwordProblem(next, [user.email]);
  if (problem) return refusal(400, problem, 'password');
  const passwordHash = await hashPassword(next);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ passwordHash, updatedAt: now.toISOString() })
      .where('id', '=', user.id)
      .execute();
    await revokeOtherCredentials(trx, user.id, confirm.session, now);
  });
  return { ok: true };
});

/** Mails a link to the new address; the account's address changes once that link is opened. */
export const requestEmailChange = confirmed<[newEmail: string], { ok: true }>(
  async (db, user, _confirm, now, newEmail) => {
    const email = normalEmail(newEmail);
    if (email === user.email) return refusal(400, M.sameEmail, 'email');
    const taken = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (taken) return refusal(409, M.emailTaken, 'email');
    const token = await issueToken(db, user.id, 'email', now, email);
    await sendMail(db, {
      to: email,
      kind: 'emailChange',
      ...MAIL.emailChange(link(ACCOUNT_PAGES.confirmEmail, token), TOKEN_TTL_HOURS.email),
    });
    return { ok: true };
  },
);

/**
 * Changes the account's address from the link mailed to the new one: every session of the account but
 * `keepSession` (the browser that opened the link, when it is signed in) ends, and every other link
 * mailed to the account, to the old address too, stops working.
 */
export async function confirmEmailChange(
  db: Db,
  token: string,
  keepSession: string | null = null,
  now = new Date(),
): Promise<{ ok: true } | AccountRefusal> {
  return db.transaction().execute(async (trx) => {
    const used = await consumeToken(trx, token, 'email', now);
    if (!used.ok) return used;
    const email = used.newEmail ?? '';
    const taken = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (!email || taken) return refusal(409, M.emailTaken);
    await trx
      .updateTable('users')
      .set({ email, username: email, emailVerified: 1, updatedAt: now.toISOString() })
      .where('id', '=', used.userId)
      .execute();
    await revokeOtherCredentials(trx, used.userId, keepSession, now);
    return { ok: true as const };
  });
}

/** Everything stored about an owner (KVKK): the account without its password hash, and their listings. */
export async function exportAccount(db: Db, userId: number) {
  const account = await db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'lastName', 'phone', 'role', 'emailVerified', 'lastLoginAt', 'createdAt'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const owned = await db.selectFrom('businesses').selectAll().where('ownerId', '=', userId).execute();
  // A listing's submitter (name, e-mail, phone) may be another person: not this account's data.
  const businesses = owned.map(({ ownerName, ownerEmail, ownerPhone, ...listing }) => listing);
  const subscriptions = await db.selectFrom('businessSubscriptions').selectAll().where('userId', '=', userId).execute();
  const claims = await db
    .selectFrom('businessClaims')
    .select(['businessId', 'method', 'status', 'note', 'rejectionReason', 'createdAt', 'decidedAt'])
    .where('userId', '=', userId)
    .execute();
  const changes = await db
    .selectFrom('businessChanges')
    .select(['businessId', 'status', 'changes', 'rejectionReason', 'createdAt', 'decidedAt'])
    .where('userId', '=', userId)
    .execute();
  const mail = await db
    .selectFrom('mailOutbox')
    .select(['subject', 'status', 'createdAt'])
    .where('toAddress', '=', account.email)
    .execute();
  return { exportedAt: new Date().toISOString(), account, businesses, subscriptions, claims, changes, mail };
}

/**
 * Deletes an owner's account (KVKK): their listings stay, without an owner, and every admin is told by
 * e-mail which listings lost their owner; the owner gets a last message.
 */
export const deleteAccount = confirmed<[], { ok: true; businesses: string[] }>(async (db, user) => {
  const owned = await db.selectFrom('businesses').select(['id', 'name']).where('ownerId', '=', user.id).execute();
  await db.transaction().execute(async (trx) => {
    await releaseListingsOf(trx, user.id);
    await trx.updateTable('businessSubscriptions').set({ userId: null }).where('userId', '=', user.id).execute();
    await trx.deleteFrom('userSessions').where('userId', '=', user.id).execute();
    await trx.deleteFrom('accountTokens').where('userId', '=', user.id).execute();
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
  });
  const names = owned.map((b) => b.name);
  const admins = await db.selectFrom('users').select('email').where('role', '=', 'admin').execute();
  for (const admin of admins) {
    await sendMail(db, { to: admin.email, kind: 'accountDeleted', ...MAIL.ownerLeft(names) });
  }
  await sendMail(db, { to: user.email, kind: 'accountDeleted', ...MAIL.accountDeleted() });
  return { ok: true, businesses: names };
});

/** The listings an owner owns, newest first. */
export async function ownerListings(db: Db, userId: number): Promise<OwnerListing[]> {
  return db
    .selectFrom('businesses')
    .select(['id', 'name', 'status', 'rejectionReason', 'subscriptionTier'])
    .where('ownerId', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}
