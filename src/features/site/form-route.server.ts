import type { APIContext, APIRoute } from 'astro';
import { FORM_PAGES, type FormName, formAgainPath } from '~/features/site/forms.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import type { FieldTypes } from '~/lib/http/form-post.server.ts';
import { RATE_LIMITS } from '~/lib/http/rate-limit.server.ts';
import { sentPath } from '~/lib/http/sent.ts';
import type { Catalogues } from '~/lib/i18n/form-text.ts';
import type { z } from '~/lib/zod.ts';

export interface FormRoute<S extends z.core.$ZodType> {
  schema: S;
  types?: FieldTypes;
  /** The form's texts in every language, whose Turkish ones are the schema's messages. */
  messages?: Catalogues;
  /** Stores the valid input; what it returns is added to the JSON answer. */
  save: (data: z.infer<S>, context: APIContext) => Promise<object>;
}

/** The outcome code of a received visitor form (its confirmation page shows the one text it has). */
const RECEIVED = 'gonderildi';

/**
 * The endpoint of one of the site's forms (FORM_PAGES), built by `endpoint`: limited per address under the
 * form's name (429), the body read, a bot's honeypot answered as received with nothing stored, the schema
 * (400); a refused browser post is shown again on the form's page and a received one sent on to its
 * confirmation, both in the language it was posted from; a script gets 201 `{ received: true, … }`.
 */
export function formRoute<S extends z.core.$ZodType>(form: FormName, route: FormRoute<S>): APIRoute {
  return endpoint({
    limit: { scope: form, limit: RATE_LIMITS.forms },
    body: {
      schema: route.schema,
      form: { page: formAgainPath(form), types: route.types },
      messages: route.messages,
      received: ({ lang }) => sentPath(FORM_PAGES[form], RECEIVED, { lang }),
    },
    run: async ({ data, context, received }) => received(await route.save(data, context)),
  });
}
