import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MSG, MAPS_MAX_URLS } from '~/features/imports/messages.ts';
import { ADD_BUSINESS_MSG, MAPS_IMPORT_MSG } from '~/features/submissions/messages.ts';
import { CSV_BODY_LIMIT } from '~/lib/constants.ts';
import { MSG } from '~/lib/messages.ts';
import * as csvRoute from '~/pages/api/bulk-import/csv.ts';
import * as mapsRoute from '~/pages/api/bulk-import/google-maps.ts';
import { type CallResult, callEndpoint, expectJsonOnly } from '../support/api.ts';
import {
  FAKE_API_KEY,
  FAKE_PLACE,
  type FakePlacesServer,
  startFakePlacesServer,
} from '../support/fake-places-server.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let t: TestDb;
let adminToken: string;
let userToken: string;
let places: FakePlacesServer;

beforeAll(async () => {
  t = await createTestDb({ seed: true });
  adminToken = (await signedInUser(t.db, 'admin', 'yonetici')).token;
  userToken = (await signedInUser(t.db, 'user', 'uye')).token;
  places = await startFakePlacesServer();
});
afterAll(async () => {
  await places.close();
  await t.cleanup();
});
afterEach(() => {
  delete process.env.GOOGLE_MAPS_API_KEY;
  delete process.env.GOOGLE_PLACES_BASE_URL;
});

function csvForm(
  content: string | Uint8Array<ArrayBuffer>,
  category = 'Restoranlar',
  fileName = 'isletmeler.csv',
  type = 'text/csv',
): FormData {
  const form = new FormData();
  form.set('csv', new File([content], fileName, { type }));
  if (category) form.set('category', category);
  return form;
}

/** Sends the form as encoded bytes without Content-Length, so the endpoint has to count what it reads. */
async function uploadCsv(form: FormData, token = adminToken) {
  const encoded = new Response(form);
  const rawBody = Buffer.from(await encoded.arrayBuffer());
  return callEndpoint(csvRoute.POST, '/api/bulk-import/csv', {
    method: 'POST',
    rawBody,
    headers: { 'content-type': encoded.headers.get('content-type')! },
    bearer: token,
  });
}

/** An import answered 200 with the rows it stored, the rows it found stored already and the rows it refused. */
function expectImported(
  res: CallResult,
  imported: number,
  duplicates: number,
  errors: { row: number; message: string }[],
) {
  expect(res.status).toBe(200);
  expect({ imported: res.json.imported, duplicates: res.json.duplicates, errors: res.json.errors }).toEqual({
    imported,
    duplicates,
    errors,
  });
}

const bulkRows = (name: string) => t.db.selectFrom('businesses').selectAll().where('name', '=', name).execute();

