import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './postgres-server.ts';

/** A server (scripts/serve.ts) the tests started: its address, its process and what it printed. */
export interface ServeProcess {
  url: string;
  child: ChildProcess;
  output: string[];
}

/**
 * Starts `npm run serve` on a free port of 127.0.0.1 over the test's environment and `env`, serving
 * `build` with its builds and uploads in `dir`; resolves once it says it is running.
 */
export async function startServeProcess(
  build: string,
  dir: string,
  env: Record<string, string>,
): Promise<ServeProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', '--import', './scripts/alias.mjs', 'scripts/serve.ts'],
    {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        BUILD_DIR: build,
        BUILDS_DIR: path.join(dir, 'builds'),
        UPLOADS_DIR: path.join(dir, 'uploads'),
        HOST: '127.0.0.1',
        PORT: String(port),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  for (let waited = 0; !output.join('').includes('is running at'); waited += 200) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
    if (waited > 90_000) throw new Error(`server did not start: ${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url: `http://127.0.0.1:${port}`, child, output };
}

/** Stops a server: it stops once a build it is making is done; past a minute it is killed. */
export async function stopServeProcess(server: ServeProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const late = setTimeout(() => server.child.kill('SIGKILL'), 60_000);
  await exited;
  clearTimeout(late);
}
