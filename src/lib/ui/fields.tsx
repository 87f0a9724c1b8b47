// The field set of the form islands: input, textarea, select and checkbox on the one wrapper and style.
import { EMAIL_MAX } from '~/lib/constants.ts';
import { controlProps, Field, inputClass } from '~/lib/ui/field.tsx';

/** One option of a select: the value sent and the label shown. */
export interface Option {
  value: string;
  label: string;
}

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

/** The e-mail address a form asks for: required, the one length limit, the browser's autofill. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'> & { label?: string }) {
  return (
    <TextField
      type="email"
      required
      maxLength={EMAIL_MAX}
      autoComplete="email"
      {...props}
      label={props.label ?? 'E-posta'}
    />
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
