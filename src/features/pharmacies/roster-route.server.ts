// The desk's roster upload: a browser's form (a CSV file, or the list pasted into the text box) or a
// script's CSV body. The file is read here because the form kit reads text fields only; the body is
// bounded like every CSV (5 MB). A browser lands on the desk page with the upload's report.
import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { deskAdmin } from '~/features/desk/desk-endpoint.server.ts';
import { PHARMACY_MSG } from '~/features/pharmacies/messages.ts';
import { importRoster } from '~/features/pharmacies/pharmacies.server.ts';
import { CSV_BODY_LIMIT } from '~/lib/constants.ts';
import { parseFormBytes, readBodyBytes } from '~/lib/http/body.server.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { isFormPost, sentAnswer } from '~/lib/http/form-post.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { PHARMACY_DESK_PATH } from '~/lib/paths.ts';

/** The query the desk page reads: the upload whose report it shows, or the refusal it says. */
export const ROSTER_QUERY = { upload: 'yukleme', error: 'hata' } as const;
const ERRORS = { empty: 'bos', tooLarge: 'buyuk' } as const;

/** The Turkish refusal a desk page shows for its `hata` query, or null. */
export function rosterErrorOf(value: string | null): string | null {
  return value === ERRORS.empty ? PHARMACY_MSG.deskEmpty : value === ERRORS.tooLarge ? PHARMACY_MSG.deskTooLarge : null;
}

async function rosterText(request: Request, form: boolean): Promise<string | 413 | 400> {
  const read = await readBodyBytes(request, CSV_BODY_LIMIT);
  if (!read.ok) return read.status;
  if (!form) return new TextDecoder().decode(read.bytes);
  let data: FormData;
  try {
    data = await parseFormBytes(read.bytes, request.headers.get('content-type') ?? '');
  } catch {
    return 400;
  }
  const file = data.get('dosya');
  if (file && typeof file !== 'string' && file.size > 0) return file.text();
  const pasted = data.get('liste');
  return typeof pasted === 'string' ? pasted : '';
}

export const rosterUploadRoute: APIRoute = endpoint({
  guard: (context) => deskAdmin(context, PHARMACY_DESK_PATH),
  run: async ({ context, actor }) => {
    const form = isFormPost(context.request);
    const back = (query: string) => sentAnswer(`${PHARMACY_DESK_PATH}?${query}`);
    const text = await rosterText(context.request, form);
    if (text === 413)
      return form ? back(`${ROSTER_QUERY.error}=${ERRORS.tooLarge}`) : jsonError(413, PHARMACY_MSG.deskTooLarge);
    if (text === 400 || text.trim() === '')
      return form ? back(`${ROSTER_QUERY.error}=${ERRORS.empty}`) : jsonError(400, PHARMACY_MSG.deskEmpty);
    const upload = await importRoster(getDb(), text, { id: actor.id, username: actor.username });
    return form ? back(`${ROSTER_QUERY.upload}=${upload.id}`) : Response.json(upload);
  },
});
