import { useEffect, useState } from 'react';
import { apiFetch } from '~/lib/client/api.ts';

export interface Props {
  slug: string;
  /** Views when the page was built; replaced by the live count from the beacon. */
  initialViews: number;
  /** 'görüntülenme' in the page's language, and the locale it writes the count with (SCRIPT_LOCALE). */
  label: string;
  locale: string;
}

/** Sends the view beacon once (the server counts one per visitor per day) and shows the live count. */
export default function BlogViewCounter({ slug, initialViews, label, locale }: Props) {
  const [views, setViews] = useState(initialViews);
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<{ views: number }>(`/api/blog/${encodeURIComponent(slug)}/view`, {
      method: 'POST',
      signal: controller.signal,
    }).then(
      (result) => result.ok && setViews(result.data.views),
      () => {},
    );
    return () => controller.abort();
  }, [slug]);
  return (
    <span data-testid="post-views">
      {views.toLocaleString(locale)} {label}
    </span>
  );
}
