import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '~/lib/db/db.server.ts';
import { buildsRoot } from '~/lib/serve/builds.server.ts';

// Rebuilds when several processes serve the site from one PostgreSQL database (issue 17). The build
// folder is shared (BUILDS_DIR on the machine or a shared disk): one process at a time builds, under
// an advisory lock, and records the new build in `site_rebuilds` (migration 0050); every process looks
// there each second and switches to the recorded build when it is newer than its own. A request is
// counted before the lock is taken, so a process that waited while another built for its request
// switches to that build instead of building the same database again. On SQLite one process serves the
// site and none of this runs.

/** Key of the advisory lock held while one process builds the site. */
const BUILD_LOCK = 170_050;
/** How often each process looks for a build another one made. */
const WATCH_MS = 1000;

/** A build to switch to: its folder, and whether this process made it. */
export interface SharedBuild {
  dir: string;
  madeHere: boolean;
}

/**
 * The build step of a process's rebuild queue on PostgreSQL: counts the request, then under the
 * lock builds with `build` unless a build made after the request is recorded already.
 */
export function sharedBuild(db: Db, build: () => Promise<string>): () => Promise<SharedBuild> {
  return async () => {
    const mine = await db
      .updateTable('siteRebuilds')
      .set({ requested: sql`requested + 1` })
      .where('id', '=', 1)
      .returning('requested')
      .executeTakeFirstOrThrow();
    return db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(${BUILD_LOCK})`.execute(conn);
      try {
        const state = await conn.selectFrom('siteRebuilds').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
        if (state.buildId && state.built >= mine.requested)
          return { dir: path.join(buildsRoot(), state.buildId), madeHere: false };
        const startedAt = Date.now();
        const dir = await build();
        await conn
          .updateTable('siteRebuilds')
          .set({ built: state.requested, buildId: path.basename(dir), buildStartedAt: startedAt })
          .where('id', '=', 1)
          .execute();
        return { dir, madeHere: true };
      } finally {
        await sql`select pg_advisory_unlock(${BUILD_LOCK})`.execute(conn);
      }
    });
  };
}

/** Build folders are named by the time they were made: the later name is the newer build. */
const isNewer = (a: string, than: string) => a.localeCompare(than, 'en', { numeric: true }) > 0;

/**
 * Looks each second for a build recorded by any process and hands a newer one to `serve`
 * (`current` is the folder served now). A process serving a newer build than the recorded one (started
 * after `npm run build` made it) records its build, so the others switch to it. Returns the function
 * that stops watching (once the look under way is done).
 */
export function watchSharedBuilds(
  db: Db,
  current: () => string,
  serve: (next: SharedBuild) => Promise<void>,
  everyMs = WATCH_MS,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const look = async () => {
    const state = await db.selectFrom('siteRebuilds').select('buildId').where('id', '=', 1).executeTakeFirstOrThrow();
    const served = path.basename(current());
    if (state.buildId && isNewer(state.buildId, served)) {
      const dir = path.join(buildsRoot(), state.buildId);
      await serve({ dir, madeHere: false });
    } else if (!state.buildId || isNewer(served, state.buildId)) {
      await db
        .updateTable('siteRebuilds')
        .set({ buildId: served, buildStartedAt: Date.now() })
        .where('id', '=', 1)
        .where((eb) => (state.buildId ? eb('buildId', '=', state.buildId) : eb('buildId', 'is', null)))
        .execute();
    }
  };
  const timer = setInterval(() => {
    running ??= look()
      .catch((error) => console.error('[rebuild] could not look for a new build', error))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
