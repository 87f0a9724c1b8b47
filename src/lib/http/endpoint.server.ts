// The one way an endpoint is built (DESIGN §6): every refusal comes from one fixed order of checks, so an
// endpoint states what it needs and never the order. The checks, first to last:
//   1. a state change carrying the session cookie must come from this site (403);
//   2. the guard: who may call (401/403, or whatever the feature's guard answers, e.g. the login page);
//   3. the per-client rate limit (429 with Retry-After), counted before any body is read;
//   4. the route id (`parseRouteId`, 404 for none or for one that names nothing there);
//   5. the body, read bounded (413), of an accepted type (415), well-formed and valid for the schema (400);
//   6. the run.
// A refusal answers a script with JSON `{ error, issues? }` and a browser's own form post with the form's
// page again (its messages beside the fields, the values kept). `lib` imports no feature: guards are
// functions handed in by the features (identity's `adminOf`, accounts' `ownerOf`, …).
import type { APIContext, APIRoute } from 'astro';
import { clientIp } from '~/lib/http/client-ip.server.ts';
import {
  type FieldTypes,
  type FormFields,
  isFormPost,
  readFormFields,
  sentAnswer,
} from '~/lib/http/form-post.server.ts';
import { type ApiIssue, crossSiteRefusal, honeypotFilled, jsonError } from '~/lib/http/http.server.ts';
import { checkForm, type Refused, readFormBody, refusalAnswer } from '~/lib/http/public-form.server.ts';
import { type Limit, takeToken } from '~/lib/http/rate-limit.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';
import { formLang } from '~/lib/http/sent.ts';
import { type Catalogues, translated } from '~/lib/i18n/form-text.ts';
import type { Lang } from '~/lib/i18n/langs.ts';
import { MSG } from '~/lib/messages.ts';
import type { z } from '~/lib/zod.ts';

/** Who may call an endpoint: the actor its run gets, or the refusal to answer instead. */
type Guard<A> = (context: APIContext) => A | Response | Promise<A | Response>;

/** What a form's page is drawn from when a browser's post is shown again. */
interface FormPageOf<A> {
  context: APIContext;
  actor: A;
  /** The route id, or 0 when the route has none (or names none). */
  id: number;
}

interface BodySpec<S extends z.core.$ZodType, A> {
  schema: S;
  /**
   * Accepts a browser's own form post besides JSON: the on-demand page that shows the form again on a
   * refusal, how the fields are typed, and the fields never shown again (secrets).
   */
  form?: { page: string | ((of: FormPageOf<A>) => string); types?: FieldTypes; keepOut?: readonly string[] };
  /** A request without a body is checked as `{}` (a bare POST). */
  optional?: boolean;
  /**
   * A visitor's form in every language: its catalogues, whose Turkish texts are the schema's messages. A
   * refusal is said in the language the form was sent from (its `lang` field).
   */
  messages?: Catalogues;
  /**
   * A visitor's form that is received rather than answered (a message, a review, a report): the page a
   * browser's post goes on to, in the language it was sent from (`true`: scripts only). The run answers
   * with `received`; a bot's filled honeypot gets the same answer with nothing run.
   */
  received?: true | ((of: { id: number; lang: Lang }) => string);
  /** A filled honeypot field (a bot) gets this answer, the caller's pretended success; nothing runs. */
  honeypot?: (call: Answers & { id: number }) => Response;
}

interface RateLimit {
  /** The bucket, counted per client address. */
  scope: string;
  /** The limit, or how to read it when the request comes (an operator's setting). */
  limit: Limit | (() => Limit);
}

export interface EndpointSpec<A, S extends z.core.$ZodType> {
  /** Omitted: anyone may call. */
  guard?: Guard<A>;
  limit?: RateLimit;
  /**
   * The route takes an `[id]` (the segment `param`, default `id`); none, or one `exists` says is not
   * there (an unpublished business), answers 404 with `notFound`.
   */
  id?: { notFound: string; param?: string; exists?: (id: number) => boolean | Promise<boolean> };
  body?: BodySpec<S, A>;
  run: (call: Call<A, z.infer<S>>) => Response | Promise<Response>;
}

/** The two answers every endpoint gives, each in the shape its sender asked for. */
interface Answers {
  /** Fields as typed when a browser posted a form; null for a script. */
  fields: FormFields | null;
  /** Refused: JSON `{ error, issues? }`, or the form page again with the message (beside `field`, or `issues`). */
  refuse: (status: number, error: string, extra?: RefusalExtra) => Promise<Response>;
  /** Done: a browser's form post goes on (303) to `path`; a script gets `body` as JSON with `init`. */
  done: (path: string, body: object, init?: ResponseInit) => Response;
  /**
   * Received (a spec with `body.received`): a browser's form post goes on to the received page, a script
   * gets 201 `{ received: true, …extra }`.
   */
  received: (extra?: object) => Response;
}

/** What a refusal carries besides its status and message. */
interface RefusalExtra {
  /** The one field the message is about. */
  field?: string;
  issues?: ApiIssue[];
  /** e.g. a limit's `Retry-After`. */
  headers?: HeadersInit;
}

interface Call<A, T> extends Answers {
  context: APIContext;
  actor: A;
  /** The route id (0 when the spec takes none). */
  id: number;
  data: T;
}

