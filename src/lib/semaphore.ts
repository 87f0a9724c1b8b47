/** At most `slots` tasks run at once; the others wait in order. `peak` is the most that ever ran together. */
export function createSemaphore(slots: number) {
  let active = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];
  return {
    get peak() {
      return peak;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
      else active++;
      peak = Math.max(peak, active);
      try {
        return await task();
      } finally {
        // The slot passes straight to the next waiter, so `active` stays counted for it.
        const next = waiting.shift();
        if (next) next();
        else active--;
      }
    },
  };
}
