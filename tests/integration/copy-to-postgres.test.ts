import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db, migrateToLatest } from '~/database.server.ts';
import { listApprovedBusinesses } from '~/features/directory/businesses.server.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { testPostgresUrl } from '../support/postgres-server.ts';
import { createEmptyPostgresDatabase, onPostgres } from '../support/test-db.ts';

// On the PostgreSQL run: `npm run db:copy-to-postgres` moves a seeded SQLite database into an empty
// PostgreSQL database with the same rows, the same search, and ids that go on after the copied ones.
const root = path.resolve(import.meta.dirname, '../..');

function copy(sqliteFile: string, url: string) {
  return spawnSync(
    process.execPath,
    [
      `--import=${pathToFileURL(path.join(root, 'scripts/alias.mjs')).href}`,
      path.join(root, 'scripts/copy-to-postgres.ts'),
    ],
    {
      cwd: root,
      env: { ...process.env, DATABASE_PATH: sqliteFile, DATABASE_URL: url },
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
}

describe.skipIf(!onPostgres)('npm run db:copy-to-postgres', () => {
  let dir: string;
  let sqlite: Db;
  let url: string;
  let copied: Db;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adiyaman-copy-'));
    sqlite = createDb(path.join(dir, 'source.db'));
    await migrateToLatest(sqlite);
    await seedDatabase(sqlite);
    url = await createEmptyPostgresDatabase(testPostgresUrl() as string);
    copied = createDb(url);
  }, 60_000);
  afterAll(async () => {
    await sqlite?.destroy();
    await copied?.destroy();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('copies every table with equal row counts, searchable, and refuses a second copy', async () => {
    const first = copy(path.join(dir, 'source.db'), url);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/✔ businesses: (\d+) → \1/);
    expect(first.stdout).not.toContain('✘');

    const search = { q: 'kebap', limit: 50, offset: 0 };
    const names = async (db: Db) => (await listApprovedBusinesses(db, search)).businesses.map((b) => b.name);
    expect(await names(copied)).toEqual(await names(sqlite));

    const { id } = await copied
      .insertInto('contactMessages')
      .values({ name: 'Ayşe', email: 'ayse@example.com', subject: 'Soru', message: 'Merhaba' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const last = await sqlite
      .selectFrom('contactMessages')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst();
    expect(id).toBeGreaterThan(Number(last?.max ?? 0));

    const again = copy(path.join(dir, 'source.db'), url);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already has businesses');
  }, 120_000);
});
