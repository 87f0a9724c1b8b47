import type { APIContext, APIRoute } from 'astro';
import { type Db, getDb } from '~/database.server.ts';
import { DESK_MSG, type InboxKind, inboxKindOf, SAVED_QUERY } from '~/features/desk/messages.ts';
import { deleteConfirmSchema } from '~/features/desk/schema.ts';
import { adminOf } from '~/features/identity/auth.server.ts';
import { LOGIN_PAGE } from '~/features/identity/messages.ts';
import type { SessionUser } from '~/features/identity/sessions.server.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { type FieldTypes, isFormPost, sentAnswer } from '~/lib/http/form-post.server.ts';
import { type ApiIssue, jsonError } from '~/lib/http/http.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';
import type { z } from '~/lib/zod.ts';

// Every desk action is one endpoint that answers a script with JSON and a browser's form post with
// pages: 303 back to the desk page on success, the desk page again with messages and values on refusal.
// Anonymous callers get 401 (a browser: the login page), other users 403.

/** What an action did. */
export type DeskOutcome =
  | { kind: 'done'; body: object; redirect: string }
  | { kind: 'not-found' }
  | { kind: 'refused'; status: number; error: string; issues: ApiIssue[] };

export interface DeskActionRoute<S extends z.core.$ZodType> {
  schema: S;
  types?: FieldTypes;
  /** The desk page (on demand) that shows the form again, for this request. */
  formPage: (context: APIContext) => string;
  /** The route's `[id]` names a record: none answers 404 before the body is read. */
  id?: boolean;
  run: (data: z.infer<S>, admin: SessionUser, context: APIContext) => Promise<DeskOutcome>;
}

/** The admin, or the refusal: 401 / 403 as JSON, and a browser's form post without a session to the login. */
export function deskAdmin(context: APIContext, next: string): SessionUser | Response {
  const admin = adminOf(context);
  if (admin instanceof Response && isFormPost(context.request) && admin.status === 401)
    return sentAnswer(`${LOGIN_PAGE}?next=${encodeURIComponent(next)}`);
  return admin;
}

/** The POST handler of a desk action (see `endpoint`); `id` names the record of an `[id]` route (none: 404). */
export function deskAction<S extends z.core.$ZodType>(route: DeskActionRoute<S>): APIRoute {
  return endpoint({
    guard: (context) => deskAdmin(context, route.formPage(context)),
    id: route.id ? { notFound: DESK_MSG.notFound } : undefined,
    body: { schema: route.schema, form: { page: ({ context }) => route.formPage(context), types: route.types } },
    run: async ({ data, actor, context, refuse, done }) => {
      const outcome = await route.run(data, actor, context);
      if (outcome.kind === 'not-found') return jsonError(404, DESK_MSG.notFound);
      if (outcome.kind === 'refused') return refuse(outcome.status, outcome.error, { issues: outcome.issues });
      return done(outcome.redirect, outcome.body);
    },
  });
}

/** A desk record's change from its page (`page(id)`): null names no record (404); done lands on the page, saved. */
export function deskRecordAction<S extends z.core.$ZodType>(route: {
  schema: S;
  types?: FieldTypes;
  page: (id: number) => string;
  /** The change's answer body, null for an unknown record, or a refusal of one field (`fieldRefusal`). */
  change: (db: Db, id: number, data: z.infer<S>, admin: SessionUser) => Promise<object | null>;
}) {
  return deskAction({
    schema: route.schema,
    types: route.types,
    id: true,
    formPage: (context) => route.page(routeId(context)),
    run: async (data, admin, context) => {
      const id = routeId(context);
      const body = await route.change(getDb(), id, data, admin);
      if (body && 'kind' in body && body.kind === 'refused') return body as DeskOutcome;
      return body ? { kind: 'done', body, redirect: savedPath(route.page(id)) } : { kind: 'not-found' };
    },
  });
}

/** A refusal of one field, shown beside it. */
export function fieldRefusal(path: string, message: string, status = 400): DeskOutcome {
  return { kind: 'refused', status, error: message, issues: [{ path, message }] };
}

/**
 * Deleting a desk record from its `/sil` page, confirmed by typing its name (`confirmName` of the
 * record); done lands on the list with the notice that it was deleted.
 */
export function deskDeleteAction<R>(route: {
  page: (id: number) => string;
  list: string;
  find: (db: Db, id: number) => Promise<R | null>;
  confirmName: (record: R) => string;
  remove: (db: Db, id: number, admin: SessionUser) => Promise<object | null>;
}) {
  return deskAction({
    schema: deleteConfirmSchema,
    id: true,
    formPage: (context) => `${route.page(routeId(context))}/sil`,
    run: async ({ confirmName }, admin, context) => {
      const id = routeId(context);
      const db = getDb();
      const record = await route.find(db, id);
      if (!record) return { kind: 'not-found' };
      if (confirmName !== route.confirmName(record)) return fieldRefusal('confirmName', DESK_MSG.deleteConfirmMismatch);
      const deleted = await route.remove(db, id, admin);
      if (!deleted) return { kind: 'not-found' };
      return { kind: 'done', body: deleted, redirect: savedPath(route.list, 'deleted') };
    },
  });
}

/** The `[id]` of the route, or 0 (which names no record: the action answers 404). */
export function routeId(context: APIContext): number {
  return parseRouteId(context.params.id) ?? 0;
}

/** The `[kind]` of an inbox route, or null. */
export function routeKind(context: APIContext): InboxKind | null {
  return inboxKindOf(context.params.kind);
}

/** A desk page with the notice that its change was saved. */
export function savedPath(page: string, result: 'saved' | 'deleted' = 'saved'): string {
  return `${page}?${SAVED_QUERY.name}=${SAVED_QUERY[result]}`;
}
