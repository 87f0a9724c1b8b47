import type { ReactNode } from 'react';
import { buttonClass } from '~/lib/ui/recipes.ts';

// The base of every form control: one input style, the button styles, the label/message wrapper.
// Small on purpose: an island that draws its own control loads only this.

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-500';
const labelClass = 'block text-sm font-medium text-slate-800';
/** A field's hint under it, and the message of what is wrong with it (the Astro fields and the islands alike). */
export const FIELD_HINT_CLASS = 'mt-1 text-xs text-slate-500';
export const FIELD_ERROR_CLASS = 'mt-1 text-sm text-red-700';
export const primaryButtonClass = buttonClass('primary', 'md');
export const secondaryButtonClass = buttonClass('secondary', 'md');

/** Accessibility attributes linking a control to its error message, else to its hint. */
export function controlProps(id: string, error: string | undefined, hint?: string) {
  return {
    id,
    name: id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

export interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
  className?: string;
}

/** Label, control and the field's error message (announced when it appears). */
export function Field({ id, label, required, error, hint, children, className }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && (
          <span className="text-red-600" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className={FIELD_HINT_CLASS}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={FIELD_ERROR_CLASS} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
