import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { reportFormPath, reportSentPath } from '~/features/reports/messages.ts';
import { submitListingReport } from '~/features/reports/reports.server.ts';
import { reportSchema } from '~/features/reports/schema.ts';
import { isApprovedBusiness } from '~/features/reviews/reviews.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { readPublicForm, receivedAnswer, refusalAnswer } from '~/lib/http/public-form.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';
import { MSG } from '~/lib/messages.ts';

export const prerender = false;

/**
 * A visitor's report that a published listing is wrong, moved or closed (JSON, or the business page's
 * form posted without scripts), stored for the desk's inbox. A refused form post shows the report page.
 */
export const POST: APIRoute = async (context) => {
  const id = parseRouteId(context.params.id);
  if (id === null) return jsonError(404, MSG.businessNotFound);
  const form = await readPublicForm(context, 'report', reportSchema);
  if (!(await isApprovedBusiness(getDb(), id))) return jsonError(404, MSG.businessNotFound);
  if (form.kind === 'rejected') return refusalAnswer(context, form, reportFormPath(id));
  if (form.kind === 'honeypot') return receivedAnswer(form.fields, {}, reportSentPath(id));
  const report = await submitListingReport(getDb(), id, form.data);
  return receivedAnswer(form.fields, { report }, reportSentPath(id));
};