/** Body read and checked: the schema's value, or the refusal to answer. */
type Body<T> =
  | { ok: true; data: T; fields: FormFields | null; lang: Lang }
  | { ok: false; refused: Refused }
  | { ok: 'honeypot'; fields: FormFields | null };

async function readBody<S extends z.core.$ZodType, A>(
  request: Request,
  spec: BodySpec<S, A>,
): Promise<Body<z.infer<S>>> {
  const formPost = isFormPost(request);
  if (formPost && !spec.form) return { ok: false, refused: refusedAs(415, MSG.unsupportedMediaType, null) };
  const empty = !request.headers.has('content-type') && Number(request.headers.get('content-length') ?? 0) === 0;
  const read =
    spec.optional && empty
      ? { kind: 'read' as const, body: {}, fields: null }
      : await readFormBody(request, spec.form?.types);
  if (read.kind === 'rejected') return { ok: false, refused: read };
  if ((spec.honeypot || spec.received) && honeypotFilled(read.body)) return { ok: 'honeypot', fields: read.fields };
  const checked = checkForm(spec.schema, read);
  // The language the sender's form was in: a form post's `lang` field, or a script's.
  const lang = formLang(typeof read.body === 'object' ? (read.body as Record<string, unknown> | null) : null);
  return checked.kind === 'valid'
    ? { ok: true, data: checked.data, fields: checked.fields, lang }
    : { ok: false, refused: checked };
}

function refusedAs(status: number, error: string, fields: FormFields | null, extra: Partial<Refused> = {}): Refused {
  return { kind: 'rejected', status, error, fields, ...extra };
}

/** Builds an endpoint from its needs; the checks run in the order at the top of this file. */
export function endpoint<A = undefined, S extends z.core.$ZodType = z.core.$ZodType<undefined>>(
  spec: EndpointSpec<A, S>,
): APIRoute {
  return async (context) => {
    const crossSite = crossSiteRefusal(context);
    if (crossSite) return crossSite;
    const actor = spec.guard ? await spec.guard(context) : (undefined as A);
    if (actor instanceof Response) return actor;
    const idParam = context.params[spec.id?.param ?? 'id'];
    const id = spec.id ? (parseRouteId(idParam) ?? 0) : 0;
    const form = spec.body?.form;
    const page = () => (typeof form?.page === 'function' ? form.page({ context, actor, id }) : (form?.page ?? ''));
    const receivedPage = spec.body?.received;
    const answers = (fields: FormFields | null, lang = formLang(fields)): Answers => ({
      fields,
      refuse: async (status, error, extra = {}) =>
        refuse(
          refusedAs(status, error, fields, {
            issues: extra.field ? [{ path: extra.field, message: error }] : extra.issues,
            headers: extra.headers,
            lang,
          }),
        ),
      done: (path, body, init) => (fields ? sentAnswer(path) : Response.json(body, init)),
      received: (extra = {}) =>
        fields && typeof receivedPage === 'function'
          ? sentAnswer(receivedPage({ id, lang }))
          : Response.json({ received: true, ...extra }, { status: 201 }),
    });
    const refuse = async (original: Refused): Promise<Response> => {
      const refused = spec.body?.messages ? inLanguage(original, spec.body.messages) : original;
      return refused.fields && form ? refusalAnswer(context, refused, page(), form.keepOut) : jsonRefusal(refused);
    };

    if (spec.limit) {
      const limit = typeof spec.limit.limit === 'function' ? spec.limit.limit() : spec.limit.limit;
      const taken = await takeToken(`${spec.limit.scope}:${clientIp(context)}`, limit);
      if (!taken.allowed) {
        // A browser's post is shown again with what was typed; its body is read for that only.
        const read = form && isFormPost(context.request) ? await readFormFields(context.request) : null;
        const headers = { 'Retry-After': String(taken.retryAfterS) };
        return refuse(refusedAs(429, MSG.rateLimited, read?.ok ? read.fields : null, { headers }));
      }
    }
    if (spec.id && (id === 0 || (spec.id.exists && !(await spec.id.exists(id))))) {
      return jsonError(404, spec.id.notFound);
    }
    let data: z.infer<S> = undefined as z.infer<S>;
    let fields: FormFields | null = null;
    let lang: Lang | undefined;
    if (spec.body) {
      const body = await readBody(context.request, spec.body);
      // Only a spec with a honeypot answer, or a received page, reads 'honeypot'.
      if (body.ok === 'honeypot') {
        const answer = answers(body.fields);
        if (spec.body.honeypot) return spec.body.honeypot({ ...answer, id });
        return spec.body.received ? answer.received() : jsonError(400, MSG.badRequest);
      }
      if (!body.ok) return refuse(body.refused);
      data = body.data;
      fields = body.fields;
      lang = body.lang;
    }
    return spec.run({ context, actor, id, data, ...answers(fields, lang) });
  };
}

/** A refusal in the language its form was sent from. */
function inLanguage(refused: Refused, messages: Catalogues): Refused {
  const lang = refused.lang ?? formLang(refused.fields);
  if (lang === 'tr') return refused;
  const say = (message: string) => translated(message, lang, messages);
  const issues = refused.issues?.map((issue) => ({ ...issue, message: say(issue.message) }));
  return { ...refused, lang, error: say(refused.error), issues };
}

function jsonRefusal(refused: Refused): Response {
  return jsonError(refused.status, refused.error, refused.issues, refused.headers);
}
