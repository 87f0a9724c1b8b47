import cluster, { type Worker } from 'node:cluster';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { refundInMemory, takeInMemory } from '~/lib/http/rate-limit.server.ts';
import { type Primary, startPrimary } from '~/lib/serve/processes.server.ts';
import { createRebuildQueue } from '~/lib/serve/rebuild.server.ts';
import { freePort } from '../support/postgres-server.ts';

// A new build is served by new serving processes (processes.server.ts, switchAll): this process is the
// first one, and the serving processes are tests/support/serving-worker.ts, the site server over a
// build folder with the retirement scripts/serve.ts uses, two of them on one port.

fs.mkdirSync(path.resolve('.cache'), { recursive: true });
const root = fs.mkdtempSync(path.resolve('.cache', 'new-build-processes-'));
const WORKER = path.resolve('tests/support/serving-worker.ts');
const EXEC_ARGV = ['--disable-warning=ExperimentalWarning', '--import', pathToFileURL('scripts/alias.mjs').href];
const savedPort = process.env.PORT;
let primary: Primary | undefined;
/** The build the serving processes serve (a process that ends unasked is started again on it). */
let current = '';
/** Ids of the serving processes that have listened. */
const listened = new Set<number>();
const onListening = (worker: Worker) => listened.add(worker.id);

beforeAll(async () => {
  // The serving processes take the environment of this one: they listen on PORT.
  process.env.PORT = String(await freePort());
  cluster.on('listening', onListening);
});
afterEach(async () => {
  await primary?.stop();
  primary = undefined;
}, 60_000);
afterAll(() => {
  cluster.off('listening', onListening);
  if (savedPort === undefined) delete process.env.PORT;
  else process.env.PORT = savedPort;
  fs.rmSync(root, { recursive: true, force: true });
});

/**
 * A build folder shaped like astro's output: the static page /blog shows the version, and the on-demand
 * handler answers /api/ with the version and the pid of the process that served it.
 */
function fakeBuild(version: string): string {
  const dir = path.join(root, version);
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'client', 'blog'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'client', 'blog', 'index.html'), `<h1>${version}</h1>`);
  fs.writeFileSync(
    path.join(dir, 'server', 'entry.mjs'),
    `export const handler = (req, res, next) => {
      if (!req.url.startsWith('/api/')) return next();
      setTimeout(() => { res.writeHead(200, { 'content-type': 'text/plain' }); res.end(${JSON.stringify(version)} + ' ' + process.pid); }, 2);
    };`,
  );
  return dir;
}

/** A build folder whose server entry cannot be loaded (a syntax error). */
function brokenBuild(): string {
  const dir = path.join(root, 'broken');
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'client'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'server', 'entry.mjs'), 'export const handler = ;');
  return dir;
}

/** Starts the first process with two serving processes on `dir`; resolves with the address once both listen. */
async function start(dir: string): Promise<string> {
  current = dir;
  // Only its status is shared with the serving processes: the tests call switchAll themselves.
  const rebuilds = createRebuildQueue({ build: async () => dir, activate: () => {} });
  primary = startPrimary(WORKER, EXEC_ARGV, 2, () => current, {
    rebuilds,
    take: takeInMemory,
    refund: refundInMemory,
  });
  return primary.listening;
}

/** Serves `dir` from new processes; resolves with them once switchAll has. */
async function switchAllTo(dir: string): Promise<Worker[]> {
  const before = new Set(workers());
  await primary?.switchAll({ dir, madeHere: true });
  current = dir;
  return workers().filter((worker) => !before.has(worker));
}

/** The serving processes that have not ended. */
const workers = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
const ids = (list: Worker[]) => list.map((worker) => worker.id).sort((a, b) => a - b);

function get(url: string, agent: http.Agent | false): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean, what: string, ms = 30_000): Promise<void> {
  for (let waited = 0; !condition(); waited += 100) {
    if (waited > ms) throw new Error(`waited ${ms} ms for ${what}`);
    await sleep(100);
  }
}

