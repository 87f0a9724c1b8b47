// A listing that moved or closed (set on the desk): shown prominently, closed ones ranked last.

import { valuesOf } from '~/lib/choices.ts';

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
