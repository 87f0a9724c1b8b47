// Favourites in the browser: kept in localStorage (no account needed) and, once a sync found a
// signed-in account, sent to it on every change. Plain DOM, no framework: it runs on every list page.
import {
  FAVORITE_TOGGLE_MSG,
  FAVORITES_ACCOUNT_KEY,
  FAVORITES_API,
  FAVORITES_MAX,
  FAVORITES_STORAGE_KEY,
  type FavoritesResponse,
} from '~/features/favorites/messages.ts';

/** The favourites kept on this device, newest first. */
export function readFavorites(): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

function writeFavorites(ids: readonly number[]): void {
  try {
    localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(ids.slice(0, FAVORITES_MAX)));
  } catch {
    // Storage full or blocked (private mode): the choice lasts for this page only.
  }
}

/** Sends the device's favourites (and one just taken off) to the server; keeps what it answers when signed in. */
export async function syncFavorites(removed: number[] = []): Promise<FavoritesResponse> {
  const response = await fetch(FAVORITES_API, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ids: readFavorites(), removed }),
  });
  if (!response.ok) throw new Error(String(response.status));
  const result = (await response.json()) as FavoritesResponse;
  if (result.signedIn) {
    writeFavorites(result.ids);
    localStorage.setItem(FAVORITES_ACCOUNT_KEY, '1');
  } else {
    localStorage.removeItem(FAVORITES_ACCOUNT_KEY);
  }
  return result;
}

function toggle(id: number): boolean {
  const ids = readFavorites();
  const on = !ids.includes(id);
  writeFavorites(on ? [id, ...ids] : ids.filter((x) => x !== id));
  if (localStorage.getItem(FAVORITES_ACCOUNT_KEY)) syncFavorites(on ? [] : [id]).catch(() => undefined);
  return on;
}

function show(button: HTMLButtonElement, on: boolean): void {
  button.setAttribute('aria-pressed', String(on));
  // A page in another language gives the link its own titles (data-add, data-remove).
  button.title = on
    ? button.dataset.remove || FAVORITE_TOGGLE_MSG.remove
    : button.dataset.add || FAVORITE_TOGGLE_MSG.add;
}

/**
 * Turns each favourite link of the page (without scripts it leads to the favourites page) into a
 * toggle button with aria-pressed; every button of the same business follows.
 */
export function enableFavoriteButtons(): void {
  const saved = new Set(readFavorites());
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-favorite]')) {
    const id = Number(link.dataset.favorite);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = link.className;
    button.dataset.favorite = String(id);
    if (link.dataset.add) button.dataset.add = link.dataset.add;
    if (link.dataset.remove) button.dataset.remove = link.dataset.remove;
    button.setAttribute('aria-label', link.dataset.label ?? '');
    button.append(...link.childNodes);
    show(button, saved.has(id));
    button.addEventListener('click', () => {
      const on = toggle(id);
      for (const other of document.querySelectorAll<HTMLButtonElement>(`button[data-favorite="${id}"]`))
        show(other, on);
    });
    link.replaceWith(button);
  }
}
