import { useEffect } from 'react';
import { BLOG_MSG } from '~/features/blog/messages.ts';
import { $adminSession, loadAdminSession } from '~/features/identity/session-store.ts';
import { useStore } from '~/lib/client/use-store.ts';
import { buttonClass } from '~/lib/ui/recipes.ts';

/** 'Create New Post' on /blog, shown only to a logged-in admin (the page itself is static). */
export default function AdminCreatePostLink() {
  const $session = useStore($adminSession);
  useEffect(() => {
    void loadAdminSession();
  }, []);
  if ($session.status !== 'ready' || !$session.session.isAdmin) return null;
  return (
    <a href="/admin/blog/create" className={buttonClass('primary', 'md')}>
      {BLOG_MSG.createNewPost}
    </a>
  );
}
