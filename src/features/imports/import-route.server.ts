import type { APIContext, APIRoute } from 'astro';
import { type Db, getDb } from '~/database.server.ts';
import { recordAudit } from '~/features/audit/audit.server.ts';
import { adminOf } from '~/features/identity/auth.server.ts';
import { LOGIN_PAGE } from '~/features/identity/messages.ts';
import type { SessionUser } from '~/features/identity/sessions.server.ts';
import { BULK_PAGE, type BulkImportResult } from '~/features/imports/messages.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { isFormPost, sentAnswer } from '~/lib/http/form-post.server.ts';
import { type Refused, refusalAnswer } from '~/lib/http/public-form.server.ts';

// The two import endpoints answer a script with JSON and a browser's own form post (the page works
// without scripts) with /bulk-import: the counts after an import, the form again with the message and
// the values on a refusal, the login for a visitor without a session.

/** A browser's own form post, which shows the answer as a page (a script asks for JSON). */
function wantsPage(request: Request): boolean {
  return isFormPost(request) && (request.headers.get('accept') ?? '').includes('text/html');
}

/** What an import endpoint read: the rows to import, or why the request is refused. */
type ImportRequest<T> = { ok: true; data: T } | Refused;

export interface ImportRoute<T> {
  read: (request: Request, page: boolean) => Promise<ImportRequest<T>>;
  run: (db: Db, data: T) => Promise<BulkImportResult>;
  /** What the audit log says of the import. */
  audit: (data: T, result: BulkImportResult) => { summary: string; details: Record<string, unknown> };
}

function adminOrLogin(context: APIContext, page: boolean): SessionUser | Response {
  const admin = adminOf(context);
  if (admin instanceof Response && admin.status === 401 && page)
    return sentAnswer(`${LOGIN_PAGE}?next=${encodeURIComponent(BULK_PAGE)}`);
  return admin;
}

/**
 * An import endpoint (admin), built by `endpoint`: the request read (its own multipart or JSON reader), the
 * rows imported as pending businesses and the import logged.
 */
export function importRoute<T>(route: ImportRoute<T>): APIRoute {
  return endpoint({
    guard: (context) => adminOrLogin(context, wantsPage(context.request)),
    run: async ({ context, actor }) => {
      const page = wantsPage(context.request);
      const read = await route.read(context.request, page);
      if ('kind' in read) return refusalAnswer(context, read, BULK_PAGE);
      const db = getDb();
      const result = await route.run(db, read.data);
      await recordAudit(db, actor, { action: 'import', targetType: 'import', ...route.audit(read.data, result) });
      if (!page) return Response.json(result);
      context.locals.importResult = result;
      const headers = new Headers(context.request.headers);
      headers.delete('content-type');
      headers.delete('content-length');
      return context.rewrite(new Request(new URL(BULK_PAGE, context.url), { headers }));
    },
  });
}
