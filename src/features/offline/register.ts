// On every page (browser only, kept small): registers the service worker, asks it for the offline kit
// while online, says when a page is the device's saved copy, and keeps a form's text when it cannot be sent.
import { FAVORITES_STORAGE_KEY } from '~/features/favorites/messages.ts';
import {
  FORM_OFFLINE,
  KIT_MESSAGE,
  offlineNote,
  REACHABILITY_PROBE,
  REFRESH_EVERY_MS,
  REFRESHED_AT_KEY,
  SAVED_TIMING,
} from '~/features/offline/kit-messages.ts';

const DRAFT_PREFIX = 'taslak:';
const NOT_KEPT = /^(password|file|hidden|submit|button|reset)$/;

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

function say(text: string, where: Element | null, role: 'status' | 'alert') {
  const p = document.createElement('p');
  p.setAttribute('role', role);
  p.dataset.offlineNote = '';
  p.className = 'm-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-900';
  p.textContent = text;
  where?.prepend(p);
}

function fieldsOf(form: HTMLFormElement) {
  return [...form.elements].filter(
    (el): el is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
      'name' in el && !!(el as HTMLInputElement).name && !NOT_KEPT.test((el as HTMLInputElement).type),
  );
}

const draftKey = (form: HTMLFormElement) => `${DRAFT_PREFIX}${location.pathname}#${[...document.forms].indexOf(form)}`;

/** Whether the network answers (any answer will do): the browser's word when it knows it is offline, else a small request. */
const reachable = () =>
  navigator.onLine
    ? fetch(REACHABILITY_PROBE, { method: 'HEAD', cache: 'no-store' }).then(
        () => true,
        () => false,
      )
    : Promise.resolve(false);

let passing = false;

// A form post goes out only once the network answers; offline it stays on its page with everything
// typed, says why, and keeps a draft for a reload.
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target as HTMLFormElement;
    if (passing || form.method !== 'post') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = (event as SubmitEvent).submitter;
    reachable().then((online) => {
      if (online) {
        sessionStorage.removeItem(draftKey(form));
        passing = true;
        form.requestSubmit(submitter);
        passing = false;
        return;
      }
      const draft: Record<string, string> = {};
      for (const el of fieldsOf(form)) if (el.type !== 'checkbox' && el.type !== 'radio') draft[el.name] = el.value;
      sessionStorage.setItem(draftKey(form), JSON.stringify(draft));
      form.querySelector('[data-offline-note]')?.remove();
      say(FORM_OFFLINE, form, 'alert');
    });
  },
  true,
);

for (const form of document.forms) {
  const draft = sessionStorage.getItem(draftKey(form));
  if (!draft) continue;
  const values = JSON.parse(draft) as Record<string, string>;
  for (const el of fieldsOf(form)) if (!el.value && values[el.name]) el.value = values[el.name] as string;
}

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
