// The form kit of a visitor form island that posts to one endpoint (the partnership and registration forms):
// it starts from a refused post the server showed again, sends with the page's language and the
// honeypot, and its frame (lib/ui/PublicForm.tsx) and failure toast say what the form's text says.
import { apiFetch } from '~/lib/client/api.ts';
import { type FormOptions, useForm } from '~/lib/client/form.ts';
import { HONEYPOT_FIELD } from '~/lib/constants.ts';
import { type FormState, startValues } from '~/lib/forms/form-state.ts';
import type { FormFrameText } from '~/lib/ui/PublicForm.tsx';

/** What the form's text says besides its fields (picked on the server in the page's language). */
interface PublicFormWords {
  formLabel: string;
  submit: string;
  submitting: string;
  failureTitle: string;
  failureText: string;
}

interface PublicFormOptions<V extends Record<string, string>, T>
  extends Pick<FormOptions<V, T, unknown>, 'schema' | 'success' | 'onSuccess'> {
  /** Where the form posts, with and without its script. */
  endpoint: string;
  empty: V;
  state?: FormState | undefined;
  t: PublicFormWords;
  frame: FormFrameText;
  /** What is sent besides the language and the honeypot (from the parsed and the typed values); default the parsed values. */
  body?: (data: T, typed: V) => object;
}

/** The form kit (`form`) and the frame's props but its fields (`frameProps`, spread on PublicForm). */
export function usePublicForm<V extends Record<string, string>, T = V>({
  endpoint,
  empty,
  state,
  t,
  frame,
  body = (data) => data as object,
  ...options
}: PublicFormOptions<V, T>) {
  const form = useForm<V, T>({
    ...options,
    initial: startValues(empty, state),
    initialErrors: state?.errors,
    send: (data, honeypot, typed) =>
      apiFetch(endpoint, { body: { ...body(data, typed), lang: frame.lang, [HONEYPOT_FIELD]: honeypot } }),
    failure: { title: t.failureTitle, text: t.failureText, network: frame.networkError },
  });
  const frameProps = {
    form,
    action: endpoint,
    label: t.formLabel,
    message: state?.message,
    submitLabel: t.submit,
    submittingLabel: t.submitting,
    frame,
  };
  return { form, frameProps };
}
