import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENTITLEMENTS } from '~/features/payments/entitlements.ts';
import { PHOTO_MSG, PHOTO_UPLOAD_RATE } from '~/features/photos/messages.ts';
import { sweepOrphanPhotoFiles } from '~/features/photos/photos.server.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import { MSG } from '~/lib/messages.ts';
import { ownedListing, photoForm, photoWithLocation, uploadPhotos, withUploadsDir } from '../support/listing-photos.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let t: TestDb;
const uploads = withUploadsDir();

const photosDir = uploads.photos;
const files = uploads.files;
let calls = 0;
/** An upload as a script sends it, each from another address (only the account's limits apply). */
const send = (form: FormData, id: number, token: string) =>
  uploadPhotos(form, id, token, { ip: `10.9.${(++calls >> 8) & 255}.${calls & 255}` });
const rowsOf = (businessId: number) =>
  t.db.selectFrom('businessPhotos').select(['id', 'fileKey']).where('businessId', '=', businessId).execute();

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.cleanup();
});
beforeEach(() => resetRateLimits());

describe('photo uploads under pressure', () => {
  it('8 concurrent uploads on the free plan store 3', async () => {
    const owner = await signedInUser(t.db, 'owner', 'aceleci');
    const { id } = await ownedListing(t.db, owner.id, 'Aceleci Kafe');
    const before = files().length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) =>
        send(
          photoForm(await photoWithLocation(300, 300, `#${(i + 1) * 111}`.slice(0, 4)), `f${i}.jpg`),
          id,
          owner.token,
        ),
      ),
    );
    const max = ENTITLEMENTS.free.photos;
    expect(answers.filter((a) => a.status === 200)).toHaveLength(max);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => [a.status, a.json.error])).toEqual(Array(8 - max).fill([409, PHOTO_MSG.limit(max)]));
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(max);
    // Only the kept photos' files are left (one width, three formats each), and one of them is the primary.
    const mine = files().filter((f) => f.startsWith(`${id}-`));
    expect(files().length - before).toBe(mine.length);
    expect(new Set(mine.map((f) => f.replace(/-\d+\.\w+$/, '')))).toEqual(new Set(rows.map((r) => r.fileKey)));
    const primaries = await t.db
      .selectFrom('businessPhotos')
      .select('id')
      .where('businessId', '=', id)
      .where('isPrimary', '=', 1)
      .execute();
    expect(primaries).toHaveLength(1);
  });

  it('refuses a pixel bomb (a small file declaring 48 megapixels) with a Turkish message, before decoding', async () => {
    const owner = await signedInUser(t.db, 'owner', 'bombaci');
    const { id } = await ownedListing(t.db, owner.id, 'Bombacı Otel');
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = files();
    const res = await send(photoForm(new Uint8Array(bomb), 'bomba.png', '', 'image/png'), id, owner.token);
    expect([res.status, res.json.error]).toEqual([413, PHOTO_MSG.tooManyPixels]);
    expect(await rowsOf(id)).toEqual([]);
    expect(files()).toEqual(before);
  });

  it('limits uploads per account, whatever address they come from', async () => {
    const owner = await signedInUser(t.db, 'owner', 'yukleyici');
    const { id } = await ownedListing(t.db, owner.id, 'Yükleyici Lokantası');
    const notPhoto = photoForm(new TextEncoder().encode('fotoğraf değil'), 'x.jpg');
    const statuses: number[] = [];
    for (let i = 0; i < PHOTO_UPLOAD_RATE.max; i++) statuses.push((await send(notPhoto, id, owner.token)).status);
    expect(new Set(statuses)).toEqual(new Set([415]));
    const over = await send(notPhoto, id, owner.token);
    expect([over.status, over.json.error]).toEqual([429, MSG.rateLimited]);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('sweeps the files of a crashed upload (no photo row) once they are a few minutes old', async () => {
    const owner = await signedInUser(t.db, 'owner', 'cokmus');
    const { id } = await ownedListing(t.db, owner.id, 'Çökmüş Pansiyon');
    const kept = await send(photoForm(await photoWithLocation(300, 300), 'iyi.jpg'), id, owner.token);
    expect(kept.status).toBe(200);
    const keptFiles = files().filter((f) => f.startsWith(`${id}-`));
    const orphan = ['avif', 'webp', 'jpg'].map((ext) => `${id}-Yarimkalmis1-300.${ext}`);
    const fresh = `${id}-Suanyukleniy-300.jpg`;
    const stranger = 'beni-silme.txt';
    for (const name of [...orphan, fresh, stranger]) fs.writeFileSync(path.join(photosDir(), name), 'x');
    const anHourAgo = new Date(Date.now() - 60 * 60_000);
    for (const name of [...orphan, ...keptFiles, stranger])
      fs.utimesSync(path.join(photosDir(), name), anHourAgo, anHourAgo);

    expect(await sweepOrphanPhotoFiles(t.db)).toBe(orphan.length);
    const left = files().filter((f) => f.startsWith(`${id}-`) || f === stranger);
    expect(left.sort()).toEqual([...keptFiles, fresh, stranger].sort());
  });
});
