// On every page (browser only, kept small): registers the service worker, asks it for the offline kit
// while online, says when a page is the device's saved copy, and starts the form keeper (form-keeper.ts:
// a form's text kept when it cannot be sent) where a visitor enters a form that posts.
import { FAVORITES_STORAGE_KEY } from '~/features/favorites/messages.ts';
import { KIT_MESSAGE, REFRESH_EVERY_MS, REFRESHED_AT_KEY, SAVED_TIMING } from '~/features/offline/kit-messages.ts';

const stored = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

// The kit's note: its look, and the kit's words, locale and time zone on this page (OfflineKit.astro).
const kit = document.querySelector<HTMLTemplateElement>('template[data-offline-note]');

const savedAt = (date: Date) =>
  date.toLocaleString(kit?.dataset.locale, {
    timeZone: kit?.dataset.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    // Older than a day: the date too, in figures (a script writes no month names: intl-locale.ts).
    ...(Date.now() - date.getTime() > 864e5 ? { day: 'numeric', month: 'numeric', year: 'numeric' } : {}),
  });

const held = document.querySelector<HTMLTemplateElement>('template[data-form-keeper]');

/** Whether a draft of this page's forms waits (the keeper wrote it when a post could not go out). */
const hasDraft = () => {
  try {
    const prefix = `${held?.dataset.draftPrefix}${location.pathname}#`;
    return Object.keys(sessionStorage).some((key) => key.startsWith(prefix));
  } catch {
    return false;
  }
};

/** Puts the form keeper held in OfflineKit.astro's <template> to work (its script runs once, when added). */
const startKeeper = () => held?.replaceWith(held.content);

if (hasDraft()) startKeeper();
else {
  const onEnter = (event: FocusEvent) => {
    if (!(event.target as Element).closest('form[method="post" i]')) return;
    document.removeEventListener('focusin', onEnter);
    startKeeper();
  };
  document.addEventListener('focusin', onEnter);
}

// The worker marks a page it served from the device's copy with when that copy was saved.
const saved = (
  performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
)?.serverTiming?.find((t) => t.name === SAVED_TIMING);
if (saved?.description && kit) {
  // The kit's amber note, read out as a status.
  const p = kit.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (p) {
    p.setAttribute('role', 'status');
    p.textContent = (kit.dataset.savedNote ?? '').replace('{time}', savedAt(new Date(saved.description)));
    document.getElementById('main')?.prepend(p);
  }
}

if ('serviceWorker' in navigator) {
  const sw = navigator.serviceWorker;
  const uncontrolled = !sw.controller;
  sw.register('/sw.js', { updateViaCache: 'none' })
    .then(() => sw.ready)
    .then((registration) => {
      const worker = registration.active;
      if (!worker || !navigator.onLine) return;
      // The page that brought the worker in was not fetched through it: keep it now.
      if (uncontrolled) worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [location.href] } });
      // The kit of the page's language, with the device's favourites: asked again when either changed.
      const lang = document.documentElement.lang;
      const favorites = stored(FAVORITES_STORAGE_KEY) ?? '[]';
      const [at, sent] = (stored(REFRESHED_AT_KEY) ?? '0|').split('|');
      if (Date.now() - Number(at) < REFRESH_EVERY_MS && sent === `${lang}${favorites}`) return;
      localStorage.setItem(REFRESHED_AT_KEY, `${Date.now()}|${lang}${favorites}`);
      worker.postMessage({ type: KIT_MESSAGE, lang, favorites: JSON.parse(favorites) });
    })
    .catch(() => {});
}
