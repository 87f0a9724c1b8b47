// The ceiling of the static path on this machine: a bare node:http server answering every request with one
// pre-compressed buffer. The bench starts it in its own processes, as many as our server serves with.
import { type ChildProcess, spawn } from 'node:child_process';
import cluster from 'node:cluster';
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import { servingProcesses } from '~/lib/serve/processes.server.ts';

/** Starts the baseline server for one file on 127.0.0.1:port (brotli, as our server sends it). */
export function startBaseline(file: string, port: number): ChildProcess {
  return spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'scripts/bench-baseline.ts', file, String(port)],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
}

if (import.meta.main && cluster.isPrimary && servingProcesses() > 1) {
  for (let i = 0; i < servingProcesses(); i++) cluster.fork();
  process.once('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    process.exit(0);
  });
} else if (import.meta.main) {
  const [file = '', port = '0'] = process.argv.slice(2);
  const body = zlib.brotliCompressSync(fs.readFileSync(file));
  http
    .createServer((_req, res) => {
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Encoding': 'br',
        'Content-Length': body.length,
      });
      res.end(body);
    })
    .listen(Number(port), '127.0.0.1');
}
