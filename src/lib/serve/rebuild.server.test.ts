import { afterEach, describe, expect, it } from 'vitest';
import { createRebuildQueue, rebuildStatus, registerRebuildHook, requestRebuild } from '~/lib/serve/rebuild.server.ts';

/** A build function whose runs finish only when the test says so. */
function controlledBuilds() {
  const runs: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  let started = 0;
  const build = () =>
    new Promise<string>((resolve, reject) => {
      started++;
      runs.push({ resolve, reject });
    });
  return { build, runs, started: () => started };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRebuildQueue', () => {
  it('runs one build at a time and coalesces triggers that arrive meanwhile into one more build', async () => {
    const builds = controlledBuilds();
    const activated: string[] = [];
    const queue = createRebuildQueue({ build: builds.build, activate: (dir) => void activated.push(dir) });

    expect(queue.requestRebuild('yazı 1').state).toBe('building');
    queue.requestRebuild('yazı 2');
    queue.requestRebuild('yazı 3');
    await tick();
    expect(builds.started()).toBe(1);
    expect(queue.status().queued).toBe(true);

    builds.runs[0]!.resolve('builds/1');
    await tick();
    await tick();
    expect(activated).toEqual(['builds/1']);
    expect(builds.started()).toBe(2);
    expect(queue.status()).toMatchObject({ state: 'building', queued: false });

    builds.runs[1]!.resolve('builds/2');
    await queue.whenIdle();
    expect(activated).toEqual(['builds/1', 'builds/2']);
    expect(builds.started()).toBe(2);
    expect(queue.status()).toMatchObject({ state: 'idle', queued: false, lastError: null, lastReason: 'yazı 3' });
  });

  it('keeps the active build when a build fails, reports the error, and clears it after the next success', async () => {
    const builds = controlledBuilds();
    const activated: string[] = [];
    let clock = 1_000;
    const queue = createRebuildQueue({
      build: builds.build,
      activate: (dir) => void activated.push(dir),
      now: () => clock,
    });

    queue.requestRebuild('bozuk');
    await tick();
    builds.runs[0]!.reject(new Error('astro build failed (exit 1)'));
    await queue.whenIdle();
    expect(activated).toEqual([]);
    expect(queue.status()).toMatchObject({
      state: 'idle',
      lastError: 'astro build failed (exit 1)',
      lastSuccessAt: null,
    });

    queue.requestRebuild('düzeltildi');
    await tick();
    clock = 4_500;
    builds.runs[1]!.resolve('builds/ok');
    await queue.whenIdle();
    expect(activated).toEqual(['builds/ok']);
    expect(queue.status()).toMatchObject({
      lastError: null,
      lastDurationMs: 3_500,
      lastSuccessAt: new Date(4_500).toISOString(),
    });
  });

  it('keeps the active build when switching fails (the new build does not load)', async () => {
    let active = 'builds/old';
    const load = async (dir: string) => {
      throw new Error(`${dir}/server/entry.mjs could not be loaded`);
    };
    const queue = createRebuildQueue({
      build: async () => 'builds/broken',
      activate: async (dir) => {
        await load(dir);
        active = dir;
      },
    });
    queue.requestRebuild('x');
    await queue.whenIdle();
    expect(active).toBe('builds/old');
    expect(queue.status().lastError).toBe('builds/broken/server/entry.mjs could not be loaded');
  });
});

describe('the process-wide rebuild hook', () => {
  afterEach(() => registerRebuildHook(null));

  it('is a no-op reporting "unavailable" when no server registered a queue', () => {
    expect(requestRebuild('test')).toMatchObject({ available: false, state: 'unavailable' });
    expect(rebuildStatus().available).toBe(false);
  });

  it('forwards to the registered queue', async () => {
    const queue = createRebuildQueue({ build: async () => 'dir', activate: () => {} });
    registerRebuildHook(queue);
    expect(requestRebuild('yayın').available).toBe(true);
    await queue.whenIdle();
    expect(rebuildStatus()).toMatchObject({ available: true, state: 'idle', lastReason: 'yayın' });
  });
});
