// npm run serve — serves the current build (or BUILD_DIR) on HOST:PORT.
import { currentBuildDir } from '../src/lib/server/builds.ts';
import { getDb } from '../src/lib/server/db.ts';
import { RequestLogWriter } from '../src/lib/server/request-log.ts';
import { createSiteServer, listen, loadBuild, type ActiveBuild } from '../src/lib/server/site-server.ts';

/** Serves a build until SIGINT/SIGTERM; prints the URL once listening. */
export async function serveBuild(dir: string): Promise<void> {
  let active: ActiveBuild = await loadBuild(dir);
  const requestLog = new RequestLogWriter(getDb());
  const server = createSiteServer({ getBuild: () => active, requestLog });
  server.keepAliveTimeout = 65_000;
  const host = process.env.HOST || '127.0.0.1';
  const port = Number(process.env.PORT || 4321);
  const url = await listen(server, host, port);
  console.log(`[serve] Adıyaman Rehberi is running at ${url}`);

  const stop = async () => {
    server.close();
    server.closeIdleConnections();
    await requestLog.flush();
    await getDb().destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

if (import.meta.main) {
  const dir = process.env.BUILD_DIR || currentBuildDir();
  if (!dir) {
    console.error('[serve] no build found: run `npm run build` or `npm start` first.');
    process.exit(1);
  }
  try {
    await serveBuild(dir);
  } catch (error) {
    console.error(`[serve] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
