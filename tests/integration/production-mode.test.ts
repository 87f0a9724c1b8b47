import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// The scripts that serve the site run React's production builds: a child process loads what
// scripts/serve.ts loads first and then React the way the server bundle does, and names the files.
const root = path.resolve(import.meta.dirname, '../..');

function reactFilesLoadedAfter(script: string): string[] {
  const probe = `
    await import(${JSON.stringify(pathToFileURL(path.join(root, script)).href)});
    const { createRequire } = await import('node:module');
    const require = createRequire(${JSON.stringify(pathToFileURL(path.join(root, 'package.json')).href)});
    require('react'); require('react/jsx-runtime'); require('react-dom/server');
    console.log(JSON.stringify(Object.keys(require.cache).filter((f) => /react/.test(f))));`;
  const env = { ...process.env };
  delete env.NODE_ENV;
  const result = spawnSync(
    process.execPath,
    [`--import=${pathToFileURL(path.join(root, 'scripts/alias.mjs')).href}`, '--input-type=module', '-e', probe],
    { cwd: root, env, encoding: 'utf8', timeout: 60_000 },
  );
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '[]') as string[];
}

describe('production mode', () => {
  // (scripts/start.ts serves when imported; it imports the same module first and then serve.ts.)
  it.each(['scripts/serve.ts', 'scripts/e2e-server.ts'])(
    '%s makes the server load no React development build',
    (script) => {
      const files = reactFilesLoadedAfter(script);
      expect(files.some((f) => f.endsWith('.production.js'))).toBe(true);
      expect(files.filter((f) => f.includes('development'))).toEqual([]);
    },
  );
});
