// On every page (browser only, kept small): registers the service worker, asks it for the offline kit
// while online, says when a page is the device's saved copy, and keeps a form's text when it cannot be sent.
import { FAVORITES_STORAGE_KEY } from '~/features/favorites/messages.ts';
import {
  KIT_MESSAGE,
  offlineNote,
  REFRESH_EVERY_MS,
  REFRESHED_AT_KEY,
  SAVED_TIMING,
} from '~/features/offline/kit-messages.ts';
import { say } from '~/features/offline/offline-note.ts';

const stored = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

const savedAt = (date: Date) =>
  date.toLocaleString('tr-TR', {
    timeZone: 'Europe/Istanbul',
    hour: '2-digit',
    minute: '2-digit',
    ...(Date.now() - date.getTime() > 864e5 ? { day: 'numeric', month: 'long' } : {}),
  });

// A page with a form that posts gets the code that keeps its text offline (form-drafts.ts); others do not
// carry it.
if ([...document.forms].some((form) => form.method === 'post')) void import('~/features/offline/form-drafts.ts');

// The worker marks a page it served from the device's copy with when that copy was saved.
const saved = (
  performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
)?.serverTiming?.find((t) => t.name === SAVED_TIMING);
if (saved?.description)
  say(offlineNote(savedAt(new Date(saved.description))), document.getElementById('main'), 'status');

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
      const favorites = stored(FAVORITES_STORAGE_KEY) ?? '[]';
      const [at, sent] = (stored(REFRESHED_AT_KEY) ?? '0|').split('|');
      if (Date.now() - Number(at) < REFRESH_EVERY_MS && sent === favorites) return;
      localStorage.setItem(REFRESHED_AT_KEY, `${Date.now()}|${favorites}`);
      worker.postMessage({ type: KIT_MESSAGE, favorites: JSON.parse(favorites) });
    })
    .catch(() => {});
}
