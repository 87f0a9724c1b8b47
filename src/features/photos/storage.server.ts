// Photo files: the real type read from the bytes (never the file name), orientation fixed, every piece of
// metadata dropped (EXIF with its location, XMP, IPTC: sharp keeps none unless told), and resized variants
// in AVIF, WebP and JPEG written under UPLOADS_DIR. The original is never written.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { PHOTO_FORMATS, PHOTO_LIMITS, PHOTO_WIDTHS, type PhotoExt } from '~/features/photos/messages.ts';
import { uploadsDir as uploadsDirSetting } from '~/lib/env.server.ts';
import { createSemaphore } from '~/lib/semaphore.ts';

/** Folder of uploaded files: UPLOADS_DIR or data/uploads under the working directory. */
export const uploadsDir = (): string => uploadsDirSetting();

const photosDir = () => path.join(uploadsDir(), 'photos');

/** Formats sharp reads that a photo may come in (HEIF only where this sharp decodes it). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif']);
const MIN_SIDE = 200;
/** Decoding bombs: no photo needs more pixels than this (a tiny file may declare huge dimensions). */
const MAX_PIXELS = PHOTO_LIMITS.megapixels * 1_000_000;

/** One image resized at a time per core at most: encoding AVIF takes a core for a while. */
const encoding = createSemaphore(1);

export type Processed =
  | { ok: true; key: string; widths: number[]; width: number; height: number }
  | { ok: false; reason: 'badType' | 'tooSmall' | 'tooManyPixels' };

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
    // Only the header is read here (no pixels), so its dimensions can be refused with their own message.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: 'badType' };
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) return { ok: false, reason: 'badType' };
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) return { ok: false, reason: 'tooManyPixels' };
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

/**
 * Deletes the variants of a photo (missing files are fine). Called once its row is gone: a file that cannot
 * be removed is logged and left, never failing what deleted the row.
 */
export function removePhotoFiles(key: string, widths: readonly number[]): void {
  for (const w of widths) {
    for (const { ext } of PHOTO_FORMATS) {
      const file = path.join(photosDir(), `${key}-${w}.${ext}`);
      try {
        fs.rmSync(file, { force: true });
      } catch (error) {
        console.error(`[photos] could not remove ${file}:`, error instanceof Error ? error.message : error);
      }
    }
  }
}

/** A served variant's name: key, width and one of the formats; nothing else (no folders, no dots). */
const VARIANT_NAME = /^([1-9]\d{0,14}-[A-Za-z0-9]{12})-[1-9]\d{0,4}\.(avif|webp|jpg)$/;

/**
 * Removes the variant files last written before `writtenBefore` (epoch ms) whose photo key `known` does not
 * return (it is given every key found); returns how many were removed. Other files are left alone.
 */
export async function removeVariantsNotIn(
  writtenBefore: number,
  known: (keys: string[]) => Promise<Set<string>>,
): Promise<number> {
  const dir = photosDir();
  if (!fs.existsSync(dir)) return 0;
  const found = fs.readdirSync(dir).flatMap((name) => {
    const key = VARIANT_NAME.exec(name)?.[1];
    const file = path.join(dir, name);
    try {
      return key && fs.statSync(file).mtimeMs < writtenBefore ? [{ file, key }] : [];
    } catch {
      return [];
    }
  });
  const keep = await known([...new Set(found.map((f) => f.key))]);
  let removed = 0;
  for (const { file, key } of found) {
    if (keep.has(key)) continue;
    try {
      fs.rmSync(file, { force: true });
      removed++;
    } catch (error) {
      console.error(`[photos] could not remove ${file}:`, error instanceof Error ? error.message : error);
    }
  }
  return removed;
}

/** The file and type of a variant named in a URL, or null for any other name. */
export function variantFile(name: string): { file: string; type: string } | null {
  const match = VARIANT_NAME.exec(name);
  if (!match) return null;
  const format = PHOTO_FORMATS.find((f) => f.ext === match[2]);
  return format ? { file: path.join(photosDir(), name), type: format.type } : null;
}

/** Copies every uploaded file into `target` (a backup); false when nothing was ever uploaded. */
export function backupUploads(target: string): boolean {
  const source = uploadsDir();
  if (!fs.existsSync(source)) return false;
  fs.cpSync(source, target, { recursive: true });
  return true;
}
