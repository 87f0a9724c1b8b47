import { CONTACT_MSG } from '~/features/contact/messages.ts';
import { REPORT_LIMITS as L, REPORT_MSG as M, REPORT_REASONS } from '~/features/reports/messages.ts';
import { oneOf, optionalEmail, optionalText, requiredText } from '~/lib/schema-fields.ts';
import { z } from '~/lib/zod.ts';

/** A visitor's report on a listing: a reason and what they saw; name and e-mail optional. */
export const reportSchema = z.object({
  reason: oneOf(REPORT_REASONS, M.reason),
  message: requiredText(M.message, L.messageMin, L.message),
  name: optionalText(L.name),
  email: optionalEmail(CONTACT_MSG.email),
});

export type ReportSubmission = z.infer<typeof reportSchema>;
export type ReportInput = z.input<typeof reportSchema>;
