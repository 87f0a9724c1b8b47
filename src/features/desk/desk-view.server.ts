import type { AstroGlobal } from 'astro';
import { type Db, getDb } from '~/database.server.ts';
import { deskAccess } from '~/features/desk/desk-page.ts';
import type { FormState } from '~/lib/forms/form-state.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';

/** What a desk page works with once the visitor may see it (see `openDeskPage`). */
export interface DeskView {
  /** True for an admin; a signed-in user without the role sees the refusal (403) only. */
  admin: boolean;
  /** What an admin's page lists; `none` for anyone else. */
  list<T>(read: (db: Db) => Promise<T>, none: T): Promise<T>;
  /**
   * The record named by the route's `id` (404 when it is malformed or missing), and the refused form
   * post shown again on it (the page answers with the refusal's status).
   */
  record<T>(find: (db: Db, id: number) => Promise<T | null> | null): Promise<{ found: T | null; state?: FormState }>;
}

/**
 * The opening of every desk page: a visitor without a session is sent to the login and back (the
 * Response to return), anyone else gets the view; a signed-in user without the admin role answers 403.
 */
export function openDeskPage(astro: AstroGlobal): Response | DeskView {
  const access = deskAccess(astro.locals.user, astro.url);
  if (access.kind === 'login') return astro.redirect(access.to, 303);
  if (access.kind === 'forbidden') astro.response.status = 403;
  const admin = access.kind === 'admin';
  return {
    admin,
    list: async (read, none) => (admin ? read(getDb()) : none),
    record: async (find) => {
      const id = parseRouteId(astro.params.id);
      const found = admin && id ? await find(getDb(), id) : null;
      if (admin && !found) astro.response.status = 404;
      const state = astro.locals.formState;
      if (state) astro.response.status = state.status;
      return { found, state };
    },
  };
}

/** A desk list page's view: its filters as read from the query, and what they found. */
export interface DeskListView<F, T> extends DeskView {
  filters: F;
  found: T;
}

/**
 * The opening of a desk list page (see `openDeskPage`): the filters read from the address, and the
 * records they find for an admin (`none` for anyone else).
 */
export async function openDeskList<F, T>(
  astro: AstroGlobal,
  readFilters: (params: URLSearchParams) => F,
  read: (db: Db, filters: F) => Promise<T>,
  none: T,
): Promise<Response | DeskListView<F, T>> {
  const page = openDeskPage(astro);
  if (page instanceof Response) return page;
  const filters = readFilters(astro.url.searchParams);
  return { ...page, filters, found: await page.list((db) => read(db, filters), none) };
}
