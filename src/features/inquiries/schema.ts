import { INQUIRY_STATUSES, INQUIRY_LIMITS as L, INQUIRY_MSG as M } from '~/features/inquiries/messages.ts';
import { optionalText, requiredEmail, requiredText } from '~/lib/schema-fields.ts';
import { z } from '~/lib/zod.ts';

/** A visitor's message to a business: name, e-mail, message required; phone optional. */
export const inquirySchema = z.object({
  name: requiredText(M.name, 1, L.name),
  email: requiredEmail(M.email),
  phone: optionalText(L.phone),
  message: requiredText(M.message, 1, L.message),
});

export type InquirySubmission = z.infer<typeof inquirySchema>;

/** The owner marking a message. */
export const inquiryStatusSchema = z.object({ status: z.enum(INQUIRY_STATUSES) });
