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
