import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest, openSqlite } from '~/database.server.ts';
import { backupDatabase } from '~/lib/db/backup.server.ts';
import { createTestDb, onPostgres, type TestDb } from '../support/test-db.ts';

let t: TestDb;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adiyaman-backup-'));
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

const moduleUrl = (file: string) => pathToFileURL(path.resolve(file)).href;

/** Another process storing contact messages (message and event in one transaction) as fast as it can. */
function startWriter(file: string): { child: ChildProcess; acknowledged: () => number } {
  const script = `
    const { createDb } = await import(${JSON.stringify(moduleUrl('src/database.server.ts'))});
    const { submitContactMessage } = await import(${JSON.stringify(moduleUrl('src/features/contact/contact.server.ts'))});
    const db = createDb(${JSON.stringify(file)});
    for (let i = 0; ; i++) {
      await submitContactMessage(db, { name: 'Yük ' + i, email: 'yuk@ornek.com.tr', subject: 'Yedek', message: 'Yedek alınırken yazılan mesaj ' + i });
      process.stdout.write('ok\\n');
    }
  `;
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', '--import', './scripts/alias.mjs', '--input-type=module', '-e', script],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let count = 0;
  child.stdout?.on('data', (chunk: Buffer) => {
    count += chunk
      .toString()
      .split('\n')
      .filter((line) => line === 'ok').length;
  });
  return { child, acknowledged: () => count };
}

/** `npm run backup` (scripts/backup.ts) against the live file; resolves with the copy it wrote. */
function runBackupScript(file: string): Promise<string> {
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', '--import', './scripts/alias.mjs', 'scripts/backup.ts'],
    { env: { ...process.env, DATABASE_PATH: file, BACKUP_DIR: dir }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('close', (code) => {
      const target = /→ (.+\.db)/.exec(out)?.[1];
      if (code === 0 && target) resolve(target);
      else reject(new Error(`backup exited with ${code}: ${out}`));
    });
  });
}

/** Waits for the writer to have acknowledged `count` writes; fails (and so stops the writer) after a minute. */
const waitForWrites = async (writer: ReturnType<typeof startWriter>, count: number) => {
  const deadline = Date.now() + 60_000;
  while (writer.acknowledged() < count) {
    if (writer.child.exitCode !== null) throw new Error(`the writer stopped (${writer.child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`the writer acknowledged ${writer.acknowledged()} of ${count} writes`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.skipIf(onPostgres)('npm run backup under write load (SQLite file copies)', () => {
  it('copies a consistent snapshot while another process writes: integrity ok, every pair of rows whole', async () => {
    const writer = startWriter(t.file);
    const copies: { before: number; file: string }[] = [];
    try {
      await waitForWrites(writer, 50);
      for (let i = 0; i < 3; i++) {
        const before = writer.acknowledged();
        // The last copy is taken by the command operators run.
        const file = i < 2 ? path.join(dir, `yedek-${i}.db`) : await runBackupScript(t.file);
        if (i < 2) backupDatabase(t.file, file);
        copies.push({ before, file });
        await waitForWrites(writer, before + 20);
      }
      for (const { before, file } of copies) {
        const copy = openSqlite(file);
        try {
          expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
          const messages = (copy.prepare('select count(*) n from contact_messages').get() as { n: number }).n;
          const events = (
            copy.prepare("select count(*) n from analytics_events where name = 'contact_form_submit'").get() as {
              n: number;
            }
          ).n;
          // Each write is one transaction of a message and its event: a torn copy would differ.
          expect(events).toBe(messages);
          expect(messages).toBeGreaterThanOrEqual(before);
        } finally {
          copy.close();
        }
      }
    } finally {
      writer.child.kill('SIGKILL');
      await new Promise((resolve) => writer.child.once('close', resolve));
    }
    // Restoring the copy restores exactly its rows: the live database has them all and more.
    const live = openSqlite(t.file);
    const copied = copies.at(-1)?.file as string;
    // Restored as an operator would: the copy put in place of a database file and opened by the site.
    const restoredFile = path.join(dir, 'geri-yuklenen.db');
    fs.copyFileSync(copied, restoredFile);
    const site = createDb(restoredFile);
    expect(await migrateToLatest(site)).toEqual([]);
    await site.destroy();
    const restored = openSqlite(restoredFile);
    const copy = openSqlite(copied);
    for (const table of ['contact_messages', 'analytics_events', 'businesses']) {
      const rows = (db: ReturnType<typeof openSqlite>) =>
        (db.prepare(`select count(*) n from ${table}`).get() as { n: number }).n;
      expect(rows(restored)).toBe(rows(copy));
    }
    copy.close();
    const count = (db: ReturnType<typeof openSqlite>) =>
      (db.prepare('select count(*) n from contact_messages').get() as { n: number }).n;
    expect(count(live)).toBeGreaterThan(count(restored));
    const lastCopied = restored.prepare('select id, message from contact_messages order by id desc limit 1').get();
    expect(
      live.prepare('select id, message from contact_messages where id = ?').get((lastCopied as { id: number }).id),
    ).toEqual(lastCopied);
    live.close();
    restored.close();
  }, 90_000);
});
