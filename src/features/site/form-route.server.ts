import type { APIContext, APIRoute } from 'astro';
import { type FormName, formAgainPath, formSentPath } from '~/features/site/forms.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import type { FieldTypes } from '~/lib/http/form-post.server.ts';
import { RATE_LIMITS } from '~/lib/http/rate-limit.server.ts';
import type { z } from '~/lib/zod.ts';

export interface FormRoute<S extends z.core.$ZodType> {
  schema: S;
  types?: FieldTypes;
  /** Stores the valid input; what it returns is added to the JSON answer. */
  save: (data: z.infer<S>, context: APIContext) => Promise<object>;
}

/**
 * The endpoint of one of the site's forms (FORM_PAGES), built by `endpoint`: limited per address under the
 * form's name (429), the body read, a bot's honeypot answered as received with nothing stored, the schema
 * (400); a refused browser post is shown again on the form's page and a received one sent on to its
 * confirmation, a script gets 201 `{ received: true, … }`.
 */
export function formRoute<S extends z.core.$ZodType>(form: FormName, route: FormRoute<S>): APIRoute {
  const received = formSentPath(form);
  return endpoint({
    limit: { scope: form, limit: RATE_LIMITS.forms },
    body: {
      schema: route.schema,
      form: { page: formAgainPath(form), types: route.types },
      honeypot: ({ done }) => done(received, { received: true }, { status: 201 }),
    },
    run: async ({ data, context, done }) =>
      done(received, { received: true, ...(await route.save(data, context)) }, { status: 201 }),
  });
}
