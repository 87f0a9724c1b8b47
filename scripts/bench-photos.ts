// The photo half of `npm run bench` (issue 15): one listing with 20 photos, made through the photos module
// (its checks, its variants written under UPLOADS_DIR, its rows), from generated pictures with detail
// (gradients, shapes and grain, so the encoders work as on a real photo and not on a flat colour).
import sharp from 'sharp';
import { addPhoto } from '~/features/photos/photos.server.ts';
import type { Db } from '~/lib/db/db.server.ts';

const PHOTO_COUNT = 20;
const WIDTH = 2000;
const HEIGHT = 1333;

/** A deterministic picture: a sky-to-ground gradient, a few dozen coloured shapes and fine grain. */
async function detailedPhoto(seed: number): Promise<Uint8Array> {
  let state = seed * 7919 + 17;
  const rand = () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return state / 4294967296;
  };
  const hue = Math.floor(rand() * 360);
  const shapes = Array.from({ length: 40 }, () => {
    const x = Math.round(rand() * WIDTH);
    const y = Math.round(rand() * HEIGHT);
    const r = Math.round(20 + rand() * 220);
    const fill = `hsl(${Math.floor(hue + rand() * 120) % 360},${Math.round(30 + rand() * 50)}%,${Math.round(25 + rand() * 50)}%)`;
    return rand() < 0.5
      ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" opacity="0.8"/>`
      : `<rect x="${x}" y="${y}" width="${r * 2}" height="${r}" fill="${fill}" opacity="0.7" transform="rotate(${Math.round(rand() * 40 - 20)} ${x} ${y})"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,75%)"/><stop offset="0.55" stop-color="hsl(${(hue + 40) % 360},45%,55%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 90) % 360},35%,30%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  const grain = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer();
  const picture = await sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
  return new Uint8Array(picture);
}

/**
 * Gives the last published bench listing a plan that allows 20 photos and adds 20 photos to it as the desk
 * would (published at once, by a user standing for the desk); returns its id.
 */
export async function addBenchPhotos(db: Db): Promise<number> {
  const business = await db
    .selectFrom('businesses')
    .select(['id', 'name', 'status', 'ownerId'])
    .where('status', '=', 'approved')
    .where('source', '=', 'bench')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  await db.updateTable('businesses').set({ subscriptionTier: 'premium' }).where('id', '=', business.id).execute();
  const user = await db
    .insertInto('users')
    .values({ username: 'bench-fotograf', email: 'bench-fotograf@example.com', role: 'user' })
    .returning(['id', 'username', 'email', 'role'])
    .executeTakeFirstOrThrow();
  const actor = { user, isAdmin: true, business: { ...business, subscriptionTier: 'premium' } };
  for (let i = 0; i < PHOTO_COUNT; i++) {
    const added = await addPhoto(
      db,
      actor,
      { bytes: await detailedPhoto(i + 1), caption: `Fotoğraf ${i + 1}` },
      PHOTO_COUNT,
    );
    if (!added.ok) throw new Error(`bench photo ${i + 1}: ${added.message}`);
  }
  return business.id;
}
