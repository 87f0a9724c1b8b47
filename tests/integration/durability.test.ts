import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '~/database.server.ts';
import { createTestDb, endPostgresConnections, onPostgres, type TestDb } from '../support/test-db.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t.cleanup());

const moduleUrl = (file: string) => pathToFileURL(path.resolve(file)).href;

describe('durability', () => {
  it.runIf(onPostgres)(
    'goes on when PostgreSQL ends its connections (a restart): the next query opens a new one',
    async () => {
      const one = async () => (await sql<{ n: number }>`select 1 as n`.execute(t.db)).rows[0]?.n;
      await Promise.all([one(), one(), one()]);
      // Idle connections, and one held between queries, are ended by the server.
      await t.db.connection().execute(async (held) => {
        await sql`select 1`.execute(held);
        await endPostgresConnections(t.file);
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      expect(await one()).toBe(1);
      expect(await Promise.all([one(), one()])).toEqual([1, 1]);
    },
  );

  it('keeps a write the application acknowledged when the process is killed with SIGKILL right after', async () => {
    // A separate process stores a contact message through the same code the endpoint uses, says so,
    // and is killed at once: no clean shutdown, no checkpoint.
    const script = `
      const { createDb } = await import(${JSON.stringify(moduleUrl('src/database.server.ts'))});
      const { submitContactMessage } = await import(${JSON.stringify(moduleUrl('src/features/contact/contact.server.ts'))});
      const db = createDb(${JSON.stringify(t.file)});
      const { id } = await submitContactMessage(db, { name: 'Dayanıklılık Testi', email: 'test@ornek.com.tr', subject: 'Kayıt', message: 'Bu mesaj kaybolmamalı.' });
      process.stdout.write('stored ' + id + '\\n');
      setInterval(() => {}, 1000);
    `;
    const child = spawn(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', '--import', './scripts/alias.mjs', '--input-type=module', '-e', script],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const id = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        const match = /stored (\d+)/.exec(chunk.toString());
        if (match) {
          child.kill('SIGKILL');
          resolve(Number(match[1]));
        }
      });
      child.on('exit', (code, signal) => signal !== 'SIGKILL' && reject(new Error(`child exited with ${code}`)));
    });
    await new Promise((resolve) => child.once('close', resolve));

    const reopened = createDb(t.file);
    try {
      const row = await reopened
        .selectFrom('contactMessages')
        .select(['name', 'message'])
        .where('id', '=', id)
        .executeTakeFirst();
      expect(row).toEqual({ name: 'Dayanıklılık Testi', message: 'Bu mesaj kaybolmamalı.' });
      const event = await reopened
        .selectFrom('analyticsEvents')
        .select('name')
        .where('name', '=', 'contact_form_submit')
        .executeTakeFirst();
      expect(event?.name).toBe('contact_form_submit');
    } finally {
      await reopened.destroy();
    }
  });
});
