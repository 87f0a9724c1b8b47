import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildsDir, buildsKeep, type Env, processEnv } from '~/lib/env.server.ts';
import { siteOrigin } from '~/lib/origin.ts';

// Builds live in builds/<id>/ (server/ + client/); builds/current names the active one.
// A build is written to a fresh folder and only then made current, so a half-written
// folder is never served.

const projectRoot = path.resolve(import.meta.dirname ?? '.', '../../..');

/** Folder holding all builds (BUILDS_DIR, default builds/). */
export function buildsRoot(): string {
  return buildsDir(projectRoot);
}

const SOURCE_PATHS = [
  'src',
  'public',
  'db',
  'astro.config.mjs',
  'tailwind.config.mjs',
  'package-lock.json',
  'tsconfig.json',
];

function newestMtime(target: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Latest modification time of anything a build is made from. */
function sourcesMtime(): number {
  return Math.max(...SOURCE_PATHS.map((p) => newestMtime(path.join(projectRoot, p))));
}

/** The active build folder, or null when there is none. */
export function currentBuildDir(): string | null {
  try {
    const id = fs.readFileSync(path.join(buildsRoot(), 'current'), 'utf8').trim();
    const dir = path.join(buildsRoot(), id);
    return fs.existsSync(path.join(dir, 'server', 'entry.mjs')) ? dir : null;
  } catch {
    return null;
  }
}

/** The file a build keeps the public origin in that its pre-rendered pages were written with. */
const originFile = (dir: string) => path.join(dir, 'origin');

/** The public origin a build's pre-rendered pages were written with (null for a build that did not say). */
function builtOrigin(dir: string): string | null {
  try {
    return fs.readFileSync(originFile(dir), 'utf8').trim();
  } catch {
    return null;
  }
}

/** True when there is no build, the sources changed after it was made, or it was made for another origin. */
export function buildIsStale(dir: string | null, env: Env = processEnv()): boolean {
  if (!dir) return true;
  const stamp = path.join(dir, 'server', 'entry.mjs');
  return fs.statSync(stamp).mtimeMs < sourcesMtime() || builtOrigin(dir) !== siteOrigin(env);
}

/** Runs `astro build` into a fresh folder under builds/; resolves with the folder, rejects with the output tail. */
export function buildInto(id = `${Date.now()}`, env: Env = processEnv()): Promise<string> {
  const dir = path.join(buildsRoot(), id);
  fs.mkdirSync(buildsRoot(), { recursive: true });
  const astroBin = path.join(projectRoot, 'node_modules', 'astro', 'bin', 'astro.mjs');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [astroBin, 'build', '--silent'], {
      cwd: projectRoot,
      env: { ...env, BUILD_OUT_DIR: dir, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0 && fs.existsSync(path.join(dir, 'server', 'entry.mjs'))) {
        fs.writeFileSync(originFile(dir), siteOrigin(env));
        resolve(dir);
      } else {
        fs.rmSync(dir, { recursive: true, force: true });
        reject(new Error(`astro build failed (exit ${code}):\n${output}`));
      }
    });
  });
}

/**
 * Makes a build current (atomic rename of the pointer file) and removes older builds beyond
 * BUILDS_KEEP (default 2, the current one included).
 */
export function activateBuild(dir: string, keep = buildsKeep()): void {
  const root = buildsRoot();
  const pointer = path.join(root, 'current');
  fs.writeFileSync(`${pointer}.tmp`, path.basename(dir));
  fs.renameSync(`${pointer}.tmp`, pointer);
  const builds = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && path.join(root, e.name) !== dir)
    .map((e) => e.name)
    .sort()
    .reverse();
  for (const old of builds.slice(keep - 1)) fs.rmSync(path.join(root, old), { recursive: true, force: true });
}
