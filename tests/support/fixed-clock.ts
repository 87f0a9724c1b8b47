import { afterEach, vi } from 'vitest';

/**
 * For the tests of the file: `at(moment)` stops the clock `Date` reads at that moment for the rest of the test
 * (timers keep running); after each test the real clock is back.
 */
export function withFixedClock(): (moment: Date) => void {
  afterEach(() => vi.useRealTimers());
  return (moment) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(moment);
  };
}
