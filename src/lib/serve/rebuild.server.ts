import type { RebuildStatus } from '~/lib/serve/publish.ts';

/**
 * Rebuild on publish (DESIGN §4). The process serving the site (scripts/serve.ts) owns a queue and
 * registers it here; endpoints run inside the Astro bundle, a separate module graph in the same
 * process, so the two meet on one well-known globalThis key rather than a shared module instance.
 */
export interface RebuildHook {
  requestRebuild(reason: string): RebuildStatus;
  status(): RebuildStatus;
}

const HOOK_KEY = Symbol.for('adiyaman-rehberi.rebuild-hook');
type HookHolder = { [HOOK_KEY]?: RebuildHook };

/** The status where nothing can rebuild (astro dev, tests). */
export const REBUILD_UNAVAILABLE: RebuildStatus = {
  available: false,
  state: 'unavailable',
  queued: false,
  startedAt: null,
  lastSuccessAt: null,
  lastDurationMs: null,
  lastError: null,
  lastErrorAt: null,
  lastReason: null,
};

/** Installs (or with null removes) the process's rebuild queue. */
export function registerRebuildHook(hook: RebuildHook | null): void {
  if (hook) (globalThis as HookHolder)[HOOK_KEY] = hook;
  else delete (globalThis as HookHolder)[HOOK_KEY];
}

/** Queues a rebuild when the server supports it; otherwise a no-op reporting 'unavailable'. */
export function requestRebuild(reason: string): RebuildStatus {
  return (globalThis as HookHolder)[HOOK_KEY]?.requestRebuild(reason) ?? REBUILD_UNAVAILABLE;
}

/** Current rebuild state for GET /api/admin/rebuild. */
export function rebuildStatus(): RebuildStatus {
  return (globalThis as HookHolder)[HOOK_KEY]?.status() ?? REBUILD_UNAVAILABLE;
}

export interface RebuildQueueOptions<T> {
  /** Makes a new build (e.g. `astro build` into a fresh folder); rejects on failure. */
  build: () => Promise<T>;
  /** Switches the server to the new build; only called after a successful build. Rejecting keeps the old one. */
  activate: (result: T) => Promise<void> | void;
  log?: (message: string) => void;
  now?: () => number;
}

export interface RebuildQueue extends RebuildHook {
  /** Resolves when no build is running or queued. */
  whenIdle(): Promise<void>;
}

const ERROR_MAX = 4000;

/**
 * One build at a time; triggers that arrive while one runs coalesce into a single follow-up build.
 * A failed build or activation leaves the active build untouched and is reported in status().
 */
export function createRebuildQueue<T>({
  build,
  activate,
  log = () => {},
  now = Date.now,
}: RebuildQueueOptions<T>): RebuildQueue {
  let running: Promise<void> | null = null;
  let queued = false;
  let startedAt: number | null = null;
  let lastSuccessAt: number | null = null;
  let lastDurationMs: number | null = null;
  let lastError: string | null = null;
  let lastErrorAt: number | null = null;
  let lastReason: string | null = null;

  async function runOnce(): Promise<void> {
    const started = now();
    startedAt = started;
    log(`[rebuild] started (${lastReason ?? 'requested'})`);
    try {
      const result = await build();
      await activate(result);
      lastSuccessAt = now();
      lastDurationMs = lastSuccessAt - started;
      lastError = null;
      lastErrorAt = null;
      log(`[rebuild] switched to the new build in ${(lastDurationMs / 1000).toFixed(1)} s`);
    } catch (error) {
      lastError = (error instanceof Error ? error.message : String(error)).slice(-ERROR_MAX);
      lastErrorAt = now();
      log(`[rebuild] failed, the previous build keeps serving: ${lastError}`);
    } finally {
      startedAt = null;
    }
  }

  function start(): void {
    running = runOnce().finally(() => {
      running = null;
      if (queued) {
        queued = false;
        start();
      }
    });
  }

  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

  const status = (): RebuildStatus => ({
    available: true,
    state: running ? 'building' : 'idle',
    queued,
    startedAt: iso(startedAt),
    lastSuccessAt: iso(lastSuccessAt),
    lastDurationMs,
    lastError,
    lastErrorAt: iso(lastErrorAt),
    lastReason,
  });

  return {
    requestRebuild(reason) {
      lastReason = reason;
      if (running) queued = true;
      else start();
      return status();
    },
    status,
    async whenIdle() {
      while (running) await running;
    },
  };
}
