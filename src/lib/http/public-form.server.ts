import type { APIContext } from 'astro';
import { fieldErrorsOf } from '~/lib/client/api.ts';
import { HONEYPOT_FIELD } from '~/lib/constants.ts';
import { clientIp } from '~/lib/http/client-ip.server.ts';
import {
  type FieldTypes,
  type FormFields,
  formAgain,
  formInput,
  isFormPost,
  readFormFields,
  sentAnswer,
} from '~/lib/http/form-post.server.ts';
import { type ApiIssue, checkSchema, honeypotFilled, jsonError, readJsonBody } from '~/lib/http/http.server.ts';
import { RATE_LIMITS, takeToken } from '~/lib/http/rate-limit.server.ts';
import { MSG } from '~/lib/messages.ts';
import type { z } from '~/lib/zod.ts';

/** A form read from JSON (`fields` null) or from a browser form post (`fields` as typed). */
export type PublicForm<T> =
  | { kind: 'valid'; data: T; fields: FormFields | null }
  | { kind: 'honeypot'; fields: FormFields | null }
  | Refused;

/** Why a form was refused, with what is needed to answer either kind of sender. */
export interface Refused {
  kind: 'rejected';
  status: number;
  error: string;
  issues?: ApiIssue[];
  headers?: HeadersInit;
  fields: FormFields | null;
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
  return refused(400, checked.error, read.fields, { issues: checked.issues });
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
 * The spam and input guard every public form endpoint runs, in order: per-IP rate limit (429), body
 * (see `readFormBody`), honeypot (the caller pretends success and writes nothing), schema (400).
 */
export async function readPublicForm<S extends z.core.$ZodType>(
  context: { request: Request; clientAddress: string },
  scope: string,
  schema: S,
  types?: FieldTypes,
): Promise<PublicForm<z.infer<S>>> {
  const { request } = context;
  const limited = await takeToken(`${scope}:${clientIp(context)}`, RATE_LIMITS.forms());
  if (!limited.allowed) {
    // A browser's post is shown again with what was typed; the body is read for that only.
    const read = isFormPost(request) ? await readFormFields(request) : null;
    return refused(429, MSG.rateLimited, read?.ok ? read.fields : null, {
      headers: { 'Retry-After': String(limited.retryAfterS) },
    });
  }
  const read = await readFormBody(request, types);
  if (read.kind === 'rejected') return read;
  if (honeypotFilled(read.body)) return { kind: 'honeypot', fields: read.fields };
  return checkForm(schema, read);
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
  return formAgain(
    context,
    page,
    { status: form.status, message: form.error, values, errors: fieldErrorsOf(form.issues ?? []) },
    form.headers,
  );
}

/** The answer to a stored form (or a bot's honeypot): 201 JSON to a script, 303 to `sentPage` for a browser. */
export function receivedAnswer(fields: FormFields | null, body: object, sentPage: string): Response {
  return fields ? sentAnswer(sentPage) : Response.json({ received: true, ...body }, { status: 201 });
}
