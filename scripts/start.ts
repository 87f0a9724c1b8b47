// npm start — migrate + seed the database, build when missing or stale, then serve.
import { siteUrlWarning } from '~/features/site/origin.ts';
import { buildIsStale, currentBuildDir } from '~/lib/serve/builds.server.ts';
import { buildSite, prepareDatabase } from './build.ts';
import { serveBuild } from './serve.ts';

const warning = siteUrlWarning(process.env);
if (warning) console.warn(warning);

try {
  await prepareDatabase();
  const existing = currentBuildDir();
  const dir = existing && !buildIsStale(existing) ? existing : await buildSite();
  await serveBuild(dir);
} catch (error) {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
