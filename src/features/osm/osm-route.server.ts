import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { adminOf } from '~/features/identity/auth.server.ts';
import { OsmFileError } from '~/features/osm/elements.ts';
import { MERGE_DECISIONS, OSM_FILE_LIMIT, OSM_MSG, OSM_RESULT, OVERPASS_QUERY } from '~/features/osm/messages.ts';
import {
  decideMergeProposal,
  importFromOverpass,
  importOsmText,
  type OsmImportReport,
} from '~/features/osm/osm-import.server.ts';
import { parseFormBytes, readBodyBytes } from '~/lib/http/body.server.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { isFormPost, sentAnswer } from '~/lib/http/form-post.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { MSG } from '~/lib/messages.ts';
import { OSM_DESK_PATH } from '~/lib/paths.ts';

// The desk's OpenStreetMap import (admin): multipart `dosya` (an Overpass JSON answer or an .osm extract),
// or `kaynak=overpass` to fetch the province live from OSM_OVERPASS_URL. A script gets the report as JSON;
// a browser's form post goes back to the desk page with the counts (or the refusal) in its address.

type Read = { ok: true; text: string | null } | { ok: false; status: number; error: string };

async function readUpload(request: Request): Promise<Read> {
  const type = request.headers.get('content-type') ?? '';
  const read = await readBodyBytes(request, OSM_FILE_LIMIT);
  if (!read.ok)
    return { ok: false, status: read.status, error: read.status === 413 ? OSM_MSG.tooLarge : MSG.badRequest };
  let form: FormData;
  try {
    form = await parseFormBytes(read.bytes, type);
  } catch {
    return { ok: false, status: 415, error: MSG.unsupportedMediaType };
  }
  if (form.get('kaynak') === 'overpass') return { ok: true, text: null };
  const file = form.get('dosya');
  if (!(file instanceof File) || file.size === 0) return { ok: false, status: 400, error: OSM_MSG.noFile };
  return { ok: true, text: new TextDecoder().decode(await file.arrayBuffer()) };
}

const resultPath = (report: OsmImportReport) =>
  `${OSM_DESK_PATH}?${OSM_RESULT.counts}=${[report.created, report.updated, report.unchanged, report.proposals, report.skipped.length].join('-')}`;

export const osmImportRoute: APIRoute = endpoint({
  guard: adminOf,
  run: async ({ context, actor }) => {
    // A browser's own form post shows the answer as the desk page; a script asks for JSON.
    const page = isFormPost(context.request) && (context.request.headers.get('accept') ?? '').includes('text/html');
    const refuse = (status: number, error: string) =>
      page ? sentAnswer(`${OSM_DESK_PATH}?${OSM_RESULT.error}=${encodeURIComponent(error)}`) : jsonError(status, error);
    const read = await readUpload(context.request);
    if (!read.ok) return refuse(read.status, read.error);
    const db = getDb();
    const who = { id: actor.id, username: actor.username };
    try {
      const report =
        read.text === null
          ? await importFromOverpass(db, OVERPASS_QUERY, who)
          : await importOsmText(db, read.text, who);
      return page ? sentAnswer(resultPath(report)) : Response.json(report);
    } catch (error) {
      if (error instanceof OsmFileError) return refuse(error.message === OSM_MSG.noOverpass ? 503 : 400, error.message);
      throw error;
    }
  },
});

/** POST /api/desk/osm-merge/{id}/{birlestir|yoksay} (admin): the operator's decision on a merge proposal. */
export const mergeDecisionRoute: APIRoute = endpoint({
  guard: adminOf,
  id: { notFound: OSM_MSG.noProposal },
  run: async ({ context, actor, id }) => {
    const decision = context.params.decision;
    const page = isFormPost(context.request) && (context.request.headers.get('accept') ?? '').includes('text/html');
    if (decision !== MERGE_DECISIONS.merge && decision !== MERGE_DECISIONS.dismiss)
      return jsonError(404, OSM_MSG.noProposal);
    const done = await decideMergeProposal(getDb(), id, decision === MERGE_DECISIONS.merge, {
      id: actor.id,
      username: actor.username,
    });
    if (!done)
      return page
        ? sentAnswer(`${OSM_DESK_PATH}?${OSM_RESULT.error}=${encodeURIComponent(OSM_MSG.noProposal)}`)
        : jsonError(404, OSM_MSG.noProposal);
    return page ? sentAnswer(`${OSM_DESK_PATH}?${OSM_RESULT.decided}=1`) : Response.json({ ok: true });
  },
});
