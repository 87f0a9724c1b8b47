import type { ReactNode } from 'react';
import { HONEYPOT_FIELD } from '~/lib/constants.ts';
import { MSG } from '~/lib/messages.ts';

// Small pieces every form island uses: field wrapper, select, honeypot, KVKK line. Not hydrated on their own.

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-500';
const labelClass = 'block text-sm font-medium text-slate-800';
export const primaryButtonClass =
  'inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';

/** Accessibility attributes linking a control to its error message. */
export function controlProps(id: string, error: string | undefined) {
  return {
    id,
    name: id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
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
      {hint && !error && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export interface SelectFieldProps {
  id: string;
  label: string;
  options: readonly string[];
  /** Text of the empty first option. */
  placeholder: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  required?: boolean;
  error?: string;
}

/** A labelled select of plain options with its error message. */
export function SelectField({ id, label, options, placeholder, value, onChange, required, error }: SelectFieldProps) {
  return (
    <Field id={id} label={label} required={required} error={error}>
      <select {...controlProps(id, error)} value={value} onChange={onChange} className={inputClass}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </Field>
  );
}

export interface HoneypotProps {
  value: string;
  onChange: (value: string) => void;
}

/** Hidden trap field: people never see or fill it; bots that do are answered without storing anything. */
export function Honeypot({ value, onChange }: HoneypotProps) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        Bu alanı boş bırakın
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}

/** The KVKK line of every form that collects personal data. */
export function KvkkNotice() {
  return (
    <p className="text-xs text-slate-600">
      {MSG.kvkkNotice}{' '}
      <a href="/kvkk" className="font-medium text-brand-700 underline">
        KVKK Aydınlatma Metni
      </a>
    </p>
  );
}
