// A listing that moved or closed (set on the desk): shown prominently, closed ones ranked last.

export const CLOSURES = ['moved', 'closed_temporarily', 'closed_permanently'] as const;
export type Closure = (typeof CLOSURES)[number];

export const CLOSURE_LABELS: Record<Closure, string> = {
  moved: 'Taşındı',
  closed_temporarily: 'Geçici olarak kapalı',
  closed_permanently: 'Kalıcı olarak kapandı',
};

/** Whether a listing with this closure can be open at all. */
export const isClosedListing = (closure: unknown): boolean =>
  closure === 'closed_temporarily' || closure === 'closed_permanently';

export const asClosure = (value: unknown): Closure | null => CLOSURES.find((c) => c === value) ?? null;
