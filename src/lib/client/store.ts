// A value the islands of one page share (the toast, the admin session, the payment settings):
// read it, set it, hear when it changes. Islands read it through useStore (use-store.ts).

/** A shared value: `get` reads it, `set` replaces it, `listen` is told of every change until it unsubscribes. */
export interface Store<T> {
  get(): T;
  /** The value it was created with: what the server rendered, so an island hydrates against it. */
  readonly initial: T;
  set(value: T): void;
  listen(listener: () => void): () => void;
}

/** A store holding `initial` until set; setting the value it already holds tells no one. */
export function atom<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    initial,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    listen(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
