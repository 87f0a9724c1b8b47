// The moment the posts and reminders are judged by: the real clock, or one a test sets, so an offer's end,
// a holiday ten days away and a link's expiry can be tried without waiting.

let fixed: (() => Date) | null = null;

/** Now, by the site's clock. */
export function now(): Date {
  return fixed ? fixed() : new Date();
}

/** Sets the clock (a test); null goes back to the real one. */
export function setClock(clock: (() => Date) | null): void {
  fixed = clock;
}
