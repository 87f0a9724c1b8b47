#!/usr/bin/env node
// Zero-dependency launcher: runs a project script under Node >= 24. On an older Node it
// fetches the platform's Node 24 package from the npm registry into .cache/node first.
// It also installs dependencies when node_modules is missing or older than the lock file.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const REQUIRED_MAJOR = 24;
const root = path.resolve(import.meta.dirname, '..');
const cacheDir = path.join(root, '.cache');
const localNodeDir = path.join(cacheDir, 'node');
const localNodeBin = path.join(localNodeDir, 'bin');

function run(cmd, args, env) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function currentMajor() {
  return Number(process.versions.node.split('.')[0]);
}

function localNodeWorks() {
  const result = spawnSync(path.join(localNodeBin, 'node'), ['-p', 'process.versions.node'], { encoding: 'utf8' });
  return result.status === 0 && Number(result.stdout.split('.')[0]) >= REQUIRED_MAJOR;
}

function fetchNode() {
  const pkg = `node-${process.platform}-${process.arch}@${REQUIRED_MAJOR}`;
  console.log(
    `[launch] Node ${process.versions.node} is older than ${REQUIRED_MAJOR}; fetching ${pkg} from the npm registry…`,
  );
  const downloadDir = path.join(cacheDir, 'download');
  fs.rmSync(downloadDir, { recursive: true, force: true });
  fs.mkdirSync(downloadDir, { recursive: true });
  if (run('npm', ['pack', pkg, '--silent', '--pack-destination', downloadDir], process.env) !== 0) {
    throw new Error(`npm pack ${pkg} failed`);
  }
  const tarball = fs.readdirSync(downloadDir).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack ${pkg} produced no tarball`);
  const staging = path.join(cacheDir, 'node-staging');
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  if (run('tar', ['-xzf', path.join(downloadDir, tarball), '-C', staging, '--strip-components=1'], process.env) !== 0) {
    throw new Error('unpacking Node failed');
  }
  fs.rmSync(localNodeDir, { recursive: true, force: true });
  fs.renameSync(staging, localNodeDir);
  fs.rmSync(downloadDir, { recursive: true, force: true });
}

function runtimeEnv() {
  // Every Node process the script starts resolves the `~/` alias (scripts/alias.mjs).
  const aliasHook = `--import=${pathToFileURL(path.join(root, 'scripts', 'alias.mjs')).href}`;
  const nodeOptions = [process.env.NODE_OPTIONS, aliasHook].filter(Boolean).join(' ');
  const base = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NODE_OPTIONS: nodeOptions };
  if (currentMajor() >= REQUIRED_MAJOR) return base;
  if (!localNodeWorks()) fetchNode();
  return {
    ...base,
    PATH: `${localNodeBin}${path.delimiter}${process.env.PATH ?? ''}`,
    // Native addons that must compile do so against this Node's headers.
    npm_config_nodedir: localNodeDir,
  };
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function ensureDependencies(env) {
  const lock = path.join(root, 'package-lock.json');
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const stale =
    mtime(installed) === 0 || mtime(installed) < Math.max(mtime(lock), mtime(path.join(root, 'package.json')));
  if (!stale) return;
  console.log('[launch] installing dependencies…');
  // 'npm install' rather than 'npm ci': the registry here leaves other platforms' optional packages out of the lock file, which 'ci' rejects.
  const args = ['install', '--no-audit', '--no-fund'];
  if (run('npm', args, env) !== 0) throw new Error('npm install failed');
}

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/launch.mjs <script.ts> [args…]');
  process.exit(2);
}
try {
  const env = runtimeEnv();
  ensureDependencies(env);
  const node = currentMajor() >= REQUIRED_MAJOR ? process.execPath : path.join(localNodeBin, 'node');
  const child = spawnSync(node, ['--disable-warning=ExperimentalWarning', script, ...args], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  process.exit(child.status ?? (child.signal ? 1 : 0));
} catch (error) {
  console.error(`[launch] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
