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
//
// A new build is served by new processes: the first process starts as many on the new build, and once
// they all listen it retires the old ones, which take no new connection and finish what is in flight.
// A process never loads a second build: a loaded module cannot be unloaded, so switching in place kept
// every build ever served in memory (about 17 MB a switch, measured).

/** Processes that serve the site: SERVE_PROCESSES, else one per core (at most 8). */
export function servingProcesses(env?: Env): number {
  return serveProcesses(env) ?? Math.max(1, Math.min(8, os.availableParallelism()));
}

type ToPrimary =
  | { type: 'rebuild'; reason: string }
  | { type: 'take'; id: number; key: string; limit: Limit; now: number }
  | { type: 'refund'; id: number; key: string };

type ToWorker =
  | { type: 'status'; status: RebuildStatus }
  | { type: 'counted'; id: number; count: number; resetAt: number }
  | { type: 'retire' };

/** What the first process does for the serving ones. */
export interface PrimaryDuties {
  /** The rebuild queue of the site (its status goes to every serving process). */
  rebuilds: RebuildHook;
  /** Counts a call of a rate limit, for every process together. */
  take: (key: string, limit: Limit, now: number) => { count: number; resetAt: number };
  refund: (key: string) => void;
}

export interface Primary {
  /**
   * Serves a build from new processes and retires the old ones once the new all listen; rejects, the old
   * ones serving on, when one of the new could not start.
   */
  switchAll: (next: SharedBuild) => Promise<void>;
  /** Tells every serving process the rebuild queue's state. */
  share: () => void;
  /** Resolves once `count` processes listen. */
  listening: Promise<string>;
  stop: () => Promise<void>;
}

/** How long a retired serving process may take to end (its keep-alive connections too) before it is stopped. */
const RETIRE_WITHIN_MS = 90_000;

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
  // Processes of a build being switched to, until they listen; processes of an old build, until they end.
  // Neither is started again when it ends.
  const starting = new Set<number>();
  const retiring = new Set<number>();
  const send = (worker: Worker, message: ToWorker) => {
    // A process that ends (retired, or crashed) may close its channel between the check and the send:
    // nothing is left to tell it, and the first process must not stop over it (without a callback the
    // failure is an 'error' event).
    if (worker.isConnected()) worker.send(message, () => {});
  };
  const everyone = (message: ToWorker) => {
    for (const worker of Object.values(cluster.workers ?? {})) if (worker) send(worker, message);
  };
  const share = () => everyone({ type: 'status', status: duties.rebuilds.status() });

  const retire = (worker: Worker) => {
    retiring.add(worker.id);
    send(worker, { type: 'retire' });
    setTimeout(() => !worker.isDead() && worker.process.kill('SIGKILL'), RETIRE_WITHIN_MS).unref();
  };

  const fork = (dir = currentDir()) => {
    const worker = cluster.fork({ SERVE_BUILD: dir });
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
      }
    });
    return worker;
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
    const retired = retiring.delete(worker.id);
    const neverStarted = starting.delete(worker.id);
    if (retired || neverStarted || stopping) return;
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
        const old = Object.values(cluster.workers ?? {}).filter(
          (w): w is Worker => w !== undefined && !retiring.has(w.id) && !starting.has(w.id),
        );
        const fresh = Array.from({ length: count }, () => fork(next.dir));
        const up = new Set<number>();
        let failed = false;
        for (const worker of fresh) {
          starting.add(worker.id);
          worker.once('listening', () => {
            starting.delete(worker.id);
            up.add(worker.id);
            if (failed || up.size < fresh.length) return;
            for (const w of old) retire(w);
            resolve();
          });
          worker.once('exit', (code, signal) => {
            if (failed || up.has(worker.id)) return;
            failed = true;
            for (const w of fresh) if (w !== worker && !w.isDead()) retire(w);
            reject(new Error(`a serving process of the new build ended (${signal ?? `exit ${code}`})`));
          });
        }
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
 * status, and calls `retire` when processes of a newer build have taken over.
 */
export function joinPrimary(retire: () => void): RebuildHook {
  let status: RebuildStatus | null = null;
  let nextId = 1;
  const counted = new Map<number, (result: { count: number; resetAt: number }) => void>();
  const ask = (message: ToPrimary) => process.send?.(message);
  process.on('message', (message: ToWorker) => {
    if (message.type === 'status') status = message.status;
    else if (message.type === 'counted') {
      counted.get(message.id)?.({ count: message.count, resetAt: message.resetAt });
      counted.delete(message.id);
    } else if (message.type === 'retire') retire();
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
