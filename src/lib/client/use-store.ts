import { useSyncExternalStore } from 'react';
import type { Store } from '~/lib/client/store.ts';

/**
 * The store's value in an island, rendered again whenever it changes. The server, and hydration, see the
 * store's first value: a value set before an island hydrates (a toast shown on load, the admin session
 * another island already fetched) would otherwise differ from the server's HTML (React error #418);
 * React renders the current value right after hydrating.
 */
export function useStore<T>(store: Store<T>): T {
  const initial = () => store.initial;
  return useSyncExternalStore(store.listen, store.get, initial);
}