describe('a new build served by new serving processes', () => {
  it('under load from kept connections, switching to v2 then v3 fails no request: v1 is answered, then v3, and the old processes end', async () => {
    const base = await start(fakeBuild('v1'));
    const v1 = workers();
    expect(v1).toHaveLength(2);

    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const answers: { kind: 'api' | 'page'; version: string; pid: number }[] = [];
    const failures: string[] = [];
    let stop = false;
    const load = async (kind: 'api' | 'page') => {
      const url = kind === 'api' ? `${base}/api/ping` : `${base}/blog`;
      while (!stop) {
        try {
          const response = await get(url, agent);
          if (response.status !== 200) failures.push(`${url}: ${response.status}`);
          else if (kind === 'api') {
            const [version = '', pid] = response.body.split(' ');
            answers.push({ kind, version, pid: Number(pid) });
          } else answers.push({ kind, version: response.body.replace(/<\/?h1>/g, ''), pid: 0 });
        } catch (error) {
          failures.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    };
    const loops = [...Array(3)].map(() => load('api')).concat([...Array(3)].map(() => load('page')));

    await sleep(200);
    const v2 = await switchAllTo(fakeBuild('v2'));
    // switchAll resolves once every new process listens.
    expect(v2).toHaveLength(2);
    expect(v2.every((worker) => listened.has(worker.id))).toBe(true);
    await sleep(200);
    const v3 = await switchAllTo(fakeBuild('v3'));
    expect(v3).toHaveLength(2);
    expect(v3.every((worker) => listened.has(worker.id))).toBe(true);
    await sleep(300);
    stop = true;
    await Promise.all(loops);

    expect(failures).toEqual([]);
    expect(answers.length).toBeGreaterThan(100);
    for (const kind of ['api', 'page'] as const) {
      const versions = answers.filter((answer) => answer.kind === kind).map((answer) => answer.version);
      expect(versions[0], kind).toBe('v1');
      expect(versions, kind).toContain('v3');
      // Once v3 answers, v1 no longer does: its processes were retired when v2's listened.
      expect(versions.lastIndexOf('v1'), kind).toBeLessThan(versions.indexOf('v3'));
    }
    const v1Pids = v1.map((worker) => worker.process.pid);
    expect(answers.some((answer) => v1Pids.includes(answer.pid))).toBe(true);

    // New connections reach v3's processes only.
    const v3Pids = v3.map((worker) => worker.process.pid);
    for (let i = 0; i < 6; i++) {
      const api = await get(`${base}/api/ping`, false);
      expect(api.body.split(' ')[0]).toBe('v3');
      expect(v3Pids).toContain(Number(api.body.split(' ')[1]));
      expect((await get(`${base}/blog`, false)).body).toBe('<h1>v3</h1>');
    }
    // Once the client lets go of its connections, the processes of v1 and v2 end; v3's serve on.
    agent.destroy();
    await waitFor(() => [...v1, ...v2].every((worker) => worker.isDead()), 'the old processes to end');
    expect(ids(workers())).toEqual(ids(v3));
  });

  it('a new build that cannot be loaded: switchAll rejects and the old processes serve on', async () => {
    const base = await start(fakeBuild('stable'));
    const old = workers();
    expect(old).toHaveLength(2);
    const oldPids = old.map((worker) => worker.process.pid);

    await expect(primary?.switchAll({ dir: brokenBuild(), madeHere: true })).rejects.toThrow(
      'a serving process of the new build ended',
    );
    await waitFor(() => workers().length === 2, 'the processes of the broken build to end');
    // A retired process would have ended by now (2 s after its last connection).
    await sleep(3_000);
    expect(ids(workers())).toEqual(ids(old));
    expect(old.some((worker) => worker.isDead())).toBe(false);
    for (let i = 0; i < 6; i++) {
      const api = await get(`${base}/api/x`, false);
      expect(api.status).toBe(200);
      expect(api.body.split(' ')[0]).toBe('stable');
      expect(oldPids).toContain(Number(api.body.split(' ')[1]));
      expect(await get(`${base}/blog`, false)).toEqual({ status: 200, body: '<h1>stable</h1>' });
    }
  });
});
