// Builds /sw.js after `astro build` (an integration in astro.config.mjs): src/features/offline/sw.ts bundled with esbuild, its precache list
// from @serwist/build (content-hashed revisions, so a new build is a new worker): the offline page in each
// language and the scripts and styles they load, the manifest and the icons. Pages are not precached: they come from the
// network first, so no build serves another build's shell.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getManifest } from '@serwist/build';
import { build } from 'esbuild';
import { LANGS, localizedPath } from '~/lib/i18n/langs.ts';
import { OFFLINE_PATH } from '~/lib/paths.ts';

const SOURCE = fileURLToPath(new URL('../src/features/offline/sw.ts', import.meta.url));
const SRC_DIR = fileURLToPath(new URL('../src/', import.meta.url));
/** The offline page's file in each language (pre-rendered), by the address it is precached at. */
const OFFLINE_PAGES = LANGS.map((lang) => {
  const url = localizedPath(OFFLINE_PATH, lang);
  return { url, file: `${url.slice(1)}/index.html` };
});
const OFFLINE_PAGE = OFFLINE_PAGES[0]?.file ?? '';

/** The `/_astro/` files a page loads, with the chunks those import (read from the built files). */
function assetsOf(clientDir: string, page: string): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file) || !fs.existsSync(path.join(clientDir, file))) return;
    found.add(file);
    if (!file.endsWith('.js')) return;
    const code = fs.readFileSync(path.join(clientDir, file), 'utf8');
    for (const [, name] of code.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) visit(`_astro/${name}`);
  };
  const html = fs.readFileSync(path.join(clientDir, page), 'utf8');
  for (const [, file] of html.matchAll(/["'(]\/(_astro\/[\w.-]+\.(?:js|css))/g)) visit(file as string);
  return [...found];
}

/** Writes `sw.js` into the client folder of a finished build. */
export async function buildServiceWorker(outDir: string): Promise<void> {
  const clientDir = fs.existsSync(path.join(outDir, OFFLINE_PAGE)) ? outDir : path.join(outDir, 'client');
  if (!fs.existsSync(path.join(clientDir, OFFLINE_PAGE))) throw new Error(`${OFFLINE_PAGE} not found in ${outDir}`);
  const { manifestEntries, warnings } = await getManifest({
    globDirectory: clientDir,
    globPatterns: [
      'manifest.webmanifest',
      'icons/*.png',
      'favicon.svg',
      ...new Set(OFFLINE_PAGES.flatMap(({ file }) => [file, ...assetsOf(clientDir, file)])),
    ],
    // Hashed names carry their own revision.
    dontCacheBustURLsMatching: /^_astro\//,
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((e) => ({
          ...e,
          url: OFFLINE_PAGES.find(({ file }) => file === e.url)?.url ?? `/${e.url.replace(/^\//, '')}`,
        })),
        warnings: [],
      }),
    ],
  });
  if (warnings.length > 0) throw new Error(`service worker precache: ${warnings.join('; ')}`);
  await build({
    entryPoints: [SOURCE],
    outfile: path.join(clientDir, 'sw.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    alias: { '~': SRC_DIR.replace(/\/$/, '') },
    define: {
      'process.env.NODE_ENV': '"production"',
      'self.__SW_MANIFEST': JSON.stringify(manifestEntries ?? []),
    },
    logLevel: 'warning',
  });
}
