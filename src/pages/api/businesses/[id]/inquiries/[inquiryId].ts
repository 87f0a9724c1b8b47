import type { APIRoute } from 'astro';
import { accountDone, accountRefusal } from '~/features/accounts/guard.server.ts';
import { listingActorOf } from '~/features/accounts/listing-guard.server.ts';
import { setInquiryStatus } from '~/features/inquiries/inquiries.server.ts';
import { INQUIRY_MSG, ownerInquiriesPage } from '~/features/inquiries/messages.ts';
import { inquiryStatusSchema } from '~/features/inquiries/schema.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { readForm, refusalAnswer } from '~/lib/http/public-form.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';

export const prerender = false;

/** POST `status` = new | read | answered (owner or admin): marks a message of the listing. */
export const POST: APIRoute = async (context) => {
  const db = getDb();
  const actor = await listingActorOf(context, db, parseRouteId(context.params.id));
  if (actor instanceof Response) return actor;
  const page = ownerInquiriesPage(actor.business.id);
  const form = await readForm(context.request, inquiryStatusSchema);
  if (form.kind === 'rejected') return refusalAnswer(context, form, page);
  const done = await setInquiryStatus(db, actor, parseRouteId(context.params.inquiryId) ?? 0, form.data.status);
  if (!done)
    return accountRefusal(context, form.fields, { ok: false, status: 404, message: INQUIRY_MSG.notFound }, page, []);
  return accountDone(form.fields, page);
};
