// 'Yakınımda' (browser only): asks for the visitor's position once and opens the list sorted by
// distance from it. The position goes into the address only, rounded to about 100 m; nothing is stored
// (the request log masks it).
import { NEAR_ME_PARAMS, POSITION_DIGITS } from '~/features/directory/position.ts';

/** The list address for a position, keeping the list's other filters (and leaving its page). */
export function nearMeHref(listPath: string, current: string, lat: number, lng: number): string {
  const params = new URLSearchParams(current);
  params.delete('page');
  params.set(NEAR_ME_PARAMS.location, `${lat.toFixed(POSITION_DIGITS)},${lng.toFixed(POSITION_DIGITS)}`);
  params.set(NEAR_ME_PARAMS.sort, NEAR_ME_PARAMS.sortValue);
  return `${listPath}?${params.toString()}`;
}

/** Shows the page's 'Yakınımda' buttons (they need scripts) and makes them work. */
export function enableNearMe(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-near-me]')) {
    const status = button.parentElement?.querySelector<HTMLElement>('[data-near-me-status]');
    const say = (text: string) => {
      if (status) status.textContent = text;
    };
    // The button carries its words in the page's language (NearMeButton.astro's data-*): this script has none.
    const words = button.dataset;
    button.hidden = false;
    button.addEventListener('click', () => {
      if (!('geolocation' in navigator)) {
        say(words.unsupported ?? '');
        return;
      }
      button.disabled = true;
      say(words.locating ?? '');
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => {
          const listPath = button.dataset.nearMe || '/businesses';
          const current = window.location.pathname === listPath ? window.location.search : '';
          window.location.assign(nearMeHref(listPath, current, coords.latitude, coords.longitude));
        },
        () => {
          button.disabled = false;
          say(words.denied ?? '');
        },
        { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
      );
    });
  }
}
