import { loadRenderers } from 'astro:container';
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSessionUser } from '~/features/identity/sessions.server.ts';
import { PHOTO_MSG, PHOTO_NOTICES } from '~/features/photos/messages.ts';
import * as change from '~/pages/api/businesses/[id]/photos/[photoId].ts';
import OwnerSectionPage from '~/pages/hesabim/isletme/[id]/[section].astro';
import { callEndpoint } from '../support/api.ts';
import { ownedListing, photoWithLocation, uploadPhotos, withUploadsDir } from '../support/listing-photos.ts';
import { countRows } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// Several photos in one form post (a phone's choice sent without scripts): each is checked and kept like
// an upload of its own, the plan's limit still counted for each; and the order controls and notices.

let t: TestDb;
const uploads = withUploadsDir();
let owner: { id: number; token: string };

const files = uploads.files;

async function formOf(count: number): Promise<FormData> {
  const form = new FormData();
  const colors = ['#16a085', '#2980b9', '#8e44ad', '#d35400', '#2c3e50', '#c0392b'];
  for (let i = 0; i < count; i++) {
    form.append(
      'photo',
      new File([await photoWithLocation(400, 300, colors[i])], `foto-${i}.jpg`, { type: 'image/jpeg' }),
    );
  }
  form.set('caption', 'Bahçe');
  return form;
}

const send = (form: FormData, id: number, json = true) => uploadPhotos(form, id, owner.token, { json });

beforeAll(async () => {
  t = await createTestDb();
  owner = await signedInUser(t.db, 'owner', 'coklu');
});
afterAll(async () => {
  await t.cleanup();
});

describe('several photos in one post', () => {
  it('stores each chosen photo with its variants, in the order chosen', async () => {
    const { id } = await ownedListing(t.db, owner.id, 'Çoklu Otel');
    const res = await send(await formOf(2), id);
    expect(res.status).toBe(200);
    expect(res.json.photos).toHaveLength(2);
    expect(res.json.photos.map((p: { sortOrder: number }) => p.sortOrder)).toEqual([0, 1]);
    expect(res.json.photos.map((p: { caption: string }) => p.caption)).toEqual(['Bahçe', 'Bahçe']);
    expect(await countRows(t.db, 'businessPhotos')).toBe(2);
    // Two widths (320 and its own 300 px height turned: 300 wide) in three formats each.
    expect(files()).toHaveLength(2 * res.json.photos[0].widths.length * 3);
  });

  it('refuses past the plan limit: the photos within it are kept, the rest refused in Turkish, no files left over', async () => {
    const { id } = await ownedListing(t.db, owner.id, 'Sınırlı Otel');
    const before = files().length;
    const res = await send(await formOf(5), id);
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(PHOTO_MSG.partly(3, PHOTO_MSG.limit(3)));
    const held = await t.db.selectFrom('businessPhotos').select('id').where('businessId', '=', id).execute();
    expect(held).toHaveLength(3);
    // Each kept photo (300 px wide once turned upright) has one width in three formats.
    expect(files().length - before).toBe(3 * 3);
    // A browser's form post comes back to the photo page with the message.
    const again = await send(await formOf(2), id, false);
    expect(again.status).toBe(409);
    expect(await countRows(t.db, 'businessPhotos')).toBe(5);
  });

  it('refuses more files than one post may carry, keeping none', async () => {
    const { id } = await ownedListing(t.db, owner.id, 'Fazla Otel');
    const res = await send(await formOf(6), id);
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(PHOTO_MSG.tooManyFiles);
    expect(await t.db.selectFrom('businessPhotos').select('id').where('businessId', '=', id).execute()).toEqual([]);
  });

  it('moves a photo to the front or the end, and a browser gets one notice of its own', async () => {
    const { id } = await ownedListing(t.db, owner.id, 'Sıralı Otel', 'pending');
    const ids = (await send(await formOf(3), id)).json.photos.map((p: { id: number }) => p.id) as number[];
    const act = (photoId: number, action: string) =>
      callEndpoint(change.POST, `/api/businesses/${id}/photos/${photoId}`, {
        form: { action },
        bearer: owner.token,
        params: { id: String(id), photoId: String(photoId) },
        headers: { accept: 'text/html' },
      });
    const order = async () =>
      (
        await t.db.selectFrom('businessPhotos').select('id').where('businessId', '=', id).orderBy('sortOrder').execute()
      ).map((p) => p.id);
    const moved = await act(ids[2] as number, 'first');
    expect(moved.status).toBe(303);
    expect(moved.headers.get('location')).toMatch(/\?durum=sira-degisti$/);
    expect(await order()).toEqual([ids[2], ids[0], ids[1]]);
    await act(ids[2] as number, 'last');
    expect(await order()).toEqual([ids[0], ids[1], ids[2]]);
    const primary = await act(ids[1] as number, 'primary');
    expect(primary.headers.get('location')).toMatch(/\?durum=ana-fotograf$/);
  });
});

describe('the photo page after a change', () => {
  it("shows one notice, the photo's own, for each change (none saying the listing awaits approval)", async () => {
    const { id } = await ownedListing(t.db, owner.id, 'Bildirim Otel');
    const container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
    const user = await findSessionUser(t.db, owner.token);
    for (const [key, text] of Object.entries(PHOTO_NOTICES)) {
      const path = `/hesabim/isletme/${id}/fotograflar?durum=${key}`;
      const response = await container.renderToResponse(OwnerSectionPage, {
        request: new Request(new URL(path, 'http://127.0.0.1')),
        params: { id: String(id), section: 'fotograflar' },
        locals: { user, sessionToken: owner.token, lang: 'tr' },
      });
      const html = await response.text();
      const notices = [...html.matchAll(/role="status"[^>]*>\s*([^<]*?)\s*</g)].map((m) => m[1]);
      expect(notices, key).toEqual([text]);
    }
  });
});
