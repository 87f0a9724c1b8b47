import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '~/database.server.ts';
import { buildsRoot } from '~/lib/serve/builds.server.ts';
import { type SharedBuild, sharedBuild, watchSharedBuilds } from '~/lib/serve/shared-rebuilds.server.ts';
import { createTestDb, onPostgres, type TestDb } from '../support/test-db.ts';

// Several processes on one PostgreSQL database: each has its own connections (here: its own Db), one
// builds at a time, a request that waited while another build covered it builds nothing, and every
// process switches to the recorded build.

let t: TestDb;
const processes: Db[] = [];
beforeAll(async () => {
  t = await createTestDb();
  if (onPostgres) for (let i = 0; i < 3; i++) processes.push(createDb(t.file));
});
afterAll(async () => {
  for (const db of processes) await db.destroy();
  await t.cleanup();
});

const recorded = async () =>
  (await t.db.selectFrom('siteRebuilds').select('buildId').where('id', '=', 1).executeTakeFirstOrThrow()).buildId;
const requested = async () =>
  (await t.db.selectFrom('siteRebuilds').select('requested').where('id', '=', 1).executeTakeFirstOrThrow()).requested;

describe.skipIf(!onPostgres)('rebuilds shared by several processes (PostgreSQL)', () => {
  it('builds one at a time, skips a request a later build covered, and every process switches to a newer build', async () => {
    let running = 0;
    let most = 0;
    let made = 0;
    let releaseFirst = () => {};
    const firstMayEnd = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const build = async () => {
      running++;
      most = Math.max(most, running);
      made++;
      const id = `build-${made}`;
      if (made === 1) await firstMayEnd;
      else await new Promise((resolve) => setTimeout(resolve, 50));
      running--;
      return path.join(buildsRoot(), id);
    };
    const [a, b, c] = processes.map((db) => sharedBuild(db, build)) as [
      () => Promise<SharedBuild>,
      () => Promise<SharedBuild>,
      () => Promise<SharedBuild>,
    ];
    const first = a();
    while (made === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const second = b();
    const third = c();
    while ((await requested()) < 3) await new Promise((resolve) => setTimeout(resolve, 10));
    releaseFirst();
    const results = await Promise.all([first, second, third]);

    expect(most).toBe(1);
    expect(made).toBe(2);
    expect(results.map((r) => path.basename(r.dir)).sort()).toEqual(['build-1', 'build-2', 'build-2']);
    expect(results.filter((r) => r.madeHere)).toHaveLength(2);

    let serving = path.join(buildsRoot(), 'build-1');
    let stopSwitching = async () => {};
    const switched = new Promise<SharedBuild>((resolve) => {
      stopSwitching = watchSharedBuilds(
        processes[0] as Db,
        () => serving,
        async (next) => {
          serving = next.dir;
          resolve(next);
        },
        20,
      );
    });
    expect(path.basename((await switched).dir)).toBe('build-2');
    await stopSwitching();

    // A process started on a newer build (a deployment) records it; an older recorded build is never switched to.
    serving = path.join(buildsRoot(), 'build-10');
    let switchedBack = false;
    const stop = watchSharedBuilds(
      processes[1] as Db,
      () => serving,
      async () => {
        switchedBack = true;
      },
      20,
    );
    try {
      while ((await recorded()) !== 'build-10') await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await stop();
    }
    expect(switchedBack).toBe(false);
  });
});
