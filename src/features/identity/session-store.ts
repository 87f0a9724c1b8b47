import type { SessionInfo } from '~/features/identity/messages.ts';
import { apiData } from '~/lib/client/api.ts';
import { atom } from '~/lib/client/store.ts';

export type SessionState = { status: 'loading' } | { status: 'ready'; session: SessionInfo } | { status: 'error' };

/** Who is logged in, asked once per page from GET /api/auth/session and shared by the admin islands. */
export const $adminSession = atom<SessionState>({ status: 'loading' });

let pending: Promise<void> | null = null;

/** Loads the session once per page (later calls reuse the first request). */
export function loadAdminSession(): Promise<void> {
  pending ??= apiData<SessionInfo>('/api/auth/session')
    .then((session) => $adminSession.set({ status: 'ready', session }))
    .catch(() => $adminSession.set({ status: 'error' }));
  return pending;
}

/** Logs out and forgets the session. */
export async function logoutAdmin(): Promise<void> {
  await apiData('/api/auth/logout', { method: 'POST' });
  $adminSession.set({ status: 'ready', session: { user: null, isAdmin: false } });
}
