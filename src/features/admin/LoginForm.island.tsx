import { type FormEvent, useEffect, useState } from 'react';
import { AUTH_MSG, safeNextPath } from '~/features/admin/messages.ts';
import { loginSchema } from '~/features/admin/schema.ts';
import { ApiError, requestJson } from '~/lib/client/admin-api.ts';

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
    try {
      await requestJson('/api/auth/login', { method: 'POST', body: parsed.data });
      const next = safeNextPath(new URLSearchParams(window.location.search).get('next'), defaultNext);
      window.location.assign(next);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : AUTH_MSG.loginFailed);
      setSubmitting(false);
    }
  }

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div>
        <label htmlFor="login-username" className="block text-sm font-medium text-slate-700">
          Kullanıcı adı veya e-posta
        </label>
        <input
          id="login-username"
          name="username"
          autoComplete="username"
          required
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
      </div>
      <div>
        <label htmlFor="login-password" className="block text-sm font-medium text-slate-700">
          Şifre
        </label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
      </div>
      <p role="alert" aria-live="assertive" className="min-h-5 text-sm text-red-700">
        {error}
      </p>
      <button
        type="submit"
        disabled={!hydrated || submitting}
        className="w-full rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {submitting ? 'Giriş yapılıyor...' : 'Giriş Yap'}
      </button>
    </form>
  );
}
