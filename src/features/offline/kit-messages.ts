// The settings of the offline kit's script on every page (register.ts) and of the service worker: kept
// apart from the offline page's so every page loads only these few. Its words are in the page's markup.

/** The message a page sends the service worker to refresh the kit (with the device's favourites). */
export const KIT_MESSAGE = 'KIT';

/** How often (ms) a page asks for the kit's refresh while online. */
export const REFRESH_EVERY_MS = 3 * 60 * 60 * 1000;

/** localStorage key of the last refresh. */
export const REFRESHED_AT_KEY = 'cevrimdisi-yenilendi';

/** The Server-Timing name the worker puts on a page served from the device's copy (its `desc`: when saved). */
export const SAVED_TIMING = 'kaydedildi';
