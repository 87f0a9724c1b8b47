import { CONTACT_LIMITS as L, CONTACT_MSG as M } from '~/features/contact/messages.ts';
import { optionalText, requiredEmail, requiredText } from '~/lib/schema-fields.ts';
import { z } from '~/lib/zod.ts';

/** The /contact form (SPEC §5): name, email, subject, message required; phone optional. */
export const contactSchema = z.object({
  name: requiredText(M.name, 1, L.name),
  email: requiredEmail(M.email),
  phone: optionalText(L.phone),
  subject: requiredText(M.subject, 1, L.subject),
  message: requiredText(M.message, 1, L.message),
});

export type ContactMessage = z.infer<typeof contactSchema>;
export type ContactInput = z.input<typeof contactSchema>;
