import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MSG } from '~/features/photos/messages.ts';
import { removeDemoData } from '~/features/site/demo.server.ts';
import * as change from '~/pages/api/businesses/[id]/photos/[photoId].ts';
import * as deleteListing from '~/pages/api/desk/businesses/[id]/delete.ts';
import * as decide from '~/pages/api/moderation/[kind]/[id]/[decision].ts';
import * as pending from '~/pages/api/moderation/pending.ts';
import * as served from '~/pages/uploads/photos/[name].ts';
import { callEndpoint } from '../support/api.ts';
import {
  hasGpsTag,
  ownedListing,
  photoForm,
  photoWithLocation,
  uploadPhotos,
  withUploadsDir,
} from '../support/listing-photos.ts';
import { countRows } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let t: TestDb;
const uploads = withUploadsDir();
let owner: { id: number; token: string };
let admin: { id: number; token: string };
let listing: number;

const files = uploads.files;
const send = (form: FormData, id = listing, token = owner.token) => uploadPhotos(form, id, token);

beforeAll(async () => {
  t = await createTestDb();
  owner = await signedInUser(t.db, 'owner', 'sahip');
  admin = await signedInUser(t.db, 'admin');
  listing = (await ownedListing(t.db, owner.id)).id;
});
afterAll(async () => {
  await t.cleanup();
});

describe('photo uploads', () => {
  it('refuses a text file named .jpg by its content, in Turkish, writing nothing', async () => {
    const res = await send(photoForm(new TextEncoder().encode('bu bir fotoğraf değil'), 'otel.jpg'));
    expect(res.status).toBe(415);
    expect(res.json.error).toBe(PHOTO_MSG.badType);
    expect(await countRows(t.db, 'businessPhotos')).toBe(0);
    expect(files()).toEqual([]);
  });

  it('refuses a file over 10 MB with a Turkish message, writing nothing', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(await photoWithLocation());
    const res = await send(photoForm(big, 'buyuk.jpg'));
    expect(res.status).toBe(413);
    expect(res.json.error).toBe(PHOTO_MSG.tooLarge);
    expect(await countRows(t.db, 'businessPhotos')).toBe(0);
    expect(files()).toEqual([]);
  });

  it('turns a valid photo into AVIF, WebP and JPEG variants, upright, without EXIF or its location', async () => {
    const original = await photoWithLocation(900, 600);
    expect(hasGpsTag((await sharp(original).metadata()).exif)).toBe(true);
    const res = await send(photoForm(original, 'ön cephe.png', 'Ön cephe'));
    expect(res.status).toBe(200);
    const photo = res.json.photo;
    // Turned by its orientation: 900×600 stored sideways is 600×900 upright.
    expect([photo.width, photo.height]).toEqual([600, 900]);
    expect(photo.widths).toEqual([320, 600]);
    // The owner's photo of a published listing waits for moderation.
    expect(photo.status).toBe('pending');
    expect(files().sort()).toHaveLength(6);
    for (const name of files()) {
      const meta = await sharp(path.join(uploads.photos(), name)).metadata();
      expect(meta.exif, name).toBeUndefined();
      expect(hasGpsTag(meta.exif)).toBe(false);
      expect(meta.orientation ?? 1).toBe(1);
      expect(meta.height).toBeGreaterThan(meta.width ?? 0);
      expect(meta.format).toBe({ avif: 'heif', webp: 'webp', jpg: 'jpeg' }[name.split('.').pop() as string]);
    }
  });

  it('serves a variant with its type and a year of immutable caching; other names are 404', async () => {
    const name = files().find((f) => f.endsWith('.webp')) as string;
    const res = await callEndpoint(served.GET, `/uploads/photos/${name}`, { params: { name } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const bad of ['../../test.db', `${name}/..`, 'x.webp', name.replace('.webp', '.png')]) {
      const refused = await callEndpoint(served.GET, `/uploads/photos/${bad}`, { params: { name: bad } });
      expect(refused.status, bad).toBe(404);
    }
  });

  it('holds the plan limit: free listings keep 3 photos', async () => {
    for (const color of ['#16a085', '#2980b9']) {
      expect((await send(photoForm(await photoWithLocation(400, 300, color), 'a.jpg'))).status).toBe(200);
    }
    const before = files().length;
    const res = await send(photoForm(await photoWithLocation(400, 300), 'fazla.jpg'));
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(PHOTO_MSG.limit(3));
    expect(await countRows(t.db, 'businessPhotos')).toBe(3);
    expect(files().length).toBe(before);
    // A paid plan lifts it.
    await t.db.updateTable('businesses').set({ subscriptionTier: 'standard' }).where('id', '=', listing).execute();
    expect((await send(photoForm(await photoWithLocation(400, 300), 'plan.jpg'))).status).toBe(200);
  });

  it('another owner cannot upload to the listing (404, nothing written)', async () => {
    const other = await signedInUser(t.db, 'owner', 'baska');
    const res = await send(photoForm(await photoWithLocation(), 'x.jpg'), listing, other.token);
    expect(res.status).toBe(404);
    expect(await countRows(t.db, 'businessPhotos')).toBe(4);
  });

  it('sets the primary photo and approves through moderation', async () => {
    const photos = await t.db.selectFrom('businessPhotos').select(['id', 'isPrimary']).orderBy('id').execute();
    expect(photos.map((p) => p.isPrimary)).toEqual([1, 0, 0, 0]);
    const second = photos[1]?.id as number;
    const res = await callEndpoint(change.POST, `/api/businesses/${listing}/photos/${second}`, {
      body: { action: 'primary' },
      bearer: owner.token,
      params: { id: String(listing), photoId: String(second) },
    });
    expect(res.status).toBe(200);
    const list = await callEndpoint(pending.GET, '/api/moderation/pending', { bearer: admin.token });
    expect(list.json.photos).toHaveLength(4);
    const params = { kind: 'photo', id: String(second), decision: 'approve' };
    const path = `/api/moderation/photo/${second}/approve`;
    const refused = await callEndpoint(decide.POST, path, { method: 'POST', bearer: owner.token, params });
    expect(refused.status).toBe(403);
    const ok = await callEndpoint(decide.POST, path, { method: 'POST', bearer: admin.token, params });
    expect(ok.status).toBe(200);
    const row = await t.db.selectFrom('businessPhotos').selectAll().where('id', '=', second).executeTakeFirstOrThrow();
    expect([row.status, row.isPrimary]).toEqual(['approved', 1]);
  });
});

