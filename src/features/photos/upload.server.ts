// Reading a photo upload: multipart only, through the bounded body reader with the photo limit, each
// file checked for size here and for its real type by storage.server.ts, then kept one by one.

import type { ListingActor } from '~/features/accounts/listing-guard.server.ts';
import type { PhotoDto } from '~/features/photos/messages.ts';
import { PHOTO_LIMITS, PHOTO_MSG, PHOTO_UPLOAD_RATE } from '~/features/photos/messages.ts';
import { addPhoto, type PhotoRefusal } from '~/features/photos/photos.server.ts';
import { PHOTO_BODY_LIMIT, PHOTO_FILE_LIMIT, PHOTO_POST_FILES } from '~/lib/constants.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { parseFormBytes, readBodyBytes } from '~/lib/http/body.server.ts';
import type { FormFields } from '~/lib/http/form-post.server.ts';
import type { Refused } from '~/lib/http/public-form.server.ts';
import { takeToken } from '~/lib/http/rate-limit.server.ts';
import { MSG } from '~/lib/messages.ts';

export type PhotoUpload =
  | { ok: true; files: Uint8Array[]; caption: string; fields: FormFields }
  | { ok: false; status: number; message: string; field?: string; fields: FormFields };

/**
 * Counts an upload of the account (whatever its address: each upload costs seconds of a core); over
 * PHOTO_UPLOAD_RATE, the refusal to send (429 with Retry-After), before the body is read.
 */
export async function uploadRateRefusal(userId: number, fields: FormFields | null): Promise<Refused | null> {
  const taken = await takeToken(`photo-upload:account-${userId}`, PHOTO_UPLOAD_RATE);
  if (taken.allowed) return null;
  const headers = { 'Retry-After': String(taken.retryAfterS) };
  return { kind: 'rejected', status: 429, error: MSG.rateLimited, headers, fields };
}

/**
 * The photos (one or several `photo` files, up to PHOTO_POST_FILES) and caption of an upload form, or why
 * it is refused (413 too large, 400 missing or too many, 415 not a form). Every file is checked before any is kept.
 */
export async function readPhotoUpload(request: Request): Promise<PhotoUpload> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data'))
    return { ok: false, status: 415, message: MSG.unsupportedMediaType, fields: {} };
  const read = await readBodyBytes(request, PHOTO_BODY_LIMIT);
  if (!read.ok) {
    const message = read.status === 413 ? PHOTO_MSG.tooLarge : MSG.badRequest;
    return { ok: false, status: read.status, message, field: 'photo', fields: {} };
  }
  let data: FormData;
  try {
    data = await parseFormBytes(read.bytes, type);
  } catch {
    return { ok: false, status: 400, message: MSG.badRequest, fields: {} };
  }
  const caption = data.get('caption');
  const fields: FormFields = { caption: typeof caption === 'string' ? caption : '' };
  // A form sent with nothing chosen still carries one empty file part.
  const chosen = data.getAll('photo').filter((file): file is File => file instanceof File && file.size > 0);
  if (chosen.length === 0) return { ok: false, status: 400, message: PHOTO_MSG.missing, field: 'photo', fields };
  if (chosen.length > PHOTO_POST_FILES)
    return { ok: false, status: 400, message: PHOTO_MSG.tooManyFiles, field: 'photo', fields };
  if (chosen.some((file) => file.size > PHOTO_FILE_LIMIT))
    return { ok: false, status: 413, message: PHOTO_MSG.tooLarge, field: 'photo', fields };
  if (fields.caption && fields.caption.trim().length > PHOTO_LIMITS.caption)
    return { ok: false, status: 400, message: PHOTO_MSG.caption, field: 'caption', fields };
  const files = await Promise.all(chosen.map(async (file) => new Uint8Array(await file.arrayBuffer())));
  return { ok: true, files, caption: fields.caption ?? '', fields };
}

/**
 * Keeps the photos of one upload in order, each like an upload of its own: the ones after the first count
 * against the account's upload rate too, and each is added within the plan's limit (counted in its own
 * transaction). Stops at the first refusal; returns what was kept and that refusal.
 */
export async function storeUploads(
  db: Db,
  actor: ListingActor,
  upload: { files: Uint8Array[]; caption: string },
  maxPhotos: number,
): Promise<{ photos: PhotoDto[]; refused: PhotoRefusal | null }> {
  const photos: PhotoDto[] = [];
  for (const [i, bytes] of upload.files.entries()) {
    if (i > 0) {
      const limited = await uploadRateRefusal(actor.user.id, null);
      if (limited) return { photos, refused: { ok: false, status: limited.status, message: MSG.rateLimited } };
    }
    const added = await addPhoto(db, actor, { bytes, caption: upload.caption }, maxPhotos);
    if (!added.ok) return { photos, refused: added };
    photos.push(added.photo);
  }
  return { photos, refused: null };
}

/** True when the sender asked for JSON only (a script), not for a page (a browser's form post). */
export function wantsJson(request: Request): boolean {
  const accept = request.headers.get('accept') ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}
