// The service worker (built by service-worker-build.server.ts into /sw.js). Serwist does the caching:
// - pages: network first, the device's copy when the network fails (the page then says since when);
// - the operator's and owners' pages and every account endpoint: network only, never kept;
// - hashed assets: cache first (their names change with their content);
// - the offline search index: network first;
// - a page never opened and not kept: the offline page of its language (precached with this build's assets).
// A new build precaches its own assets and takes over at once (skipWaiting, clientsClaim); pages are
// never served from a precached shell, so nothing stale outlives a build.
import type { PrecacheEntry, SerwistPlugin } from 'serwist';
import { CacheableResponsePlugin, CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist } from 'serwist';
import { KIT_MESSAGE, SAVED_TIMING } from '~/features/offline/kit-messages.ts';
import { isPagePath, kitUrls, NEVER_KEPT, OFFLINE_CACHES } from '~/features/offline/worker-routes.ts';
import { DEFAULT_LANG, isLang, LANGS, langOfPath, localizedPath } from '~/lib/i18n/langs.ts';
import { OFFLINE_INDEX_PATH, OFFLINE_PATH } from '~/lib/paths.ts';

interface WorkerScope {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  location: Location;
  addEventListener(type: 'message', listener: (event: KitEvent) => void): void;
}
interface KitEvent {
  data: unknown;
  waitUntil(promise: Promise<unknown>): void;
}

declare const self: WorkerScope;

const DAY_S = 24 * 60 * 60;

/** A response that says it is personal or not to be stored is not kept (a signed-in visitor's page). */
const publicOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const control = response.headers.get('cache-control') ?? '';
    return response.status === 200 && !/no-store|private/i.test(control) ? response : null;
  },
};

/** Tells a page served from the device's copy when it was saved (the page reads its navigation timing). */
const markSaved: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set('Server-Timing', `${SAVED_TIMING};desc="${cachedResponse.headers.get('date') ?? ''}"`);
    return new Response(cachedResponse.body, { status: cachedResponse.status, headers });
  },
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    // Every route is for this origin only: other origins' requests (Stripe.js, map tiles) match none, so
    // the worker leaves them to the browser.
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && NEVER_KEPT.test(url.pathname),
      handler: new NetworkOnly(),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname === OFFLINE_INDEX_PATH,
      handler: new NetworkFirst({ cacheName: OFFLINE_CACHES.index, plugins: [publicOnly] }),
    },
    {
      matcher: ({ url, sameOrigin }) =>
        sameOrigin && (url.pathname.startsWith('/_astro/') || url.pathname.startsWith('/icons/')),
      handler: new CacheFirst({
        cacheName: OFFLINE_CACHES.assets,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY_S }),
        ],
      }),
    },
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.method === 'GET' && isPagePath(url.pathname),
      handler: new NetworkFirst({
        cacheName: OFFLINE_CACHES.pages,
        networkTimeoutSeconds: 6,
        plugins: [publicOnly, markSaved, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY_S })],
      }),
    },
  ],
  // A page never opened: the offline page in the language of its address.
  fallbacks: {
    entries: LANGS.map((lang) => ({
      url: localizedPath(OFFLINE_PATH, lang),
      matcher: ({ request }) =>
        request.destination === 'document' && langOfPath(new URL(request.url).pathname) === lang,
    })),
  },
});

// A page asks (at most every few hours, while online) for the kit: tonight's duty lists, the Nemrut page,
// the offline search index and the pages of the device's favourites, fetched through the routes above.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; lang?: unknown; favorites?: unknown } | null;
  if (data?.type !== KIT_MESSAGE) return;
  const favorites = Array.isArray(data.favorites)
    ? data.favorites.filter((id): id is number => typeof id === 'number')
    : [];
  const lang = isLang(data.lang) ? data.lang : DEFAULT_LANG;
  const urls = kitUrls(favorites, lang).map((path) => new URL(path, self.location.origin).href);
  event.waitUntil(
    Promise.allSettled(urls.map((url) => serwist.handleRequest({ request: new Request(url), event: event as never }))),
  );
});

serwist.addEventListeners();
