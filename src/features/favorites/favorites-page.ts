// The favourites page (browser only): merges the device's favourites into a signed-in account and lists them.
import { readFavorites, syncFavorites } from '~/features/favorites/favorites-client.ts';
import type { FavoriteBusiness } from '~/features/favorites/messages.ts';
import { FAVORITES_PAGE_MSG } from '~/features/favorites/page-messages.ts';
import { businessPath } from '~/lib/paths.ts';

function card(b: FavoriteBusiness): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';
  const heading = document.createElement('h2');
  heading.className = 'text-lg font-semibold';
  const link = document.createElement('a');
  link.href = businessPath(b.id);
  link.className = 'hover:text-brand-700';
  link.textContent = b.name;
  heading.append(link);
  const meta = document.createElement('p');
  meta.className = 'mt-1 text-sm text-slate-600';
  meta.textContent = b.district ? `${b.category} · ${b.district}` : b.category;
  const address = document.createElement('p');
  address.className = 'mt-1 text-sm text-slate-700';
  address.textContent = b.address;
  item.append(heading, meta, address);
  return item;
}

/** Fills the page's favourites list. */
export async function showFavorites(): Promise<void> {
  const list = document.querySelector<HTMLUListElement>('[data-favorites-list]');
  const status = document.querySelector<HTMLElement>('[data-favorites-status]');
  if (!list || !status) return;
  document.querySelector<HTMLElement>('[data-favorites-noscript]')?.remove();
  const before = readFavorites().length;
  status.textContent = FAVORITES_PAGE_MSG.loading;
  try {
    const result = await syncFavorites();
    list.replaceChildren(...result.businesses.map(card));
    const merged = result.signedIn && result.ids.length > before;
    status.textContent =
      result.businesses.length === 0 ? FAVORITES_PAGE_MSG.empty : merged ? FAVORITES_PAGE_MSG.merged : '';
  } catch {
    status.textContent = FAVORITES_PAGE_MSG.loadFailed;
  }
}
