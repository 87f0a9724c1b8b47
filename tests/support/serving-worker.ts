// A serving process as scripts/serve.ts forks them, without the database: serves the build SERVE_BUILD
// names with the site server on 127.0.0.1:PORT (a port shared by every serving process), asks the
// first process through joinPrimary, and retires as scripts/serve.ts does when a newer build has taken over.
// A build that cannot be loaded ends the process with exit code 1. Started by startPrimary in tests.
import { joinPrimary } from '~/lib/serve/processes.server.ts';
import { registerRebuildHook } from '~/lib/serve/rebuild.server.ts';
import { createSite, listen, retirement } from '~/lib/serve/site.server.ts';

try {
  const { server } = await createSite(process.env.SERVE_BUILD ?? '');
  const stop = () => {
    server.close();
    server.closeIdleConnections();
    process.exit(0);
  };
  registerRebuildHook(joinPrimary(retirement(server, stop)));
  server.keepAliveTimeout = 65_000;
  await listen(server, '127.0.0.1', Number(process.env.PORT));
  process.once('SIGTERM', stop);
  process.once('disconnect', stop);
} catch (error) {
  console.error(`[serving-worker] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
