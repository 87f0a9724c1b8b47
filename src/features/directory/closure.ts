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

/** The listing's state as one sentence for its page and cards ('Taşındı: yeni adresi …, 1 Mart 2023'den beri'). */
export interface ClosureInfo {
  closure: Closure;
  previousAddress: string | null;
  movedAt: string | null;
}