describe('POST /api/bulk-import/csv', () => {
  it('401 anonymous, 403 for a non-admin, and nothing is written', async () => {
    const name = 'Yetkisiz Yükleme Lokantası';
    const form = () => csvForm(`name,address\n${name},Atatürk Bulvarı No:1 Merkez\n`);
    expect((await uploadCsv(form(), '')).status).toBe(401);
    expect((await uploadCsv(form(), userToken)).status).toBe(403);
    expect(await bulkRows(name)).toHaveLength(0);
  });

  it('imports good rows as pending, reports bad rows by line and skips duplicates (in the file and already stored)', async () => {
    const existing = await t.db
      .selectFrom('businesses')
      .select(['name', 'address', 'district'])
      .where('status', '=', 'approved')
      .where('district', '=', 'Besni')
      .executeTakeFirstOrThrow();
    const csv = [
      'name,address,phone,email,website,description',
      'Kâhta Göl Balık Evi,"Baraj Yolu No:3, Kâhta/Adıyaman",0416 725 11 22,info@golbalik.example,https://golbalik.example,Taze göl balığı',
      'Tut Köy Kahvaltısı,Cumhuriyet Mah. Tut,,,,',
      'X,Atatürk Cad. No:5 Merkez,,,,', // name too short
      'Adres Kısa Dükkan,Yok,,,,', // address too short
      'Hatalı Posta Pastanesi,İnönü Cad. No:8 Gölbaşı,,yanlis-eposta,,',
      'KAHTA GÖL BALIK EVİ,Baraj Yolu No:9 Kahta,,,,', // same folded name in the same district, earlier row
      'Başka Ad Aynı Telefon,Merkez Çarşı No:1,+90 416 725 11 22,,,', // same phone as row 2
      `${existing.name},"${existing.address}",,,,`, // stored already
    ].join('\n');
    const res = await uploadCsv(csvForm(csv));
    expectImported(res, 2, 3, [
      { row: 4, message: ADD_BUSINESS_MSG.name },
      { row: 5, message: ADD_BUSINESS_MSG.address },
      { row: 6, message: ADD_BUSINESS_MSG.email },
    ]);
    const [fish] = await bulkRows('Kâhta Göl Balık Evi');
    expect(fish).toMatchObject({
      status: 'pending',
      source: 'bulk',
      category: 'Restoranlar',
      district: 'Kâhta',
      phone: '0416 725 11 22',
      email: 'info@golbalik.example',
      website: 'https://golbalik.example',
    });
    const [breakfast] = await bulkRows('Tut Köy Kahvaltısı');
    expect(breakfast).toMatchObject({ status: 'pending', district: 'Tut', phone: null, email: null });
    expect(await bulkRows('KAHTA GÖL BALIK EVİ')).toHaveLength(0);
    expect(await bulkRows('Başka Ad Aynı Telefon')).toHaveLength(0);
  });

  it('counts a second upload of the same file as duplicates only', async () => {
    const csv = 'name,address\nSincik Dağ Evi,Merkez Mah. Sincik\n';
    expect((await uploadCsv(csvForm(csv, 'Oteller'))).json).toMatchObject({ imported: 1, duplicates: 0 });
    expect((await uploadCsv(csvForm(csv, 'Oteller'))).json).toMatchObject({ imported: 0, duplicates: 1, errors: [] });
  });

  it('leaves the district empty when the address names none, and reads Windows-1254 files', async () => {
    const text = 'name,address\nŞirin Çiçekçi,Gazi Caddesi No 14\n';
    const cp1254: Record<string, number> = { Ş: 0xde, Ç: 0xc7, ç: 0xe7 };
    const bytes = new Uint8Array([...text].map((ch) => cp1254[ch] ?? ch.charCodeAt(0)));
    const res = await uploadCsv(csvForm(bytes, 'Alışveriş'));
    expect(res.json).toMatchObject({ imported: 1 });
    const [row] = await bulkRows('Şirin Çiçekçi');
    expect(row).toMatchObject({ district: null, category: 'Alışveriş' });
  });

  it("400 'Please select a file and category' without a file or without a category", async () => {
    const noCategory = await uploadCsv(csvForm('name,address\nKategorisiz Yer,Atatürk Cad. 1\n', ''));
    expect(noCategory.status).toBe(400);
    expect(noCategory.json.error).toBe(BULK_MSG.missingFile);
    const unknownCategory = await uploadCsv(csvForm('name,address\nKategorisiz Yer,Atatürk Cad. 1\n', 'Uzay Turizmi'));
    expect(unknownCategory.status).toBe(400);
    const noFile = new FormData();
    noFile.set('category', 'Restoranlar');
    const res = await uploadCsv(noFile);
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(BULK_MSG.missingFile);
    expect(await bulkRows('Kategorisiz Yer')).toHaveLength(0);
  });

  it('400 for a file without the name and address columns, a file with no rows, and a non-CSV file', async () => {
    const noColumns = await uploadCsv(csvForm('isim,adres\nBir Yer,Bir Adres 1\n'));
    expect(noColumns.status).toBe(400);
    expect(noColumns.json.error).toBe(BULK_MSG.missingColumns);
    const empty = await uploadCsv(csvForm('name,address\n\n'));
    expect(empty.json.error).toBe(BULK_MSG.noRows);
    const image = await uploadCsv(csvForm('GIF89a', 'Restoranlar', 'logo.gif', 'image/gif'));
    expect(image.status).toBe(400);
    expect(image.json.error).toBe(BULK_MSG.notCsv);
  });

  it('413 past the 5 MB limit, 415 for a body that is not multipart', async () => {
    const row = 'Büyük Dosya Lokantası,Atatürk Bulvarı No:1 Merkez\n';
    const big = `name,address\n${row.repeat(Math.ceil(CSV_BODY_LIMIT / row.length) + 10)}`;
    const tooLarge = await uploadCsv(csvForm(big));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.error).toBe(MSG.payloadTooLarge);
    expect(await bulkRows('Büyük Dosya Lokantası')).toHaveLength(0);
    const json = await callEndpoint(csvRoute.POST, '/api/bulk-import/csv', {
      body: { csv: 'name,address' },
      bearer: adminToken,
    });
    expect(json.status).toBe(415);
  });
});

