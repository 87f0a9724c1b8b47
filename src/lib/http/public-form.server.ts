import type { APIContext } from 'astro';
import { fieldErrorsOf } from '~/lib/client/api.ts';
import { HONEYPOT_FIELD } from '~/lib/constants.ts';
import {
  type FieldTypes,
  type FormFields,
  formAgain,
  formInput,
  isFormPost,
  readFormFields,
} from '~/lib/http/form-post.server.ts';
import { type ApiIssue, checkSchema, jsonError, readJsonBody } from '~/lib/http/http.server.ts';
import { formLang } from '~/lib/http/sent.ts';
import { type Lang, localizedPath } from '~/lib/i18n/langs.ts';
import { MSG } from '~/lib/messages.ts';
import type { z } from '~/lib/zod.ts';

/** Why a form was refused, with what is needed to answer either kind of sender. */
export interface Refused {
  kind: 'rejected';
  status: number;
  error: string;
  issues?: ApiIssue[];
  headers?: HeadersInit;
  fields: FormFields | null;
  /** The language the sender's form was in (its `lang` field, a form post's or a script's). */
  lang?: Lang;
}

function refused(status: number, error: string, fields: FormFields | null, extra: Partial<Refused> = {}): Refused {
  return { kind: 'rejected', status, error, fields, ...extra };
}

type Body = { kind: 'read'; body: unknown; fields: FormFields | null } | Refused;

/** Reads a form's body, JSON or a browser's form post: 413 past the limit, 415 another type, 400 malformed. */
export async function readFormBody(request: Request, types?: FieldTypes): Promise<Body> {
  if (isFormPost(request)) {
    const read = await readFormFields(request);
    if (!read.ok) return refused(read.status, read.status === 413 ? MSG.payloadTooLarge : MSG.badRequest, {});
    return { kind: 'read', body: formInput(read.fields, types), fields: read.fields };
  }
  const read = await readJsonBody(request);
  return read.ok ? { kind: 'read', body: read.body, fields: null } : refused(read.status, read.error, null);
}

/** Checks a body read by `readFormBody` with the shared schema: the value, or the 400 with its messages. */
export function checkForm<S extends z.core.$ZodType>(schema: S, read: { body: unknown; fields: FormFields | null }) {
  const checked = checkSchema(schema, read.body);
  if (checked.ok) return { kind: 'valid' as const, data: checked.data, fields: read.fields };
  const body = typeof read.body === 'object' && read.body !== null ? (read.body as Record<string, unknown>) : null;
  return refused(400, checked.error, read.fields, { issues: checked.issues, lang: formLang(body) });
}

/** Reads a form, JSON or a browser's form post (see `readFormBody`), and checks it with the shared schema (400). */
export async function readForm<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
  types?: FieldTypes,
): Promise<{ kind: 'valid'; data: z.infer<S>; fields: FormFields | null } | Refused> {
  const read = await readFormBody(request, types);
  return read.kind === 'rejected' ? read : checkForm(schema, read);
}

/**
 * The answer to a refused form: JSON `{ error, issues }` to a script; to a browser's form post, the form
 * page (`page`, on demand) again with the messages beside the fields and the values as typed.
 */
export function refusalAnswer(
  context: APIContext,
  form: Refused,
  page: string,
  keepOut: readonly string[] = [],
): Response | Promise<Response> {
  if (!form.fields) return jsonError(form.status, form.error, form.issues, form.headers);
  const values = Object.fromEntries(
    Object.entries(form.fields).filter(([name]) => name !== HONEYPOT_FIELD && !keepOut.includes(name)),
  );
  // The form page again in the language the form was posted from (the middleware renders /en/form/…).
  return formAgain(
    context,
    localizedPath(page, formLang(form.fields)),
    { status: form.status, message: form.error, values, errors: fieldErrorsOf(form.issues ?? []) },
    form.headers,
  );
}
