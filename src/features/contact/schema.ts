import { CONTACT_MSG as M } from '~/features/contact/messages.ts';
import { optionalText, requiredEmail, requiredText } from '~/lib/schema-fields.ts';
import { z } from '~/lib/zod.ts';

/** The /contact form (SPEC §5): name, email, subject, message required; phone optional. */
export const contactSchema = z.object({
  name: requiredText(M.name, 1, 120),
  email: requiredEmail(M.email),
  phone: optionalText(30),
  subject: requiredText(M.subject, 1, 200),
  message: requiredText(M.message, 1, 5000),
});

export type ContactMessage = z.infer<typeof contactSchema>;
export type ContactInput = z.input<typeof contactSchema>;
