// The owners' forms: plain HTML forms rendered by the server (no script), posted to their endpoint; a
// refused post comes back with the messages beside the fields and the values kept (passwords never).
import { EMAIL_MAX, HONEYPOT_FIELD, PASSWORD_MAX, PASSWORD_MIN } from '~/lib/constants.ts';
import type { FormState } from '~/lib/forms/form-state.ts';
import { Field, inputClass, primaryButtonClass } from '~/lib/ui/field.tsx';
import { FormAlert } from '~/lib/ui/form-notices.tsx';

export interface AccountField {
  name: string;
  label: string;
  kind: 'text' | 'email' | 'new-password' | 'current-password';
  autoComplete?: string;
  maxLength?: number;
}

export interface AccountFormProps {
  id: string;
  action: string;
  label: string;
  submit: string;
  fields: AccountField[];
  state?: FormState;
  hidden?: Record<string, string>;
  /** Public forms (sign-up, forgotten password) carry the honeypot. */
  honeypot?: boolean;
  danger?: boolean;
}

const limits = (field: AccountField) => {
  if (field.kind === 'email')
    return { type: 'email', maxLength: EMAIL_MAX, autoComplete: field.autoComplete ?? 'email' };
  if (field.kind === 'new-password')
    return { type: 'password', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, autoComplete: 'new-password' };
  if (field.kind === 'current-password')
    return { type: 'password', maxLength: PASSWORD_MAX, autoComplete: field.autoComplete ?? 'current-password' };
  return { type: 'text', maxLength: field.maxLength, autoComplete: field.autoComplete };
};

export default function AccountForm({
  id,
  action,
  label,
  submit,
  fields,
  state,
  hidden,
  honeypot,
  danger,
}: AccountFormProps) {
  return (
    <form method="post" action={action} aria-label={label} className="relative space-y-4">
      <FormAlert message={state?.message} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {fields.map((field) => {
        const controlId = `${id}-${field.name}`;
        const error = state?.errors[field.name];
        const secret = field.kind.endsWith('password');
        return (
          <Field key={field.name} id={controlId} label={field.label} required error={error}>
            <input
              id={controlId}
              name={field.name}
              required
              className={inputClass}
              defaultValue={secret ? undefined : state?.values[field.name]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${controlId}-error` : undefined}
              {...limits(field)}
            />
          </Field>
        );
      })}
      {honeypot && (
        <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
          <label>
            Bu alanı boş bırakın
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
      )}
      <button
        type="submit"
        className={danger ? `${primaryButtonClass} !bg-red-700 hover:!bg-red-800` : primaryButtonClass}
      >
        {submit}
      </button>
    </form>
  );
}
