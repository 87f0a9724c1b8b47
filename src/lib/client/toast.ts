import { atom } from '~/lib/client/store.ts';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** The one toast on screen (SPEC §4: one at a time); a new toast replaces the current one. */
export const $toast = atom<Toast | null>(null);

let nextId = 1;

/** Shows a toast, replacing any visible one. */
export function showToast(toast: Omit<Toast, 'id'>): void {
  $toast.set({ ...toast, id: nextId++ });
}

/** Hides the visible toast. */
export function dismissToast(): void {
  $toast.set(null);
}

/** Window event that script outside React (the nav bar) uses to ask for a toast. */
export const TOAST_EVENT = 'ar:toast';
