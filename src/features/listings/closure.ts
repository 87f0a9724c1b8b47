// A listing that moved or closed (set on the desk): shown prominently, closed ones ranked last.

import { valuesOf } from '~/lib/choices.ts';
import { TIME_ZONE } from '~/lib/text.ts';

export const CLOSURE_LABELS = {
  moved: 'Taşındı',
  closed_temporarily: 'Geçici olarak kapalı',
  closed_permanently: 'Kalıcı olarak kapandı',
} as const;
export type Closure = keyof typeof CLOSURE_LABELS;
export const CLOSURES = valuesOf(CLOSURE_LABELS);

/** Whether a listing with this closure can be open at all. */
export const isClosedListing = (closure: unknown): boolean =>
  closure === 'closed_temporarily' || closure === 'closed_permanently';

export const asClosure = (value: unknown): Closure | null => CLOSURES.find((c) => c === value) ?? null;

/**
 * Where a listing ranks among the others, smaller first: open or moved 0, closed for now 1, closed for
 * good 2 — the `closed_rank` column of migration 0039, for lists ordered in the browser.
 */
export const closedRank = (closure: unknown): number =>
  closure === 'closed_temporarily' ? 1 : closure === 'closed_permanently' ? 2 : 0;

/**
 * Whether a listing offers a call (phone, WhatsApp): a closed one does not, since nobody answers there
 * and a number left behind may be someone else's by now.
 */
export const offersCall = (closure: unknown): boolean => !isClosedListing(closure);

const turkeyDay = /* @__PURE__ */ new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A moment's day in Turkey's calendar, 'YYYY-MM-DD' (the form of a reopening date). */
export const dayInTurkey = (at: Date = new Date()): string => turkeyDay.format(at);

/**
 * When a listing closed for now reopens, as of `today` (YYYY-MM-DD): later, today, or overdue — the day
 * passed and nobody said it reopened. An overdue listing stays closed (ranked after the open ones, no
 * call) until the desk changes it: a date announced is not proof the doors opened. Null when the listing
 * is not closed for now or no date is known.
 */
export function reopeningOf(
  b: { closure: string | null; reopensAt: string | null },
  today: string,
): { date: string; when: 'later' | 'today' | 'overdue' } | null {
  if (b.closure !== 'closed_temporarily' || !b.reopensAt) return null;
  const when = b.reopensAt > today ? 'later' : b.reopensAt === today ? 'today' : 'overdue';
  return { date: b.reopensAt, when };
}
