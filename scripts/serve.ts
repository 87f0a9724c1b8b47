// npm run serve — serves the current build (or BUILD_DIR) on HOST:PORT and rebuilds on publish, with one
// serving process per core (SERVE_PROCESSES sets how many; lib/serve/processes.server.ts).
import './production.ts';
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { getDb, isPostgres } from '~/database.server.ts';
import { RequestLogWriter } from '~/features/analytics/request-log.server.ts';
import { schedulePruning } from '~/features/analytics/retention.server.ts';
import { ensureFirstAdmin } from '~/features/identity/admin-users.server.ts';
import { scheduleReminders } from '~/features/listing-posts/reminders.server.ts';
import { sweepOrphanPhotoFiles } from '~/features/photos/photos.server.ts';
import { siteUrlWarning } from '~/features/site/origin.ts';
import { refundInMemory, takeInMemory } from '~/lib/http/rate-limit.server.ts';
import { activateBuild, buildInto, currentBuildDir } from '~/lib/serve/builds.server.ts';
import { joinPrimary, type Primary, servingProcesses, startPrimary } from '~/lib/serve/processes.server.ts';
import { createRebuildQueue, type RebuildHook, registerRebuildHook } from '~/lib/serve/rebuild.server.ts';
import { createRenderCache } from '~/lib/serve/render-cache.server.ts';
import { type SharedBuild, sharedBuild, watchSharedBuilds } from '~/lib/serve/shared-rebuilds.server.ts';
import { createSite, listen, retirement } from '~/lib/serve/site.server.ts';
import { watchPrerenderedData } from '~/lib/serve/version-rebuilds.server.ts';

/** Creates the first admin when there is none; a generated password is printed this once. */
export async function ensureAdmin(): Promise<void> {
  const result = await ensureFirstAdmin(getDb());
  if (!result.created) return;
  if (result.generatedPassword) {
    console.log(`[admin] created user '${result.username}' with password: ${result.generatedPassword}`);
    console.log('[admin] it is shown only this once; change it with `npm run admin:password`.');
  } else console.log(`[admin] created user '${result.username}' with the password from ADMIN_PASSWORD`);
}

/**
 * Serves a build until SIGINT/SIGTERM, from SERVE_PROCESSES processes (one at least, beside the first
 * process, which serves nothing: a new build comes with new serving processes); prints the URL once listening.
 */
export async function serveBuild(dir: string): Promise<void> {
  await servePrimary(dir, servingProcesses());
}

/** The builds a rebuild makes: on PostgreSQL one process of all builds at a time (shared-rebuilds.server.ts). */
function buildStep(): () => Promise<SharedBuild> {
  const db = getDb();
  return isPostgres(db) ? sharedBuild(db, () => buildInto()) : async () => ({ dir: await buildInto(), madeHere: true });
}

const host = () => process.env.HOST || '127.0.0.1';
const port = () => Number(process.env.PORT || 4321);

/**
 * Creates the first admin if there is none, removes the photo files of uploads that crashed before their
 * row was written, and warns when SITE_URL is not set for a real host.
 */
async function prepareToServe(): Promise<void> {
  await ensureAdmin();
  const swept = await sweepOrphanPhotoFiles(getDb());
  if (swept) console.log(`[photos] removed ${swept} files of uploads that did not finish`);
  const warning = siteUrlWarning(process.env);
  if (warning) console.warn(warning);
}

/**
 * What one process keeps for the whole site: the retention timer, the rebuild queue, PostgreSQL's
 * shared builds and the rebuild of pre-rendered pages when their data changed. A rebuild (DESIGN §4): astro
 * build in a child process into a fresh builds/<id>/; `load` has it served (by new serving processes),
 * and only then is it made current, so requests in flight finish on the old one. On PostgreSQL several processes may serve the
 * site: one builds at a time and all switch to its build (shared-rebuilds.server.ts). `onQueueChange` is
 * told whenever the queue's state may have changed. Returns the function that stops the timers.
 */
function keepSiteDuties(
  dir: string,
  load: (next: SharedBuild) => Promise<void>,
  onQueueChange: () => void = () => {},
): { rebuilds: RebuildHook; current: () => string; stop: () => Promise<void> } {
  const db = getDb();
  const stopPruning = schedulePruning(db, (message) => console.log(message));
  const stopReminders = scheduleReminders(db, (message) => console.log(message));
  let current = dir;
  const serve = async (next: SharedBuild) => {
    await load(next);
    current = next.dir;
    if (next.madeHere) activateBuild(next.dir);
  };
  const rebuilds = createRebuildQueue({
    build: buildStep(),
    activate: serve,
    log: (message) => {
      console.log(message);
      onQueueChange();
    },
  });
  registerRebuildHook(rebuilds);
  const stopWatching = isPostgres(db) ? watchSharedBuilds(db, () => current, serve) : async () => {};
  // The change counters, not the features, say when the pre-rendered pages' data changed (DESIGN §4).
  const stopVersions = watchPrerenderedData(db, (reason) => rebuilds.requestRebuild(reason));
  return {
    rebuilds,
    current: () => current,
    stop: async () => {
      stopPruning();
      stopReminders();
      stopVersions();
      await stopWatching();
    },
  };
}

/**
 * The first of several processes: forks the serving ones and keeps the rebuild queue, the rate-limit
 * counters and the timers for all of them.
 */
async function servePrimary(dir: string, processes: number): Promise<void> {
  await prepareToServe();
  let primary: Primary | undefined;
  // The queue's state has changed once this turn is over: every serving process is told.
  const duties = keepSiteDuties(
    dir,
    async (next) => primary?.switchAll(next),
    () => setImmediate(() => primary?.share()),
  );
  primary = startPrimary(fileURLToPath(import.meta.url), process.execArgv, processes, duties.current, {
    rebuilds: duties.rebuilds,
    take: takeInMemory,
    refund: refundInMemory,
  });
  const url = await primary.listening;
  console.log(`[serve] Adıyaman Rehberi is running at ${url} (${processes} process${processes === 1 ? '' : 'es'})`);

  const stop = async () => {
    await duties.stop();
    await primary?.stop();
    await getDb().destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

/** A serving process of several: serves the site, asks the first process for the rest. */
async function serveAsWorker(dir: string): Promise<void> {
  const db = getDb();
  const requestLog = new RequestLogWriter(db);
  const { server } = await createSite(dir, requestLog, createRenderCache(db));
  const stop = async () => {
    server.close();
    server.closeIdleConnections();
    await requestLog.flush();
    await db.destroy();
    process.exit(0);
  };
  // Processes of a newer build have taken over: the server lets its connections end, then the process ends.
  registerRebuildHook(joinPrimary(retirement(server, () => void stop())));
  server.keepAliveTimeout = 65_000;
  await listen(server, host(), port());
  // Ctrl-C reaches every process of the group: the first one stops the others, and without it none serves.
  process.on('SIGINT', () => {});
  process.once('SIGTERM', () => void stop());
  process.once('disconnect', () => void stop());
}

if (import.meta.main && cluster.isWorker) {
  try {
    await serveAsWorker(process.env.SERVE_BUILD ?? '');
  } catch (error) {
    console.error(`[serve] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
} else if (import.meta.main) {
  const dir = process.env.BUILD_DIR || currentBuildDir();
  if (!dir) {
    console.error('[serve] no build found: run `npm run build` or `npm start` first.');
    process.exit(1);
  }
  try {
    await serveBuild(dir);
  } catch (error) {
    console.error(`[serve] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
