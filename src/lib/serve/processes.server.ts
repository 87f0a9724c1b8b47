import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { type Env, serveProcesses } from '~/lib/env.server.ts';
import { type Limit, registerCallCounter } from '~/lib/http/rate-limit.server.ts';
import type { RebuildStatus } from '~/lib/serve/publish.ts';
import { REBUILD_UNAVAILABLE, type RebuildHook } from '~/lib/serve/rebuild.server.ts';
import type { SharedBuild } from '~/lib/serve/shared-rebuilds.server.ts';

// Several processes serving the site on one machine (DESIGN §4): a page rendered on demand takes one
// core, so `npm start` forks one serving process per core. They share the port (node:cluster); the
// first process serves nothing itself and keeps what must be one for the whole site: the rebuild
// queue, the rate-limit counters on SQLite, and the timers (retention, scheduled posts). A serving process asks it over the cluster's channel; PostgreSQL's
// sharing between machines (shared-rebuilds.server.ts) runs in the first process as in any other.

/** Processes that serve the site: SERVE_PROCESSES, else one per core (at most 8). */
export function servingProcesses(env?: Env): number {
  return serveProcesses(env) ?? Math.max(1, Math.min(8, os.availableParallelism()));
}

type ToPrimary =
  | { type: 'rebuild'; reason: string }
  | { type: 'take'; id: number; key: string; limit: Limit; now: number }
  | { type: 'refund'; id: number; key: string }
  | { type: 'switched'; id: number; error: string | null };

type ToWorker =
  | { type: 'status'; status: RebuildStatus }
  | { type: 'counted'; id: number; count: number; resetAt: number }
  | { type: 'switch'; id: number; dir: string };

/** What the first process does for the serving ones. */
export interface PrimaryDuties {
  /** The rebuild queue of the site (its status goes to every serving process). */
  rebuilds: RebuildHook;
  /** Counts a call of a rate limit, for every process together. */
  take: (key: string, limit: Limit, now: number) => { count: number; resetAt: number };
  refund: (key: string) => void;
}

export interface Primary {
  /** Switches every serving process to a build; rejects when one could not load it. */
  switchAll: (next: SharedBuild) => Promise<void>;
  /** Tells every serving process the rebuild queue's state. */
  share: () => void;
  /** Resolves once `count` processes listen. */
  listening: Promise<string>;
  stop: () => Promise<void>;
}

