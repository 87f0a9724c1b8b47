// Photo files: the real type read from the bytes (never the file name), orientation fixed, every piece of
// metadata dropped (EXIF with its location, XMP, IPTC: sharp keeps none unless told), and resized variants
// in AVIF, WebP and JPEG written under UPLOADS_DIR. The original is never written.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { PHOTO_FORMATS, PHOTO_WIDTHS, type PhotoExt } from '~/features/photos/messages.ts';
import { createSemaphore } from '~/lib/semaphore.ts';

const DEFAULT_UPLOADS_DIR = 'data/uploads';

/** Folder of uploaded files: UPLOADS_DIR or data/uploads under the working directory. */
export function uploadsDir(): string {
  return path.resolve(process.env.UPLOADS_DIR || DEFAULT_UPLOADS_DIR);
}

const photosDir = () => path.join(uploadsDir(), 'photos');

/** Formats sharp reads that a photo may come in (HEIF only where this sharp decodes it). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif']);
const MIN_SIDE = 200;
/** Decoding bombs: no photo needs more pixels than this. */
const MAX_PIXELS = 60_000_000;

/** One image resized at a time per core at most: encoding AVIF takes a core for a while. */
const encoding = createSemaphore(1);

export type Processed =
  | { ok: true; key: string; widths: number[]; width: number; height: number }
  | { ok: false; reason: 'badType' | 'tooSmall' };

const ENCODE: Record<PhotoExt, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75 }),
  jpg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
};

/** The widths to write for a photo `width` pixels wide: the standard ones below it, and its own when smaller. */
function variantWidths(width: number): number[] {
  const below: number[] = PHOTO_WIDTHS.filter((w) => w <= width);
  return below.length === PHOTO_WIDTHS.length || below.includes(width) ? [...below] : [...below, width];
}

/**
 * Checks and converts an uploaded photo; `prefix` starts the key (the listing's id). Nothing is written
 * unless every variant was made; a failure half-way removes what was written.
 */
export async function processPhoto(bytes: Uint8Array, prefix: string): Promise<Processed> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    return { ok: false, reason: 'badType' };
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) return { ok: false, reason: 'badType' };
  return encoding.run(async () => {
    let upright: { data: Buffer; info: OutputInfo };
    try {
      // Decoded once, turned upright by its EXIF orientation; the variants are made from these pixels.
      upright = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch {
      return { ok: false, reason: 'badType' } as const;
    }
    const { width, height, channels } = upright.info;
    if (width < MIN_SIDE || height < MIN_SIDE) return { ok: false, reason: 'tooSmall' } as const;
    const key = `${prefix}-${crypto.randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}`;
    const widths = variantWidths(width);
    const dir = photosDir();
    fs.mkdirSync(dir, { recursive: true });
    try {
      for (const w of widths) {
        for (const { ext } of PHOTO_FORMATS) {
          const pixels = sharp(upright.data, { raw: { width, height, channels } });
          const resized = pixels.resize({ width: w, withoutEnlargement: true });
          await ENCODE[ext](resized).toFile(path.join(dir, `${key}-${w}.${ext}`));
        }
      }
    } catch {
      removePhotoFiles(key, widths);
      return { ok: false, reason: 'badType' } as const;
    }
    return { ok: true, key, widths, width, height } as const;
  });
}

/** Deletes the variants of a photo (missing files are fine). */
export function removePhotoFiles(key: string, widths: readonly number[]): void {
  for (const w of widths) {
    for (const { ext } of PHOTO_FORMATS) fs.rmSync(path.join(photosDir(), `${key}-${w}.${ext}`), { force: true });
  }
}

/** A served variant's name: key, width and one of the formats; nothing else (no folders, no dots). */
const VARIANT_NAME = /^[1-9]\d{0,14}-[A-Za-z0-9]{12}-[1-9]\d{0,4}\.(avif|webp|jpg)$/;

/** The file and type of a variant named in a URL, or null for any other name. */
export function variantFile(name: string): { file: string; type: string } | null {
  const match = VARIANT_NAME.exec(name);
  if (!match) return null;
  const format = PHOTO_FORMATS.find((f) => f.ext === match[1]);
  return format ? { file: path.join(photosDir(), name), type: format.type } : null;
}

/** Copies every uploaded file into `target` (a backup); false when nothing was ever uploaded. */
export function backupUploads(target: string): boolean {
  const source = uploadsDir();
  if (!fs.existsSync(source)) return false;
  fs.cpSync(source, target, { recursive: true });
  return true;
}
