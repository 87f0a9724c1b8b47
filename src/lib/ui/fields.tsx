import type { ReactNode } from 'react';
import { HONEYPOT_FIELD } from '~/lib/constants.ts';
import { MSG } from '~/lib/messages.ts';

// The one field set of every form island: wrapper, input, textarea, select, checkbox, honeypot, KVKK line.

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-500';
const labelClass = 'block text-sm font-medium text-slate-800';
export const primaryButtonClass =
  'inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';

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
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** One option of a select: the value sent and the label shown. */
export interface Option {
  value: string;
  label: string;
}

/** Options whose label is their value. */
export const plainOptions = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

/** What the form kit's `field(name)` gives every control: its value, its change handler, its message. */
interface Bound {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

interface ControlProps extends Bound {
  id: string;
  /** The form field name; the id when not given. */
  name?: string;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
  /** Classes added to the control's own (e.g. a monospace slug). */
  controlClassName?: string;
}

export interface TextFieldProps extends ControlProps {
  type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'password' | 'date' | 'search';
  placeholder?: string;
  autoComplete?: string;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  step?: number;
  inputMode?: 'numeric' | 'decimal' | 'text' | 'tel' | 'email' | 'url';
  pattern?: string;
}

/** Splits a control's props into its wrapper's, its element's and its change handler. */
function splitControl<P extends ControlProps>(props: P) {
  const { id, name, label, required, hint, className, controlClassName = '', value, onChange, error, ...own } = props;
  return {
    field: { id, label, required, error, hint, className },
    control: {
      ...controlProps(id, error, hint),
      ...own,
      name: name ?? id,
      required,
      value,
      className: `${inputClass} ${controlClassName}`,
    },
    onChange,
  };
}

/** A labelled input with its error message. */
export function TextField(props: TextFieldProps) {
  const { field, control, onChange } = splitControl(props);
  return (
    <Field {...field}>
      <input {...control} type={props.type ?? 'text'} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}

export interface TextAreaFieldProps extends ControlProps {
  rows?: number;
  placeholder?: string;
  minLength?: number;
  maxLength?: number;
}

/** A labelled textarea with its error message. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { field, control, onChange } = splitControl(props);
  return (
    <Field {...field}>
      <textarea {...control} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}

export interface SelectFieldProps extends ControlProps {
  options: readonly Option[];
  /** Text of an empty first option; none when the field always has a value. */
  placeholder?: string;
}

/** A labelled select of value/label options with its error message. */
export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { field, control, onChange } = splitControl(props);
  return (
    <Field {...field}>
      <select {...control} onChange={(event) => onChange(event.target.value)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export interface CheckboxFieldProps {
  id: string;
  name?: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox with its label beside it. */
export function CheckboxField({ id, name, label, checked, onChange }: CheckboxFieldProps) {
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm text-slate-800">
      <input
        id={id}
        name={name ?? id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600"
      />
      {label}
    </label>
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
