import { useEffect } from 'react';
import { BLOG_MSG } from '~/features/blog/messages.ts';
import { $adminSession, loadAdminSession } from '~/features/identity/session-store.ts';
import { useStore } from '~/lib/client/use-store.ts';

/** 'Create New Post' on /blog, shown only to a logged-in admin (the page itself is static). */
export default function AdminCreatePostLink() {
  const $session = useStore($adminSession);
  useEffect(() => {
    void loadAdminSession();
  }, []);
  if ($session.status !== 'ready' || !$session.session.isAdmin) return null;
  return (
    <a
      href="/admin/blog/create"
      className="inline-flex items-center rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
    >
      {BLOG_MSG.createNewPost}
    </a>
  );
}
