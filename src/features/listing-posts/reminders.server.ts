// The reminders that keep a listing's hours true: before each Ramazan and Kurban Bayramı and before
// 28 Ekim's afternoon, one mail per owner of a verified listing asking for the holiday hours; every 90
// days, one mail per unchanged listing asking 'Bilgileriniz hâlâ doğru mu?'. Each mail is sent once
// (owner_reminders is keyed on owner and reminder), carries HMAC-signed links (reminder_links: one per
// link, used once, until it expires) and an unsubscribe link that works without a login.
import crypto from 'node:crypto';
import { REMINDER_MSG } from '~/features/listing-posts/messages.ts';
import { addDays, holidayOn } from '~/features/listings/holidays.ts';
import type { SpecialDay } from '~/features/listings/opening-hours.ts';
import { sendMail } from '~/features/mail/mail.server.ts';
import { MAIL } from '~/features/mail/templates.ts';
import { replaceSpecialDays, specialDaysOf } from '~/features/owners/special-days.server.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { spendOnce } from '~/lib/db/one-time-rows.server.ts';
import { linkSigningSecret } from '~/lib/env.server.ts';
import { siteUrl } from '~/lib/origin.ts';
import { ownerListingPath, REMINDER_PAGES } from '~/lib/paths.ts';

const DAY_MS = 86_400_000;
/** Days before a bayram's arife its mail goes out. */
const HOLIDAY_LEAD_DAYS = 10;
/** Days a listing may stay unchanged and unconfirmed before its owner is asked. */
const CHECK_DAYS = 90;
/** Days a signed link holds. */
const LINK_DAYS = { holiday: 30, confirm: 14, optOut: 365 } as const;

type Purpose = keyof typeof LINK_DAYS;

/** The Istanbul date of an instant. */
const localDate = (at: Date) => new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

function signature(nonce: string, id: number, purpose: string, expiresAt: string): string {
  return crypto
    .createHmac('sha256', `${linkSigningSecret() ?? ''}:${nonce}`)
    .update(`${id}.${purpose}.${expiresAt}`)
    .digest('base64url');
}

