import { type FormEvent, useEffect, useState } from 'react';
import { AUTH_MSG, safeNextPath } from '~/features/admin/messages.ts';
import { loginSchema } from '~/features/admin/schema.ts';
import { apiFetch } from '~/lib/client/api.ts';
import { Field, inputClass, primaryButtonClass } from '~/lib/ui/field.tsx';

export interface Props {
  /** Where to go by default after logging in. */
  defaultNext?: string;
}

/** The /admin/login form: posts to /api/auth/login, which sets the session cookie, then moves on. */
export default function LoginForm({ defaultNext = '/admin/approval' }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The server-rendered form stays inert until hydrated, so a password never goes out in a plain GET.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

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
    window.location.assign(safeNextPath(new URLSearchParams(window.location.search).get('next'), defaultNext));
  }

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      {/* Uncontrolled on purpose: what was typed before hydration is read from the form on submit. */}
      <Field id="login-username" label="Kullanıcı adı veya e-posta">
        <input id="login-username" name="username" autoComplete="username" required className={inputClass} />
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
      <button type="submit" disabled={!hydrated || submitting} className={`${primaryButtonClass} w-full`}>
        {submitting ? 'Giriş yapılıyor...' : 'Giriş Yap'}
      </button>
    </form>
  );
}
