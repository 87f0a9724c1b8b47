import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { createInquiry, takesInquiries } from '~/features/inquiries/inquiries.server.ts';
import { inquiryPage, inquirySentPage } from '~/features/inquiries/messages.ts';
import { inquirySchema } from '~/features/inquiries/schema.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { readPublicForm, receivedAnswer, refusalAnswer } from '~/lib/http/public-form.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';
import { MSG } from '~/lib/messages.ts';

export const prerender = false;

/**
 * A visitor's message to a published business (JSON, or the form posted without scripts): rate limit,
 * honeypot and schema as every public form; stored, then e-mailed to the owner (or to the admins).
 */
export const POST: APIRoute = async (context) => {
  const id = parseRouteId(context.params.id);
  const db = getDb();
  if (id === null || !(await takesInquiries(db, id))) return jsonError(404, MSG.businessNotFound);
  const form = await readPublicForm(context, 'inquiry', inquirySchema);
  if (form.kind === 'rejected') return refusalAnswer(context, form, inquiryPage(id));
  if (form.kind === 'honeypot') return receivedAnswer(form.fields, {}, inquirySentPage(id));
  const inquiry = await createInquiry(db, id, form.data, context.locals.user?.id ?? null);
  if (!inquiry) return jsonError(404, MSG.businessNotFound);
  return receivedAnswer(form.fields, { inquiry }, inquirySentPage(id));
};
