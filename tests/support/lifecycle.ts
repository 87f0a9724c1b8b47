import { afterAll, afterEach, beforeAll } from 'vitest';
import { startSmtpServer } from './smtp-server.ts';
import { createTestDb, type TestDb } from './test-db.ts';

/** An object that stands for one made later (in a beforeAll): each property read or written goes to that one. */
function madeLater<T extends object>(): [stand: T, make: (value: T) => void] {
  let made: T | undefined;
  const stand = new Proxy({} as T, {
    get: (_, key) => Reflect.get(made as T, key),
    set: (_, key, value) => Reflect.set(made as T, key, value),
  });
  return [stand, (value) => (made = value)];
}

/** For the tests of the file: a fresh test database (seeded on request), removed after the last test. */
export function withTestDb(options: { seed?: boolean } = {}): TestDb {
  const [t, make] = madeLater<TestDb>();
  beforeAll(async () => make(await createTestDb(options)));
  afterAll(() => t.cleanup());
  return t;
}

/**
 * For the tests of the file: a local fake server (SMTP, registry, Places, Stripe…) started before the first
 * test with the environment `env` gives (what points the code at it), closed with that environment removed
 * after the last test.
 */
export function withServer<S extends { close(): Promise<void> }>(
  start: () => Promise<S>,
  env: (server: S) => Record<string, string> = () => ({}),
): S {
  const [server, make] = madeLater<S>();
  beforeAll(async () => {
    make(await start());
    Object.assign(process.env, env(server));
  });
  afterAll(async () => {
    for (const name of Object.keys(env(server))) delete process.env[name];
    await server.close();
  });
  return server;
}

/** After each test: the environment variables named are removed (a test set them to point the code somewhere). */
export function clearEnvAfterEach(...names: string[]) {
  afterEach(() => {
    for (const name of names) delete process.env[name];
  });
}

/** For the tests of the file: the local SMTP server, with SMTP_URL pointing the mail module at it (and `env`). */
export function withSmtpServer(env: Record<string, string> = {}) {
  return withServer(startSmtpServer, (server) => ({ SMTP_URL: server.url, ...env }));
}
