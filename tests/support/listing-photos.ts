import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '~/lib/db/db.server.ts';
import * as upload from '~/pages/api/businesses/[id]/photos/index.ts';
import { callEndpoint } from './api.ts';

/** A JPEG photo with EXIF that names a place (GPS) and a camera turned on its side (orientation 6). */
export async function photoWithLocation(
  width = 900,
  height = 600,
  color = '#c0392b',
): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Kamera', Model: 'Deneme' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 45/1 50/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '38/1 16/1 40/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return new Uint8Array(bytes);
}

/** The GPS IFD pointer tag (0x8825) as it sits in little- and big-endian EXIF. */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  return Boolean(exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]))));
}

/** An owner and an approved listing of theirs (free tier). */
export async function ownedListing(db: Db, ownerId: number, name = 'Kâhta Konak Otel', status = 'approved') {
  return db
    .insertInto('businesses')
    .values({ name, category: 'Otel', address: 'Kâhta Merkez', district: 'Kâhta', status, ownerId })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A multipart upload form with a photo (its bytes and name as the browser would send them) and a caption. */
export function photoForm(bytes: Uint8Array<ArrayBuffer>, name: string, caption = '', type = 'image/jpeg'): FormData {
  const form = new FormData();
  form.set('photo', new File([bytes], name, { type }));
  form.set('caption', caption);
  return form;
}

/**
 * For the tests of the file: an uploads folder of their own (UPLOADS_DIR from the first test on), removed
 * with the variable after the last one.
 */
export function withUploadsDir() {
  let dir = '';
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adiyaman-uploads-'));
    process.env.UPLOADS_DIR = dir;
  });
  afterAll(() => {
    delete process.env.UPLOADS_DIR;
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const photos = () => path.join(dir, 'photos');
  return {
    /** The folder of the stored photo files. */
    photos,
    /** The names of the stored photo files. */
    files: () => (fs.existsSync(photos()) ? fs.readdirSync(photos()) : []),
  };
}

/**
 * Posts `form` to listing `id`'s photo upload as `token`: as a script asks (JSON) unless `json` is false
 * (the form post's page), from `ip` when given.
 */
export const uploadPhotos = (
  form: FormData,
  id: number,
  token: string,
  { json = true, ip }: { json?: boolean; ip?: string } = {},
) =>
  callEndpoint(upload.POST, `/api/businesses/${id}/photos`, {
    rawBody: form,
    bearer: token,
    params: { id: String(id) },
    headers: { accept: json ? 'application/json' : 'text/html' },
    ip,
  });
