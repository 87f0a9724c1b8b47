import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '~/features/audit/audit.server.ts';
import { editListing } from '~/features/listings/transitions.server.ts';
import { listModerationQueue } from '~/features/moderation/moderation.server.ts';
import { OSM_MSG } from '~/features/osm/messages.ts';
import { importOsmText, listMergeProposals } from '~/features/osm/osm-import.server.ts';
import * as importRoute from '~/pages/api/desk/osm-import.ts';
import * as mergeRoute from '~/pages/api/desk/osm-merge/[id]/[decision].ts';
import { callEndpoint } from '../support/api.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// An Overpass answer of our own (44 places of the province, two that are seeded listings under another
// spelling, four that cannot be listings) goes into the review queue; the same file again adds nothing,
// and a field changed after the import keeps its value when the file comes again.

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/osm/adiyaman-overpass.json');
const text = fs.readFileSync(FIXTURE, 'utf8');

let t: TestDb;
let actor: Actor;
let adminToken: string;

beforeAll(async () => {
  t = await createTestDb({ seed: true });
  const admin = await signedInUser(t.db, 'admin', 'osm-yonetici');
  actor = { id: admin.id, username: 'osm-yonetici' };
  adminToken = admin.token;
});
afterAll(() => t.cleanup());

const countBusinesses = async () =>
  Number(
    (
      await t.db
        .selectFrom('businesses')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The imported listing of that name (the seed may hold one named alike). */
const byName = (name: string) =>
  t.db
    .selectFrom('businesses')
    .selectAll()
    .where('name', '=', name)
    .where('source', '=', 'osm')
    .executeTakeFirstOrThrow();

describe('OpenStreetMap import', () => {
  it('makes a pending listing of each place, proposes merges for duplicates and skips the rest', async () => {
    const before = await countBusinesses();
    const report = await importOsmText(t.db, text, actor);
    expect(report).toMatchObject({ created: 44, updated: 0, proposals: 2 });
    expect(report.skipped.map((s) => s.reason).sort()).toEqual(
      ['adı yok', 'adı yok', 'kategorisi eşlenemedi', 'konumu yok'].sort(),
    );
    expect(await countBusinesses()).toBe(before + 44);

    const pharmacy = await byName('Yeşil Vadi Eczanesi');
    expect(pharmacy).toMatchObject({
      status: 'pending',
      source: 'osm',
      category: 'Sağlık',
      district: 'Merkez',
      phone: '+90 416 216 10 20',
      wheelchair: 'yes',
      holidayMode: 'closed',
      workingHoursText: null,
    });
    expect(pharmacy.osmId).toMatch(/^node\/\d+$/);
    expect(pharmacy.address).toBe('Atatürk Bulvarı No:112, Merkez/Adıyaman');
    expect(JSON.parse(pharmacy.workingHours ?? '{}')).toEqual({
      monday: '08:30-19:00',
      tuesday: '08:30-19:00',
      wednesday: '08:30-19:00',
      thursday: '08:30-19:00',
      friday: '08:30-19:00',
      saturday: '09:00-14:00',
      sunday: 'Kapalı',
    });
    const subcategory = await t.db
      .selectFrom('subcategories')
      .select('slug')
      .where('id', '=', pharmacy.subcategoryId ?? 0)
      .executeTakeFirst();
    expect(subcategory?.slug).toBe('eczaneler');
  });

  it('reads several ranges a day, past midnight and the district from the address', async () => {
    const pharmacy = await byName('Nemrut Eczanesi');
    expect(pharmacy.district).toBe('Kâhta');
    expect(pharmacy.phone).toBe('+90 416 725 11 22');
    expect(JSON.parse(pharmacy.workingHours ?? '{}').monday).toBe('08:30-12:30, 13:30-19:00');
    const cafe = await byName('Kommagene Kahvecisi');
    expect(JSON.parse(cafe.workingHours ?? '{}')).toMatchObject({ friday: '08:00-02:00', sunday: '10:00-24:00' });
    const kofte = await byName('Çiğköfteci Mahmut Usta');
    expect(kofte).toMatchObject({
      phone: '+90 532 412 45 67',
      website: 'https://www.mahmutusta-cigkofte.com.tr/',
      category: 'Restoranlar',
    });
    expect(JSON.parse(kofte.workingHours ?? '{}').sunday).toBe('10:00-02:00');
    expect((await byName('Gölbaşı Alabalık Tesisleri')).holidayHours).toBe('10:00-22:00');
  });

  it('keeps what it cannot read as a note for the operator, never a guess', async () => {
    for (const name of [
      'Atatürk Parkı Çay Bahçesi',
      'Karadut Pansiyon',
      'Güzellik Merkezi Lâl',
      'Ataş Kuru Temizleme',
      'Nemrut Hediyelik Eşya',
    ]) {
      const row = await byName(name);
      expect(row.workingHours, name).toBeNull();
      expect(row.workingHoursText, name).toContain('OpenStreetMap çalışma saatleri okunamadı');
    }
  });

  it('proposes the two seeded listings as merges instead of creating them again', async () => {
    const proposals = await listMergeProposals(t.db);
    expect(proposals.map((p) => [p.name, p.businessName]).sort()).toEqual([
      ['Perre Lokantasi', 'Perre Lokantası'],
      ['Sincik Işık Kebap', 'Sincik Işık Kebap Salonu'],
    ]);
    for (const p of proposals) expect(p.distanceM).toBeLessThan(150);
    const queue = await listModerationQueue(t.db);
    expect(queue.items.filter((i) => i.kind === 'listing').map((i) => i.businessName)).toContain('Yeşil Vadi Eczanesi');
  });

  it('creates nothing when the same file comes again', async () => {
    const before = await countBusinesses();
    const report = await importOsmText(t.db, text, actor);
    expect(report).toMatchObject({ created: 0, updated: 0, proposals: 0, unchanged: 46 });
    expect(await countBusinesses()).toBe(before);
    expect(await listMergeProposals(t.db)).toHaveLength(2);
  });

  it('updates only the fields nobody edited since the last import', async () => {
    const listing = await byName('Harran Kebap Salonu');
    await editListing(t.db, listing.id, { phone: '+90 416 214 99 99' }, actor);
    const changed = JSON.parse(text) as { elements: { tags?: Record<string, string> }[] };
    const element = changed.elements.find((e) => e.tags?.name === 'Harran Kebap Salonu');
    if (!element?.tags) throw new Error('fixture without Harran Kebap Salonu');
    element.tags.phone = '0416 214 00 01';
    element.tags.opening_hours = 'Mo-Sa 11:00-22:00; Su off';
    const report = await importOsmText(t.db, JSON.stringify(changed), actor);
    expect(report).toMatchObject({ created: 0, updated: 1, proposals: 0 });
    const after = await byName('Harran Kebap Salonu');
    expect(after.phone).toBe('+90 416 214 99 99');
    expect(JSON.parse(after.workingHours ?? '{}')).toMatchObject({ monday: '11:00-22:00', sunday: 'Kapalı' });
    // Once more: the owner's phone stays theirs, and nothing else moves.
    expect(await importOsmText(t.db, JSON.stringify(changed), actor)).toMatchObject({ created: 0, updated: 0 });
    expect((await byName('Harran Kebap Salonu')).phone).toBe('+90 416 214 99 99');
  });
});

describe('the desk import (POST /api/desk/osm-import)', () => {
  const upload = (content: string, name = 'adiyaman.osm', extra: Record<string, string> = {}) => {
    const form = new FormData();
    form.set('dosya', new File([content], name, { type: 'application/octet-stream' }));
    for (const [k, v] of Object.entries(extra)) form.set(k, v);
    return form;
  };
  const post = async (form: FormData, headers: Record<string, string> = {}, bearer: string | null = adminToken) => {
    const encoded = new Response(form);
    return callEndpoint(importRoute.POST, '/api/desk/osm-import', {
      method: 'POST',
      rawBody: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') as string, ...headers },
      bearer: bearer ?? undefined,
    });
  };
  const xml = `<?xml version="1.0"?><osm version="0.6">
    <node id="990001" lat="37.7712" lon="38.2911"><tag k="name" v="Masa Başı Kırtasiye"/><tag k="shop" v="stationery"/></node></osm>`;

  it('is for admins only', async () => {
    expect((await post(upload(xml), {}, null)).status).toBe(401);
  });

  it('imports an uploaded .osm file and answers a script with the report', async () => {
    const answer = await post(upload(xml));
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ created: 1, proposals: 0 });
    expect((await post(upload(xml))).json).toMatchObject({ created: 0, unchanged: 1 });
  });

  it('sends a browser back to the desk page with the counts, or the refusal', async () => {
    const sent = await post(upload(xml), { accept: 'text/html' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/admin/openstreetmap?sonuc=0-0-1-0-0');
    const refused = await post(upload('not a map', 'x.txt'));
    expect([refused.status, refused.json.error]).toEqual([400, OSM_MSG.notOsm]);
  });

  it('fetches the province live from OSM_OVERPASS_URL, and says so when it is not set', async () => {
    const live = new FormData();
    live.set('kaynak', 'overpass');
    const off = await post(live);
    expect([off.status, off.json.error]).toEqual([503, OSM_MSG.noOverpass]);
    const asked: string[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        asked.push(new URLSearchParams(body).get('data') ?? '');
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            elements: [
              { type: 'node', id: 990002, lat: 37.7601, lon: 38.2655, tags: { name: 'Canlı Fırın', shop: 'bakery' } },
            ],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.OSM_OVERPASS_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/interpreter`;
    try {
      const answer = await post(live);
      expect(answer.json).toMatchObject({ created: 1 });
      expect(asked[0]).toContain('area["name"="Adıyaman"]');
    } finally {
      delete process.env.OSM_OVERPASS_URL;
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('merge proposals (POST /api/desk/osm-merge/{id}/{decision})', () => {
  const decide = (id: number, decision: string) =>
    callEndpoint(mergeRoute.POST, `/api/desk/osm-merge/${id}/${decision}`, {
      method: 'POST',
      params: { id: String(id), decision },
      bearer: adminToken,
    });

  it('merges: the listing takes the OSM id, keeps its own values, and the next import finds it', async () => {
    const [perre, sincik] = (await listMergeProposals(t.db)).sort((a, b) => a.name.localeCompare(b.name));
    if (!perre || !sincik) throw new Error('two proposals expected');
    const before = await t.db
      .selectFrom('businesses')
      .selectAll()
      .where('id', '=', perre.businessId)
      .executeTakeFirstOrThrow();
    expect((await decide(perre.id, 'birlestir')).status).toBe(200);
    const after = await t.db
      .selectFrom('businesses')
      .selectAll()
      .where('id', '=', perre.businessId)
      .executeTakeFirstOrThrow();
    expect(after.osmId).toBe(perre.osmId);
    expect(after.phone).toBe(before.phone);
    expect(after.name).toBe('Perre Lokantası');
    expect((await decide(sincik.id, 'yoksay')).status).toBe(200);
    expect((await decide(sincik.id, 'yoksay')).status).toBe(404);
    expect(await listMergeProposals(t.db)).toHaveLength(0);
    const count = await countBusinesses();
    expect(await importOsmText(t.db, text, actor)).toMatchObject({ created: 0, proposals: 0 });
    expect(await countBusinesses()).toBe(count);
    expect((await byId(perre.businessId)).name).toBe('Perre Lokantası');
  });
});

const byId = (id: number) => t.db.selectFrom('businesses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