describe('photo files of deleted listings', () => {
  /** A listing with two photos uploaded by the admin; returns its id. */
  async function listingWithPhotos(name: string, isDemo = 0): Promise<number> {
    const { id } = await ownedListing(t.db, owner.id, name);
    await t.db.updateTable('businesses').set({ isDemo }).where('id', '=', id).execute();
    for (const color of ['#8e44ad', '#d35400']) {
      const res = await send(photoForm(await photoWithLocation(400, 300, color), 'a.jpg'), id, admin.token);
      expect(res.status).toBe(200);
    }
    expect(filesOf(id)).toHaveLength(6);
    return id;
  }
  const filesOf = (id: number) => files().filter((f) => f.startsWith(`${id}-`));
  const deleteFromDesk = (id: number, confirmName: string) =>
    callEndpoint(deleteListing.POST, `/api/desk/businesses/${id}/delete`, {
      body: { confirmName },
      bearer: admin.token,
      params: { id: String(id) },
    });

  it('deleting a listing from the desk removes its photos’ files, and only those', async () => {
    const id = await listingWithPhotos('Masa Silinen Fotoğraflı Otel');
    const others = files().filter((f) => !f.startsWith(`${id}-`));
    expect(others.length).toBeGreaterThan(0);
    const res = await deleteFromDesk(id, 'Masa Silinen Fotoğraflı Otel');
    expect(res.status).toBe(200);
    expect(await t.db.selectFrom('businessPhotos').select('id').where('businessId', '=', id).execute()).toEqual([]);
    expect(filesOf(id)).toEqual([]);
    expect(files().filter((f) => !f.startsWith(`${id}-`))).toEqual(others);
  });

  it('a file that cannot be removed does not fail the deletion; the others still go', async () => {
    const id = await listingWithPhotos('Masa Kilitli Dosyalı Lokanta');
    const [stuck] = filesOf(id);
    // A folder with content where a variant was: removing it as a file fails.
    fs.rmSync(path.join(uploads.photos(), stuck as string));
    fs.mkdirSync(path.join(uploads.photos(), stuck as string, 'icerik'), { recursive: true });
    const res = await deleteFromDesk(id, 'Masa Kilitli Dosyalı Lokanta');
    expect(res.status).toBe(200);
    expect(await t.db.selectFrom('businesses').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(filesOf(id)).toEqual([stuck]);
    fs.rmSync(path.join(uploads.photos(), stuck as string), { recursive: true });
  });

  it('removing the sample data removes the sample listings’ photo files', async () => {
    const demo = await listingWithPhotos('Örnek Fotoğraflı Pansiyon', 1);
    const kept = await listingWithPhotos('Gerçek Fotoğraflı Pansiyon');
    await removeDemoData(t.db);
    expect(filesOf(demo)).toEqual([]);
    expect(filesOf(kept)).toHaveLength(6);
  });
});
