// The e-mails a listing's owner gets when something happens to it: the submission received (and, when
// it was sent without an account, the invitation to open the one that will own it), approved, rejected.

import { sendMail } from '~/features/mail/mail.server.ts';
import { MAIL, type MailContent, type MailKind } from '~/features/mail/templates.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { siteUrl } from '~/lib/origin.ts';
import { ACCOUNT_PAGES } from '~/lib/paths.ts';

interface Recipient {
  name: string;
  /** The owner account's address, else the address the listing was submitted with. */
  to: string | null;
  hasAccount: boolean;
}

async function recipientOf(db: Db, businessId: number): Promise<Recipient | null> {
  const row = await db
    .selectFrom('businesses')
    .leftJoin('users', 'users.id', 'businesses.ownerId')
    .select(['businesses.name', 'businesses.ownerEmail', 'users.email as accountEmail'])
    .where('businesses.id', '=', businessId)
    .executeTakeFirst();
  if (!row) return null;
  const to = row.accountEmail ?? row.ownerEmail;
  return { name: row.name, to, hasAccount: Boolean(row.accountEmail) };
}

async function mailOwner(db: Db, businessId: number, kind: MailKind, write: (name: string) => MailContent) {
  const recipient = await recipientOf(db, businessId);
  if (!recipient?.to) return;
  await sendMail(db, { to: recipient.to, kind, ...write(recipient.name) });
}

/** After a submission: 'received' to its owner; an anonymous submitter without an account is invited to open one. */
export async function notifySubmission(db: Db, businessId: number): Promise<void> {
  const recipient = await recipientOf(db, businessId);
  if (!recipient?.to) return;
  await sendMail(db, { to: recipient.to, kind: 'submissionReceived', ...MAIL.submissionReceived(recipient.name) });
  if (recipient.hasAccount) return;
  const account = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', recipient.to.toLowerCase())
    .executeTakeFirst();
  if (account) return;
  const link = siteUrl(ACCOUNT_PAGES.signup);
  await sendMail(db, { to: recipient.to, kind: 'invitation', ...MAIL.invitation(recipient.name, link) });
}

/** A listing was approved (published). */
export function notifyApproved(db: Db, businessId: number): Promise<void> {
  return mailOwner(db, businessId, 'approved', (name) => MAIL.approved(name, siteUrl(`/business/${businessId}`)));
}

/** A listing was rejected, with the reason. */
export function notifyRejected(db: Db, businessId: number, reason: string): Promise<void> {
  return mailOwner(db, businessId, 'rejected', (name) => MAIL.rejected(name, reason));
}

/** A visitor's report on the listing led the desk to change it: the owner reads what was done. */
export function notifyReportChange(db: Db, businessId: number, note: string): Promise<void> {
  return mailOwner(db, businessId, 'reportResolved', (name) =>
    MAIL.reportResolved(name, note, siteUrl(`/business/${businessId}`)),
  );
}
