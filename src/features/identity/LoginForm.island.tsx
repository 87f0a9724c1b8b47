import { type FormEvent, useState } from 'react';
import { AUTH_MSG } from '~/features/identity/messages.ts';
import { loginSchema } from '~/features/identity/schema.ts';
import { apiFetch } from '~/lib/client/api.ts';
import type { FormIslandProps } from '~/lib/forms/form-state.ts';
import { Field, inputClass, primaryButtonClass } from '~/lib/ui/field.tsx';

export interface Props extends FormIslandProps {
  /** Where to go after logging in (already checked to be a path of this site). */
  next: string;
}

/**
 * The /admin/login form: a plain form post to /api/auth/login (the server sets the session cookie and
 * sends the browser on to `next`) until its script runs; then the script posts it and moves on.
 */
export default function LoginForm({ next, state }: Props) {
  const [error, setError] = useState<string | null>(state?.message ?? null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Read from the form itself: what was typed before hydration counts too.
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const parsed = loginSchema.safeParse({ username: form.get('username'), password: form.get('password') });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? AUTH_MSG.loginFailed);
      return;
    }
    setSubmitting(true);
    setError(null);
    const result = await apiFetch('/api/auth/login', { body: parsed.data });
    if (!result.ok) {
      setError(result.status === 0 ? AUTH_MSG.loginFailed : result.error);
      setSubmitting(false);
      return;
    }
    window.location.assign(next);
  }

  return (
    <form
      method="post"
      action="/api/auth/login"
      onSubmit={onSubmit}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <input type="hidden" name="next" value={next} />
      {/* Uncontrolled on purpose: what was typed before hydration is read from the form on submit. */}
      <Field id="login-username" label="Kullanıcı adı veya e-posta">
        <input
          id="login-username"
          name="username"
          autoComplete="username"
          required
          maxLength={200}
          defaultValue={state?.values.username}
          className={inputClass}
        />
      </Field>
      <Field id="login-password" label="Şifre">
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className={inputClass}
        />
      </Field>
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm text-red-700">
        {error}
      </p>
      <button type="submit" disabled={submitting} className={`${primaryButtonClass} w-full`}>
        {submitting ? 'Giriş yapılıyor...' : 'Giriş Yap'}
      </button>
    </form>
  );
}
