import { BLOG_MSG } from '~/features/blog/messages.ts';
import { showToast } from '~/lib/client/toast.ts';
import { siteUrl } from '~/lib/origin.ts';
import { buttonClass } from '~/lib/ui/recipes.ts';

export interface Props {
  /** Path of the post; the public origin is put in front when it is shared. */
  path: string;
  title: string;
  text: string;
}

const COPIED = {
  title: 'Bağlantı kopyalandı!',
  description: 'Link panoya kopyalandı, istediğiniz yere yapıştırabilirsiniz.',
};
const COPY_FAILED = {
  title: 'Kopyalama başarısız',
  description: 'Lütfen bağlantıyı manuel olarak kopyalayın.',
  variant: 'destructive' as const,
};

/** 'Paylaş' of a blog post (SPEC §2): the device's native share when present, else copies the URL. */
export default function BlogShareButton({ path, title, text }: Props) {
  async function share() {
    const url = siteUrl(path);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ url, title, text });
      } catch {
        // The visitor closed the share sheet: nothing to report.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast(COPIED);
    } catch {
      showToast(COPY_FAILED);
    }
  }
  return (
    <button type="button" onClick={share} className={buttonClass('secondary', 'sm')}>
      {/* The sprite's share icon, drawn inline: this island is on every post and need not load SpriteIcon. */}
      <svg aria-hidden="true" focusable="false" className="h-4 w-4" fill="none">
        <use href="#icon-share" />
      </svg>
      {BLOG_MSG.share}
    </button>
  );
}
