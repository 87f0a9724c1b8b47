// Visitors' messages to a business: stored as a BusinessInquiry, e-mailed to the owner (to the admins when
// the listing has no owner), counted in the listing's numbers, and listed in the owner's dashboard.
import type { ListingActor } from '~/features/accounts/listing-guard.server.ts';
import type { InquiryDto, InquiryStatus } from '~/features/inquiries/messages.ts';
import type { InquirySubmission } from '~/features/inquiries/schema.ts';
import { countListingEvent } from '~/features/listing-stats/stats.server.ts';
import { sendMail } from '~/features/mail/mail.server.ts';
import { MAIL } from '~/features/mail/templates.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { hasRow } from '~/lib/db/row-status.server.ts';
import { siteUrl } from '~/lib/origin.ts';
import { ownerListingSectionPath } from '~/lib/paths.ts';

/** The published business a visitor may write to, with its owner's address. */
async function recipientOf(db: Db, businessId: number) {
  return db
    .selectFrom('businesses')
    .leftJoin('users', 'users.id', 'businesses.ownerId')
    .select(['businesses.id', 'businesses.name', 'users.email as ownerEmail'])
    .where('businesses.id', '=', businessId)
    .where('businesses.status', '=', 'approved')
    .executeTakeFirst();
}

/** True when a visitor may write to this business. */
export function takesInquiries(db: Db, businessId: number): Promise<boolean> {
  return hasRow(db, 'businesses', { id: businessId, status: 'approved' });
}

/** Stores a visitor's message and mails it on; null when the business is not published. */
export async function createInquiry(
  db: Db,
  businessId: number,
  input: InquirySubmission,
  userId: number | null,
): Promise<{ id: number } | null> {
  const business = await recipientOf(db, businessId);
  if (!business) return null;
  const row = await db
    .insertInto('businessInquiries')
    .values({
      businessId,
      userId,
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      message: input.message,
      status: 'new',
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await countListingEvent(db, businessId, 'message');
  const recipients = business.ownerEmail
    ? [{ email: business.ownerEmail, link: siteUrl(ownerListingSectionPath(businessId, 'inquiries')) }]
    : (await db.selectFrom('users').select('email').where('role', '=', 'admin').execute()).map((a) => ({
        email: a.email,
        link: siteUrl('/admin/gelen-kutusu'),
      }));
  for (const to of recipients) {
    await sendMail(db, { to: to.email, kind: 'inquiry', ...MAIL.inquiry(business.name, input, to.link) });
  }
  return row;
}

/** A listing's messages, newest first. */
export async function listingInquiries(db: Db, businessId: number): Promise<InquiryDto[]> {
  return db
    .selectFrom('businessInquiries')
    .select(['id', 'name', 'email', 'phone', 'message', 'status', 'createdAt'])
    .where('businessId', '=', businessId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The owner marks a message of their listing read or answered; false when it is not theirs. */
export async function setInquiryStatus(
  db: Db,
  actor: ListingActor,
  inquiryId: number,
  status: InquiryStatus,
): Promise<boolean> {
  const result = await db
    .updateTable('businessInquiries')
    .set({ status })
    .where('id', '=', inquiryId)
    .where('businessId', '=', actor.business.id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
