import { getDb } from '~/database.server.ts';
import { reportFormPath, reportSentPath } from '~/features/reports/messages.ts';
import { REPORT_TEXT } from '~/features/reports/report-i18n.ts';
import { submitListingReport } from '~/features/reports/reports.server.ts';
import { reportSchema } from '~/features/reports/schema.ts';
import { isApprovedBusiness } from '~/features/reviews/reviews.server.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { RATE_LIMITS } from '~/lib/http/rate-limit.server.ts';
import { MSG } from '~/lib/messages.ts';

export const prerender = false;

/**
 * A visitor's report that a published listing is wrong, moved or closed (JSON, or the business page's
 * form posted without scripts), stored for the desk's inbox. A refused form post shows the report page,
 * a received one its thank-you, both in the language it was sent from.
 */
export const POST = endpoint({
  limit: { scope: 'report', limit: RATE_LIMITS.forms },
  id: { notFound: MSG.businessNotFound, exists: (id) => isApprovedBusiness(getDb(), id) },
  body: {
    schema: reportSchema,
    form: { page: ({ id }) => reportFormPath(id) },
    messages: [REPORT_TEXT],
    received: ({ id, lang }) => reportSentPath(id, lang),
  },
  run: async ({ id, data, received }) => received({ report: await submitListingReport(getDb(), id, data) }),
});