/** Forks `count` serving processes of `exec` (env SERVE_BUILD names the build they start with). */
export function startPrimary(
  exec: string,
  execArgv: string[],
  count: number,
  currentDir: () => string,
  duties: PrimaryDuties,
): Primary {
  cluster.setupPrimary({ exec, execArgv });
  let stopping = false;
  let nextId = 1;
  // Builds being switched to: the serving processes that have not answered yet, and what failed.
  const switches = new Map<number, { pending: Set<number>; errors: string[]; done: () => void }>();
  const answered = (id: number, worker: Worker, error: string | null) => {
    const waiting = switches.get(id);
    if (!waiting?.pending.delete(worker.id)) return;
    if (error) waiting.errors.push(error);
    if (waiting.pending.size === 0) waiting.done();
  };
  const send = (worker: Worker, message: ToWorker) => {
    // A process that ends may close its channel between the check and the send: nothing is left to tell
    // it, and the first process must not stop over it (without a callback the failure is an 'error' event).
    if (worker.isConnected()) worker.send(message, () => {});
  };
  const everyone = (message: ToWorker) => {
    for (const worker of Object.values(cluster.workers ?? {})) if (worker) send(worker, message);
  };
  const share = () => everyone({ type: 'status', status: duties.rebuilds.status() });

  const fork = () => {
    const worker = cluster.fork({ SERVE_BUILD: currentDir() });
    worker.on('online', () => send(worker, { type: 'status', status: duties.rebuilds.status() }));
    worker.on('message', (message: ToPrimary) => {
      if (message.type === 'rebuild') {
        duties.rebuilds.requestRebuild(message.reason);
        share();
      } else if (message.type === 'take') {
        const { count, resetAt } = duties.take(message.key, message.limit, message.now);
        send(worker, { type: 'counted', id: message.id, count, resetAt });
      } else if (message.type === 'refund') {
        duties.refund(message.key);
        send(worker, { type: 'counted', id: message.id, count: 0, resetAt: 0 });
      } else if (message.type === 'switched') answered(message.id, worker, message.error);
    });
  };

  let listeningCount = 0;
  let started = false;
  let failedToStart: (error: Error) => void = () => {};
  const listening = new Promise<string>((resolve, reject) => {
    failedToStart = reject;
    cluster.on('listening', (_worker, address) => {
      listeningCount++;
      if (listeningCount === count) {
        started = true;
        const host = address.address ?? '127.0.0.1';
        resolve(`http://${host.includes(':') ? `[${host}]` : host}:${address.port}`);
      }
    });
  });
  // A serving process that ends unasked is started again (after a second, so a crash loop stays slow).
  cluster.on('exit', (worker, code, signal) => {
    for (const id of [...switches.keys()]) answered(id, worker, `process ${worker.process.pid} ended`);
    if (stopping) return;
    if (!started) {
      // It could not serve (the port is taken, the build is missing): neither can the others.
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      failedToStart(new Error(`a serving process could not start (${signal ?? `exit ${code}`})`));
      return;
    }
    console.error(`[serve] a serving process ended (${signal ?? `exit ${code}`}); starting another`);
    setTimeout(() => !stopping && fork(), 1000).unref();
  });
  for (let i = 0; i < count; i++) fork();
  const timer = setInterval(share, 1000);
  timer.unref();

  return {
    listening,
    share,
    switchAll: (next) =>
      new Promise<void>((resolve, reject) => {
        const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w?.isConnected()));
        const id = nextId++;
        const waiting = {
          pending: new Set(workers.map((w) => w.id)),
          errors: [] as string[],
          done: () => {
            switches.delete(id);
            if (waiting.errors.length) reject(new Error(waiting.errors.join('; ')));
            else resolve();
          },
        };
        if (workers.length === 0) return resolve();
        switches.set(id, waiting);
        for (const worker of workers) send(worker, { type: 'switch', id, dir: next.dir });
      }),
    stop: async () => {
      stopping = true;
      clearInterval(timer);
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.isDead()) return resolve();
              worker.once('exit', () => resolve());
              worker.process.kill('SIGTERM');
              setTimeout(() => worker.process.kill('SIGKILL'), 30_000).unref();
            }),
        ),
      );
    },
  };
}

/**
 * In a serving process: asks the first process for rebuilds and rate-limit counts, takes its rebuild
 * status, and switches builds when it says so (`switchTo` loads the build).
 */
export function joinPrimary(switchTo: (dir: string) => Promise<void>): RebuildHook {
  let status: RebuildStatus | null = null;
  let nextId = 1;
  const counted = new Map<number, (result: { count: number; resetAt: number }) => void>();
  const ask = (message: ToPrimary) => process.send?.(message);
  process.on('message', (message: ToWorker) => {
    if (message.type === 'status') status = message.status;
    else if (message.type === 'counted') {
      counted.get(message.id)?.({ count: message.count, resetAt: message.resetAt });
      counted.delete(message.id);
    } else if (message.type === 'switch') {
      switchTo(message.dir).then(
        () => ask({ type: 'switched', id: message.id, error: null }),
        (error: unknown) =>
          ask({ type: 'switched', id: message.id, error: error instanceof Error ? error.message : String(error) }),
      );
    }
  });
  const call = (message: (id: number) => ToPrimary) =>
    new Promise<{ count: number; resetAt: number }>((resolve) => {
      const id = nextId++;
      counted.set(id, resolve);
      ask(message(id));
    });
  registerCallCounter({
    take: (key, limit, now) => call((id) => ({ type: 'take', id, key, limit, now })),
    refund: async (key) => {
      await call((id) => ({ type: 'refund', id, key }));
    },
  });
  // Until the first process has said how the queue stands: idle, nothing built yet.
  const unknown: RebuildStatus = { ...REBUILD_UNAVAILABLE, available: true, state: 'idle' };
  return {
    requestRebuild(reason) {
      ask({ type: 'rebuild', reason });
      const current = status ?? unknown;
      status = {
        ...current,
        state: 'building',
        queued: current.state === 'building',
        startedAt: current.startedAt ?? new Date().toISOString(),
        lastReason: reason,
      };
      return status;
    },
    status: () => status ?? unknown,
  };
}
