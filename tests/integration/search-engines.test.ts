import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db, migrateToLatest } from '~/database.server.ts';
import { type ListOptions, listApprovedBusinesses } from '~/features/directory/businesses.server.ts';
import { listCategoriesWithCounts } from '~/features/directory/categories.server.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { createTestDb, onPostgres, type TestDb } from '../support/test-db.ts';

// On the PostgreSQL run: the same seed on SQLite and on PostgreSQL gives the same listings and
// search results, in the same order, with the same totals and suggestions.

let t: TestDb;
let sqlite: Db;
let dir: string;

const CASES: [string, Partial<ListOptions>][] = [
  ['every listed business', {}],
  ['kebap', { q: 'kebap' }],
  ['cig kofte', { q: 'cig kofte' }],
  ['KÂHTA', { q: 'KÂHTA' }],
  ['kah (prefix)', { q: 'kah' }],
  ['eczaneler (plural)', { q: 'eczaneler' }],
  ['otel merkez', { q: 'otel merkez' }],
  ['kırtsye (typo)', { q: 'kırtsye' }],
  ['berber kâhta', { q: 'berber kâhta' }],
  ['adıyaman', { q: 'adıyaman' }],
  ['featured', { featured: true }],
  ['district Kâhta', { district: 'Kâhta' }],
  ['"syntax" OR NOT', { q: '"kebap" OR NOT *' }],
  ['avukat (trade word)', { q: 'avukat' }],
  ['diş doktoru (trade words)', { q: 'diş doktoru' }],
  ['nakliyat samsat (relaxed)', { q: 'nakliyat samsat' }],
  ['hukuk bürosu qwxzvbq (unknown word)', { q: 'hukuk bürosu qwxzvbq' }],
  ['gym (English)', { q: 'gym' }],
];

describe.skipIf(!onPostgres)('the same search on SQLite and on PostgreSQL', () => {
  beforeAll(async () => {
    t = await createTestDb({ seed: true });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adiyaman-engines-'));
    sqlite = createDb(path.join(dir, 'same.db'));
    await migrateToLatest(sqlite);
    await seedDatabase(sqlite);
  });
  afterAll(async () => {
    await t?.cleanup();
    await sqlite?.destroy();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(CASES)('%s', async (_name, filters) => {
    for (const page of [
      { limit: 500, offset: 0 },
      { limit: 7, offset: 5 },
    ]) {
      const [onSqlite, onPg] = await Promise.all(
        [sqlite, t.db].map(async (db) => {
          const result = await listApprovedBusinesses(db, { ...filters, ...page });
          return { names: result.businesses.map((b) => b.name), total: result.total, suggestions: result.suggestions };
        }),
      );
      expect(onPg).toEqual(onSqlite);
    }
  });

  it('counts the same businesses per category', async () => {
    expect(await listCategoriesWithCounts(t.db)).toEqual(await listCategoriesWithCounts(sqlite));
  });
});