const MAPS_PATH = '/api/bulk-import/google-maps';
const placeUrl = (name: string, lat = 37.76, lng = 38.27) =>
  `https://www.google.com/maps/place/${encodeURIComponent(name).replace(/%20/g, '+')}/@${lat},${lng},17z`;
const importMaps = (body: unknown, token: string | undefined = adminToken) =>
  callEndpoint(mapsRoute.POST, MAPS_PATH, { body, bearer: token });

describe('POST /api/bulk-import/google-maps', () => {
  it('401 anonymous, 403 for a non-admin', async () => {
    const body = { urls: [placeUrl('Yetkisiz Harita Yeri')], category: 'Turizm' };
    expect((await callEndpoint(mapsRoute.POST, MAPS_PATH, { body })).status).toBe(401);
    expect((await importMaps(body, userToken)).status).toBe(403);
    expect(await bulkRows('Yetkisiz Harita Yeri')).toHaveLength(0);
  });

  it('without a Places key imports name and pin, reports invalid links and skips repeated ones', async () => {
    const res = await importMaps({
      urls: [
        placeUrl('Nemrut Manzara Pansiyon', 37.98, 38.74),
        '  ',
        'https://example.com/not-maps',
        placeUrl('Nemrut Manzara Pansiyon', 37.98, 38.74),
        'https://www.google.com/maps/search/?api=1&query_place_id=ChIJonlyId',
      ],
      category: 'Oteller',
    });
    expectImported(res, 1, 1, [
      { row: 2, message: MAPS_IMPORT_MSG.url },
      { row: 4, message: BULK_MSG.mapsNameMissing },
    ]);
    expect(res.json.notice).toBe(BULK_MSG.mapsNeedsKey);
    const [row] = await bulkRows('Nemrut Manzara Pansiyon');
    expect(row).toMatchObject({
      status: 'pending',
      source: 'bulk',
      category: 'Oteller',
      latitude: 37.98,
      longitude: 38.74,
      address: 'Adıyaman',
    });
  });

  it('with the Places API stores the details, and a failing lookup is reported per link', async () => {
    process.env.GOOGLE_MAPS_API_KEY = FAKE_API_KEY;
    process.env.GOOGLE_PLACES_BASE_URL = places.baseUrl;
    const res = await importMaps({
      urls: [`https://www.google.com/maps/search/?api=1&query=Nemrut&query_place_id=${FAKE_PLACE.id}`],
      category: 'Restoranlar',
    });
    expect(res.json).toMatchObject({ imported: 1, duplicates: 0, errors: [] });
    expect(res.json.notice).toBeUndefined();
    const [row] = await bulkRows('Nemrut Sofrası');
    expect(row).toMatchObject({
      address: FAKE_PLACE.formattedAddress,
      district: 'Merkez',
      phone: FAKE_PLACE.nationalPhoneNumber,
      googlePlaceId: FAKE_PLACE.id,
      category: 'Restoranlar',
    });

    places.failWith(500);
    try {
      const failed = await importMaps({ urls: [placeUrl('Ulaşılamayan Yer')], category: 'Turizm' });
      expect(failed.json).toMatchObject({ imported: 0, errors: [{ row: 1, message: BULK_MSG.mapsFetchFailed }] });
    } finally {
      places.failWith(200);
    }
  });

  it("400 'Please enter URLs and select a category' for no links, blank links or no category; 400 past the link limit", async () => {
    for (const body of [
      { urls: [], category: 'Turizm' },
      { urls: ['', '  '], category: 'Turizm' },
      { urls: [placeUrl('Kategorisiz')], category: '' },
      { category: 'Turizm' },
    ]) {
      const res = await importMaps(body);
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(BULK_MSG.missingUrls);
    }
    const tooMany = await importMaps({
      urls: Array.from({ length: MAPS_MAX_URLS + 1 }, (_, i) => placeUrl(`Yer ${i}`)),
      category: 'Turizm',
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error).toBe(BULK_MSG.tooManyUrls);
    expect(await bulkRows('Kategorisiz')).toHaveLength(0);
  });

  it('415 for a body that is not JSON, 400 for malformed JSON', async () => {
    await expectJsonOnly(mapsRoute.POST, MAPS_PATH, { bearer: adminToken });
  });
});
