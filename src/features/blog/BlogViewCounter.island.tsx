import { useEffect, useState } from 'react';
import { BLOG_MSG } from '~/features/blog/messages.ts';
import { formatNumber } from '~/lib/text.ts';

export interface Props {
  slug: string;
  /** Views when the page was built; replaced by the live count from the beacon. */
  initialViews: number;
}

/** Sends the view beacon once (the server counts one per visitor per day) and shows the live count. */
export default function BlogViewCounter({ slug, initialViews }: Props) {
  const [views, setViews] = useState(initialViews);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/blog/${encodeURIComponent(slug)}/view`, {
      method: 'POST',
      credentials: 'include',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ views: number }>) : null))
      .then((data) => {
        if (data) setViews(data.views);
      })
      .catch(() => {});
    return () => controller.abort();
  }, [slug]);
  return (
    <span data-testid="post-views">
      {formatNumber(views)} {BLOG_MSG.views}
    </span>
  );
}
