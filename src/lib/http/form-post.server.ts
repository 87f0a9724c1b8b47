// Browser form posts (application/x-www-form-urlencoded, multipart/form-data) on the endpoints that also
// answer JSON: the fields read into the shape the shared schema expects, and the two page answers a form
// post gets instead of JSON: 303 to the page that says it was sent, or the form page again with the
// messages and the values kept (DESIGN §6: one validation, two answers).
import type { APIContext } from 'astro';
import { JSON_BODY_LIMIT } from '~/lib/constants.ts';
import type { FormState } from '~/lib/forms/form-state.ts';
import { parseFormBytes, readBodyBytes } from '~/lib/http/body.server.ts';

/** True for a browser's own form submission. */
export function isFormPost(request: Request): boolean {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
}

/** Form fields as typed: the first value of each name; files are not read. */
export type FormFields = Record<string, string>;

export type ReadForm = { ok: true; fields: FormFields } | { ok: false; status: 400 | 413 };

/** Reads a form body within the limit, bounded while it streams in (413 past it, 400 when it cannot be parsed). */
export async function readFormFields(request: Request, limit = JSON_BODY_LIMIT): Promise<ReadForm> {
  const read = await readBodyBytes(request, limit);
  if (!read.ok) return read;
  let data: FormData;
  try {
    data = await parseFormBytes(read.bytes, request.headers.get('content-type') ?? '');
  } catch {
    return { ok: false, status: 400 };
  }
  const fields: FormFields = {};
  for (const [name, value] of data) {
    if (typeof value !== 'string' || name in fields) continue;
    fields[name] = value;
  }
  return { ok: true, fields };
}

/** How a form's text fields become its schema's input: which are numbers and which are checkboxes. */
export interface FieldTypes {
  /** Empty → absent; otherwise the number typed (a non-number stays NaN for the schema to refuse). */
  numbers?: readonly string[];
  /** A checkbox: sent (any value) → true, not sent → false. */
  booleans?: readonly string[];
}

/** The schema input of a form: typed numbers and checkboxes, dotted names (`a.b`) as nested objects. */
export function formInput(fields: FormFields, types: FieldTypes = {}): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const put = (name: string, value: unknown) => {
    const [head, ...rest] = name.split('.');
    if (!head) return;
    if (rest.length === 0) {
      input[head] = value;
      return;
    }
    const inner = (input[head] ?? {}) as Record<string, unknown>;
    inner[rest.join('.')] = value;
    input[head] = inner;
  };
  for (const [name, value] of Object.entries(fields)) {
    if (types.booleans?.includes(name)) continue;
    if (types.numbers?.includes(name)) {
      if (value.trim() !== '') put(name, Number(value.replace(',', '.')));
      continue;
    }
    put(name, value);
  }
  for (const name of types.booleans ?? []) put(name, name in fields);
  return input;
}

/** 303 to the page that tells a form's sender it was received. */
export function sentAnswer(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });
}

/**
 * The form page again (an on-demand route) with the refusal: the page reads `locals.formState`, answers
 * with its status and shows the messages beside the fields and every value as typed. `answerHeaders`
 * go on that answer (a rate limit's `Retry-After`, as the JSON answer has it).
 */
export async function formAgain(
  context: APIContext,
  page: string,
  state: FormState,
  answerHeaders?: HeadersInit,
): Promise<Response> {
  context.locals.formState = state;
  const headers = new Headers(context.request.headers);
  headers.delete('content-type');
  headers.delete('content-length');
  const response = await context.rewrite(new Request(new URL(page, context.url), { headers }));
  for (const [name, value] of new Headers(answerHeaders)) response.headers.set(name, value);
  return response;
}
