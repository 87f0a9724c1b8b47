// Pre-rendered pages an admin change has made stale (a post edited, renamed or taken down): until the
// rebuild it queued is live, the site server sends these paths to the on-demand routes, which read the
// database, instead of the copy in the build. Like the rebuild hook, the set lives on one globalThis
// key because the server and the Astro bundle are separate module graphs in the same process.

const STALE_KEY = Symbol.for('adiyaman-rehberi.stale-pages');
type StaleHolder = { [STALE_KEY]?: Map<string, number> };

function stalePages(): Map<string, number> {
  const holder = globalThis as StaleHolder;
  holder[STALE_KEY] ??= new Map();
  return holder[STALE_KEY];
}

const normalise = (urlPath: string) => (urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath);

/** Marks pre-rendered paths as stale from now on (or from `now`; a later mark is kept). */
export function markPagesStale(paths: readonly string[], now = Date.now()): void {
  for (const path of paths) {
    const key = normalise(path);
    if ((stalePages().get(key) ?? 0) < now) stalePages().set(key, now);
  }
}

/** Whether the build's copy of a path is older than the data. */
export function isPageStale(urlPath: string): boolean {
  const pages = stalePages();
  return pages.size > 0 && pages.has(normalise(urlPath));
}

/** After a build that started at `buildStartedAt` went live: pages marked before it are fresh again. */
export function clearStalePages(buildStartedAt: number): void {
  for (const [path, markedAt] of stalePages()) if (markedAt < buildStartedAt) stalePages().delete(path);
}

/** The paths marked stale after `since` (epoch ms), with when they were marked. */
export function pagesMarkedSince(since: number): [path: string, markedAt: number][] {
  return [...stalePages()].filter(([, markedAt]) => markedAt > since);
}
