import { useSyncExternalStore } from 'react';
import type { Store } from '~/lib/client/store.ts';

/** The store's value in an island, rendered again whenever it changes (and its first value on the server). */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.listen, store.get, store.get);
}
