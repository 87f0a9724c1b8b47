import { getDb } from '~/database.server.ts';
import { createInquiry, takesInquiries } from '~/features/inquiries/inquiries.server.ts';
import { INQUIRY_TEXT } from '~/features/inquiries/inquiry-i18n.ts';
import { inquiryPage, inquirySentPage } from '~/features/inquiries/messages.ts';
import { inquirySchema } from '~/features/inquiries/schema.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { RATE_LIMITS } from '~/lib/http/rate-limit.server.ts';
import { MSG } from '~/lib/messages.ts';

export const prerender = false;

/**
 * A visitor's message to a published business (JSON, or the form posted without scripts): rate limit,
 * honeypot and schema as every public form; stored, then e-mailed to the owner (or to the admins). A
 * form post lands on the message page, refused or sent, in the language it was sent from.
 */
export const POST = endpoint({
  limit: { scope: 'inquiry', limit: RATE_LIMITS.forms },
  id: { notFound: MSG.businessNotFound, exists: (id) => takesInquiries(getDb(), id) },
  body: {
    schema: inquirySchema,
    form: { page: ({ id }) => inquiryPage(id) },
    messages: [INQUIRY_TEXT],
    received: ({ id, lang }) => inquirySentPage(id, lang),
  },
  run: async ({ id, data, context, received }) => {
    const inquiry = await createInquiry(getDb(), id, data, context.locals.user?.id ?? null);
    if (!inquiry) return jsonError(404, MSG.businessNotFound);
    return received({ inquiry });
  },
});
