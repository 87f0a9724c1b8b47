import { type FormName, formAgainPath, formSentPath } from '~/features/site/forms.ts';
import { type PublicFormRoute, publicFormHandler } from '~/lib/http/public-form.server.ts';
import type { z } from '~/lib/zod.ts';

/**
 * The endpoint of one of the site's forms (FORM_PAGES): its rate-limit scope is the form's name, a refused
 * browser post is shown again on the form's page and a received one sent on to its confirmation.
 */
export function formRoute<S extends z.core.$ZodType>(
  form: FormName,
  route: Omit<PublicFormRoute<S>, 'scope' | 'formPage' | 'sentPage'>,
) {
  return publicFormHandler({ ...route, scope: form, formPage: formAgainPath(form), sentPage: formSentPath(form) });
}
