// The form kit of every form island: a shared schema bound to a form's values, errors shown from the
// first submit on and then kept current on every change, the honeypot, the submitting state and the
// toasts of SPEC §8.
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { type ApiFailure, type ApiResult, type FieldErrors, fieldErrorsOf } from '~/lib/client/api.ts';
import { showToast } from '~/lib/client/toast.ts';

/** What the kit needs of a schema: zod's (and zod/mini's) `safeParse`. */
interface FormSchema<T> {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

/** Field errors of a parse: none when it succeeds. */
export function validate<T>(schema: FormSchema<T>, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error.issues);
}

interface FailureToast {
  title: string;
  text: string;
  network?: string;
  ownText?: boolean;
}

/** The text of a failed send's toast (see `FormOptions.failure`). */
export function failureText(failure: FailureToast, result: ApiFailure): string {
  return (result.status === 0 && failure.network) || (!failure.ownText && result.error) || failure.text;
}

export interface FormOptions<V extends object, T, R> {
  initial: V;
  /** Messages to show from the start: a refused form post shown again by the server (FormState). */
  initialErrors?: FieldErrors;
  /** Checked before sending; the browser-side half of the endpoint's own validation. */
  schema?: FormSchema<T>;
  /** Sends the values (parsed by the schema when there is one; also as typed) with the honeypot's value. */
  send: (data: T, honeypot: string, typed: V) => Promise<ApiResult<R>>;
  /**
   * Toast of a failed send; its text is the server's message when it gave one (unless `ownText`: a step
   * whose failure has one message whatever the cause), or `network` (the page's language) when the server
   * could not be reached.
   */
  failure: FailureToast;
  /** Toast of a successful send, if the form shows one. */
  success?: { title: string; text?: string };
  onSuccess?: (data: R) => void;
  /** Empty the form after a successful send (default true). */
  resetOnSuccess?: boolean;
  /** Called with the messages when the schema rejects the values on submit (e.g. to show their step). */
  onInvalid?: (errors: FieldErrors) => void;
}

/** A form's state and handlers; `field(name)` / `bind(name)` bind one control (see lib/ui/fields.tsx). */
export function useForm<V extends object, T = V, R = unknown>(options: FormOptions<V, T, R>) {
  const { initial, schema } = options;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>(options.initialErrors ?? {});
  const [checking, setChecking] = useState(Object.keys(options.initialErrors ?? {}).length > 0);
  const [submitting, setSubmitting] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const ref = useRef<HTMLFormElement>(null);
  // False in the server's HTML and the first render: forms that check with the schema here can leave
  // the browser's own checks (their only checks before the script runs) once it is true.
  const [hydrated, setHydrated] = useState(false);

  // The server-rendered form can be typed into before this script runs: take those values over
  // (React keeps the page's text at hydration but would reset it at the next render).
  const initialRef = useRef(initial);
  useLayoutEffect(() => {
    const typed = ref.current && typedValues(ref.current, initialRef.current);
    if (typed) setValues(typed);
    setHydrated(true);
  }, []);

  function setValue<K extends keyof V>(name: K, value: V[K]): void {
    setValues((current) => {
      const next = { ...current, [name]: value };
      if (checking && schema) setErrors(validate(schema, next));
      return next;
    });
  }

  const field = (name: keyof V & string) => ({
    value: String(values[name] ?? ''),
    onChange: (value: string) => setValue(name, value as V[typeof name]),
    error: errors[name],
  });
  /** `field(name)` with the control's name and id (`prefix-name`, or the name alone): one name written once. */
  const bind = (name: keyof V & string, idPrefix?: string) => ({
    id: idPrefix ? `${idPrefix}-${name}` : name,
    name,
    ...field(name),
  });

  /** Validates now and from now on at every change; returns the messages (none when valid). */
  function check(): FieldErrors {
    if (!schema) return {};
    setChecking(true);
    const found = validate(schema, values);
    setErrors(found);
    return found;
  }

  function reset(): void {
    setValues(initial);
    setErrors({});
    setChecking(false);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const form = event.currentTarget;
    let data = values as unknown as T;
    if (schema) {
      setChecking(true);
      const parsed = schema.safeParse(values);
      if (!parsed.success) {
        const found = fieldErrorsOf(parsed.error.issues);
        setErrors(found);
        focusFirstError(form, found);
        options.onInvalid?.(found);
        return;
      }
      data = parsed.data;
    }
    setErrors({});
    setSubmitting(true);
    const result = await options.send(data, honeypot, values);
    setSubmitting(false);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      focusFirstError(form, result.fieldErrors);
      showToast({
        title: options.failure.title,
        description: failureText(options.failure, result),
        variant: 'destructive',
      });
      return;
    }
    if (options.resetOnSuccess ?? true) reset();
    if (options.success) showToast({ title: options.success.title, description: options.success.text });
    options.onSuccess?.(result.data);
  }

  return {
    ref,
    hydrated,
    values,
    setValue,
    field,
    bind,
    errors,
    setErrors,
    check,
    submitting,
    honeypot: { value: honeypot, onChange: setHoneypot },
    onSubmit,
    reset,
  };
}

/** The values of `form`'s named controls where they differ from `values` (checkboxes as booleans), else null. */
function typedValues<V extends object>(form: HTMLFormElement, values: V): V | null {
  let changed = false;
  const next = { ...values } as Record<string, unknown>;
  for (const [name, current] of Object.entries(next)) {
    const control = form.elements.namedItem(name);
    if (!control || (control instanceof Element && !('value' in control))) continue;
    const typed =
      control instanceof HTMLInputElement && control.type === 'checkbox'
        ? control.checked
        : (control as HTMLInputElement | RadioNodeList).value;
    if (typed !== (typeof typed === 'boolean' ? Boolean(current) : String(current ?? ''))) {
      next[name] = typed;
      changed = true;
    }
  }
  return changed ? (next as V) : null;
}

/** Moves focus to the first control, in document order, whose field has a message. */
function focusFirstError(form: HTMLFormElement, errors: FieldErrors): void {
  const names = new Set(Object.keys(errors));
  if (names.size === 0) return;
  const first = Array.from(form.elements).find(
    (el): el is HTMLElement => el instanceof HTMLElement && names.has(el.getAttribute('name') ?? ''),
  );
  first?.focus();
}