/** A new signed link's token (`{id}.{signature}`). */
async function createLink(
  db: Db,
  link: { purpose: Purpose; userId: number; businessId?: number | null; reminder?: string | null },
  at: Date,
): Promise<string> {
  const nonce = crypto.randomBytes(24).toString('base64url');
  const expiresAt = new Date(at.getTime() + LINK_DAYS[link.purpose] * DAY_MS).toISOString();
  const row = await db
    .insertInto('reminderLinks')
    .values({
      purpose: link.purpose,
      userId: link.userId,
      businessId: link.businessId ?? null,
      reminder: link.reminder ?? null,
      nonce,
      expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return `${row.id}.${signature(nonce, row.id, link.purpose, expiresAt)}`;
}

interface LinkOf {
  id: number;
  userId: number;
  businessId: number | null;
  reminder: string | null;
}

/** A link refused: unknown, expired or used (the status and the Turkish message to answer with). */
type LinkRefusal = { ok: false; status: number; message: string };

/** The link a token names, if its signature holds, it has not expired and (unless `reusable`) is unused. */
export async function openLink(
  db: Db,
  token: string,
  purpose: Purpose,
  at: Date,
): Promise<{ ok: true; link: LinkOf } | LinkRefusal> {
  const invalid = { ok: false as const, status: 404, message: REMINDER_MSG.linkInvalid };
  const match = /^(\d{1,12})\.([\w-]{20,})$/.exec(token);
  if (!match) return invalid;
  const row = await db
    .selectFrom('reminderLinks')
    .selectAll()
    .where('id', '=', Number(match[1]))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) return invalid;
  const expected = Buffer.from(signature(row.nonce, row.id, row.purpose, row.expiresAt));
  const given = Buffer.from(match[2] ?? '');
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return invalid;
  if (row.expiresAt <= at.toISOString()) return { ok: false, status: 410, message: REMINDER_MSG.linkInvalid };
  if (row.usedAt && purpose !== 'optOut') return { ok: false, status: 410, message: REMINDER_MSG.linkUsed };
  return { ok: true, link: { id: row.id, userId: row.userId, businessId: row.businessId, reminder: row.reminder } };
}

/** Records a reminder for an owner; false when it was already sent (never twice). */
async function claimReminder(db: Db, userId: number, reminder: string, at: Date): Promise<boolean> {
  const result = await db
    .insertInto('ownerReminders')
    .values({ userId, reminder, sentAt: at.toISOString() })
    .onConflict((oc) => oc.columns(['userId', 'reminder']).doNothing())
    .returning('userId')
    .executeTakeFirst();
  return result !== undefined;
}

/** The owners who may be reminded: a verified account that did not opt out, with its approved listings. */
async function remindableListings(db: Db, onlyVerified: boolean) {
  let query = db
    .selectFrom('businesses as b')
    .innerJoin('users as u', 'u.id', 'b.ownerId')
    .leftJoin('reminderOptouts as o', 'o.userId', 'u.id')
    .leftJoin('listingChecks as c', 'c.businessId', 'b.id')
    .select(['b.id', 'b.name', 'b.updatedAt', 'u.id as userId', 'u.email', 'c.confirmedAt'])
    .where('b.status', '=', 'approved')
    .where('u.emailVerified', '=', 1)
    .where('o.userId', 'is', null)
    .orderBy('b.id');
  if (onlyVerified) query = query.where('b.ownerVerified', '=', 1);
  return query.execute();
}

// Holidays -----------------------------------------------------------------------------------------------

interface HolidayPeriod {
  /** The arife's date: the reminder's key. */
  key: string;
  name: string;
  days: { date: string; name: string; arife: boolean }[];
}

/** The holiday (arife included) whose arife falls within the next `HOLIDAY_LEAD_DAYS` days, or null. */
function upcomingHoliday(at: Date): HolidayPeriod | null {
  const today = localDate(at);
  for (let ahead = 1; ahead <= HOLIDAY_LEAD_DAYS; ahead++) {
    const date = addDays(today, ahead);
    const eve = holidayOn(date);
    if (!eve?.arife) continue;
    return holidayFrom(date);
  }
  return null;
}

/** The holiday that starts with the arife on `date`, by its days. */
export function holidayFrom(date: string): HolidayPeriod | null {
  const eve = holidayOn(date);
  if (!eve?.arife) return null;
  const days: HolidayPeriod['days'] = [];
  for (let day = date, next = holidayOn(day); next; day = addDays(day, 1), next = holidayOn(day)) {
    days.push({ date: day, name: next.name, arife: next.arife });
  }
  return { key: date, name: days[1]?.name ?? eve.name.replace(/ arifesi$/, ''), days };
}

/** The holiday mails due now: one per owner of verified listings, never twice. Returns how many were sent. */
export async function sendHolidayReminders(db: Db, at: Date): Promise<number> {
  const holiday = upcomingHoliday(at);
  if (!holiday) return 0;
  const byOwner = new Map<number, { email: string; listings: { id: number; name: string }[] }>();
  for (const row of await remindableListings(db, true)) {
    const owner = byOwner.get(row.userId) ?? { email: row.email, listings: [] };
    owner.listings.push({ id: row.id, name: row.name });
    byOwner.set(row.userId, owner);
  }
  let sent = 0;
  for (const [userId, owner] of byOwner) {
    if (!(await claimReminder(db, userId, `bayram:${holiday.key}`, at))) continue;
    const lines: (string | { link: string; label: string })[] = [];
    for (const listing of owner.listings) {
      const token = await createLink(
        db,
        { purpose: 'holiday', userId, businessId: listing.id, reminder: holiday.key },
        at,
      );
      lines.push(REMINDER_MSG.holidayIntro(holiday.name, listing.name), {
        link: siteUrl(`${REMINDER_PAGES.holiday}?l=${token}`),
        label: `${REMINDER_MSG.holidayLink}: ${listing.name}`,
      });
    }
    lines.push({ link: await optOutLink(db, userId, at), label: REMINDER_MSG.unsubscribe });
    await sendMail(
      db,
      { to: owner.email, kind: 'reminder', ...MAIL.reminder(REMINDER_MSG.holidaySubject(holiday.name), lines) },
      { now: at },
    );
    sent += 1;
  }
  return sent;
}

/** One day's answer of the holiday form. */
type HolidayAnswer = { date: string } & (
  | { choice: 'normal' }
  | { choice: 'closed' }
  | { choice: 'custom'; opens: string; closes: string }
);

/**
 * The owner's answers become the listing's special days for the holiday's dates ('normal' removes one),
 * the others kept; the link is used, and the listing shows when its holiday hours were confirmed.
 */
export async function saveHolidayAnswers(
  db: Db,
  link: LinkOf,
  answers: readonly HolidayAnswer[],
  at: Date,
): Promise<boolean> {
  const holiday = link.reminder ? holidayFrom(link.reminder) : null;
  if (!holiday || link.businessId === null) return false;
  const businessId = link.businessId;
  const dates = new Set(holiday.days.map((day) => day.date));
  const names = new Map(holiday.days.map((day) => [day.date, day.name]));
  return db.transaction().execute(async (trx) => {
    if (!(await spendOnce(trx, 'reminderLinks', link.id, at))) return false;
    const kept = (await specialDaysOf(trx, businessId)).filter((day) => !dates.has(day.date));
    const given: SpecialDay[] = answers
      .filter((answer) => dates.has(answer.date) && answer.choice !== 'normal')
      .map((answer) => ({
        date: answer.date,
        closed: answer.choice === 'closed',
        opens: answer.choice === 'custom' ? answer.opens : null,
        closes: answer.choice === 'custom' ? answer.closes : null,
        note: names.get(answer.date) ?? null,
      }));
    await replaceSpecialDays(
      trx,
      businessId,
      [...kept, ...given].sort((a, b) => a.date.localeCompare(b.date)),
    );
    await markCheck(trx, businessId, { holidayHoursAt: at.toISOString() });
    return true;
  });
}

// Still right? --------------------------------------------------------------------------------------------

/** The 'Bilgileriniz hâlâ doğru mu?' mails due now: one per listing unchanged and unconfirmed for 90 days. */
export async function sendStillRightReminders(db: Db, at: Date): Promise<number> {
  const limit = new Date(at.getTime() - CHECK_DAYS * DAY_MS).toISOString();
  let sent = 0;
  for (const row of await remindableListings(db, false)) {
    const since = [row.updatedAt, row.confirmedAt ?? ''].sort().at(-1) ?? row.updatedAt;
    if (since > limit) continue;
    if (!(await claimReminder(db, row.userId, `dogru:${row.id}:${since.slice(0, 10)}`, at))) continue;
    const token = await createLink(db, { purpose: 'confirm', userId: row.userId, businessId: row.id }, at);
    const mail = MAIL.reminder(REMINDER_MSG.stillRightSubject, [
      REMINDER_MSG.stillRightIntro(row.name),
      { link: siteUrl(`${REMINDER_PAGES.confirm}?l=${token}`), label: REMINDER_MSG.yes },
      { link: siteUrl(ownerListingPath(row.id)), label: REMINDER_MSG.edit },
      { link: await optOutLink(db, row.userId, at), label: REMINDER_MSG.unsubscribe },
    ]);
    await sendMail(db, { to: row.email, kind: 'reminder', ...mail }, { now: at });
    sent += 1;
  }
  return sent;
}

/** The one-click 'Evet, doğru': the link used once, the listing's confirmation dated. */
export async function confirmListing(db: Db, token: string, at: Date): Promise<{ ok: true } | LinkRefusal> {
  const opened = await openLink(db, token, 'confirm', at);
  if (!opened.ok) return opened;
  const businessId = opened.link.businessId;
  if (businessId === null) return { ok: false, status: 404, message: REMINDER_MSG.linkInvalid };
  const done = await db.transaction().execute(async (trx) => {
    if (!(await spendOnce(trx, 'reminderLinks', opened.link.id, at))) return false;
    await markCheck(trx, businessId, { confirmedAt: at.toISOString() });
    return true;
  });
  return done ? { ok: true } : { ok: false, status: 410, message: REMINDER_MSG.linkUsed };
}

async function markCheck(db: Db, businessId: number, set: { confirmedAt?: string; holidayHoursAt?: string }) {
  await db
    .insertInto('listingChecks')
    .values({ businessId, confirmedAt: set.confirmedAt ?? null, holidayHoursAt: set.holidayHoursAt ?? null })
    .onConflict((oc) => oc.column('businessId').doUpdateSet(set))
    .execute();
}

/** When a listing's owner last confirmed its details and its holiday hours (ISO, or null). */
export async function listingChecksOf(
  db: Db,
  businessId: number,
): Promise<{ confirmedAt: string | null; holidayHoursAt: string | null }> {
  const row = await db
    .selectFrom('listingChecks')
    .select(['confirmedAt', 'holidayHoursAt'])
    .where('businessId', '=', businessId)
    .executeTakeFirst();
  return { confirmedAt: row?.confirmedAt ?? null, holidayHoursAt: row?.holidayHoursAt ?? null };
}

/** The desk's list: approved listings with an owner, neither changed nor confirmed for a year. */
export async function unconfirmedForAYear(
  db: Db,
  at: Date,
): Promise<{ id: number; name: string; updatedAt: string; confirmedAt: string | null }[]> {
  const yearAgo = new Date(at.getTime() - 365 * DAY_MS).toISOString();
  return db
    .selectFrom('businesses as b')
    .leftJoin('listingChecks as c', 'c.businessId', 'b.id')
    .select(['b.id', 'b.name', 'b.updatedAt', 'c.confirmedAt'])
    .where('b.status', '=', 'approved')
    .where('b.ownerId', 'is not', null)
    .where('b.updatedAt', '<', yearAgo)
    .where((eb) => eb.or([eb('c.confirmedAt', 'is', null), eb('c.confirmedAt', '<', yearAgo)]))
    .orderBy('b.updatedAt')
    .limit(500)
    .execute();
}

// Opting out ----------------------------------------------------------------------------------------------

async function optOutLink(db: Db, userId: number, at: Date): Promise<string> {
  return siteUrl(`${REMINDER_PAGES.optOut}?l=${await createLink(db, { purpose: 'optOut', userId }, at)}`);
}

/** The unsubscribe link: the owner gets no more reminders (opening it again says the same). */
export async function optOut(db: Db, token: string, at: Date): Promise<{ ok: true } | LinkRefusal> {
  const opened = await openLink(db, token, 'optOut', at);
  if (!opened.ok) return opened;
  await db
    .insertInto('reminderOptouts')
    .values({ userId: opened.link.userId, createdAt: at.toISOString() })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
  await spendOnce(db, 'reminderLinks', opened.link.id, at);
  return { ok: true };
}

/** Every reminder that is due (the site's timers call it a few times a day). */
async function sendDueReminders(db: Db, at: Date): Promise<number> {
  return (await sendHolidayReminders(db, at)) + (await sendStillRightReminders(db, at));
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The holiday form's answers (`gun.{date}`: normal | closed | custom, `acilis.{date}`, `kapanis.{date}`). */
export function readHolidayAnswers(
  form: FormData,
  holiday: HolidayPeriod,
): { ok: true; answers: HolidayAnswer[] } | { ok: false; message: string } {
  const answers: HolidayAnswer[] = [];
  for (const { date } of holiday.days) {
    const choice = String(form.get(`gun.${date}`) ?? 'normal');
    if (choice === 'closed') answers.push({ date, choice });
    else if (choice === 'custom') {
      const opens = String(form.get(`acilis.${date}`) ?? '').trim();
      const closes = String(form.get(`kapanis.${date}`) ?? '').trim();
      if (!TIME.test(opens) || !TIME.test(closes)) return { ok: false, message: REMINDER_MSG.badTime };
      answers.push({ date, choice, opens, closes });
    } else answers.push({ date, choice: 'normal' });
  }
  return { ok: true, answers };
}

/** Hours between two rounds of the reminders (each mail is sent once whatever the rounds). */
const REMINDER_INTERVAL_MS = 6 * 3_600_000;

/** The site's timer of the reminders, judged by `clock`; returns how to stop it. */
export function scheduleReminders(
  db: Db,
  log: (message: string) => void = () => {},
  clock: () => Date = () => new Date(),
): () => void {
  const run = () =>
    sendDueReminders(db, clock()).then(
      (sent) => {
        if (sent) log(`[reminders] sent ${sent} owner reminders`);
      },
      (error: unknown) => log(`[reminders] failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  void run();
  const timer = setInterval(() => void run(), REMINDER_INTERVAL_MS).unref();
  return () => clearInterval(timer);
}
