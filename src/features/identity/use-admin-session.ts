import { useEffect } from 'react';
import { $adminSession, loadAdminSession } from '~/features/identity/session-store.ts';
import { useStore } from '~/lib/client/use-store.ts';

/** The page's admin session (asked for once); `load` runs as soon as an admin is signed in and when it changes. */
export function useAdminSession(load: () => unknown) {
  const session = useStore($adminSession);
  const isAdmin = session.status === 'ready' && session.session.isAdmin;
  useEffect(() => {
    void loadAdminSession();
  }, []);
  useEffect(() => {
    if (isAdmin) void load();
  }, [isAdmin, load]);
  return { session, isAdmin };
}
