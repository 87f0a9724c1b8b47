import type { FormEvent, ReactNode, RefObject } from 'react';
import { primaryButtonClass } from '~/lib/ui/field.tsx';
import { FormAlert, Honeypot, type HoneypotProps, KvkkNotice, type KvkkText } from '~/lib/ui/form-notices.tsx';

/** What the frame says in the page's language (picked on the server, see formFrameText). */
export interface FormFrameText extends KvkkText {
  /** The page's language, posted with the form so its confirmation and refusals come in it. */
  lang: string;
  honeypot: string;
  /** Said when the server could not be reached. */
  networkError: string;
}

/** What the frame needs of the form kit (`useForm`). */
interface FormKit {
  ref: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  honeypot: HoneypotProps;
  submitting: boolean;
}

export interface PublicFormProps {
  form: FormKit;
  /** The endpoint a browser posts to until the script runs (and with JavaScript off). */
  action: string;
  label: string;
  /** The message of a refused post shown again by the server. */
  message?: string;
  /** True once the form checks with the schema itself (leaves the browser's own checks). */
  noValidate?: boolean;
  submitLabel: string;
  submittingLabel: string;
  className?: string;
  buttonClassName?: string;
  /** Omitted: Turkish, posted without a language. */
  frame?: FormFrameText;
  children: ReactNode;
}

/**
 * The frame of a public form island: a plain form post until its script runs, the refusal's message
 * above the fields, then the honeypot, the KVKK line and the submit button (busy while sending).
 */
export function PublicForm({
  form,
  action,
  label,
  message,
  noValidate,
  submitLabel,
  submittingLabel,
  className = 'relative space-y-5',
  buttonClassName = `${primaryButtonClass} w-full sm:w-auto`,
  frame,
  children,
}: PublicFormProps) {
  return (
    <form
      ref={form.ref}
      method="post"
      action={action}
      onSubmit={form.onSubmit}
      noValidate={noValidate}
      className={className}
      aria-label={label}
    >
      {frame && <input type="hidden" name="lang" value={frame.lang} />}
      <FormAlert message={message} />
      {children}
      <Honeypot {...form.honeypot} label={frame?.honeypot} />
      <KvkkNotice text={frame} />
      <button type="submit" disabled={form.submitting} className={buttonClassName}>
        {form.submitting ? submittingLabel : submitLabel}
      </button>
    </form>
  );
}
