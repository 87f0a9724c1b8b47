import type { BLOG_POST_TEXT } from '~/features/blog/blog-i18n.ts';
import { showToast } from '~/lib/client/toast.ts';
import { buttonClass } from '~/lib/ui/recipes.ts';

export interface Props {
  /** The post's public address (siteUrl on the server: the browser does not know the configured origin). */
  url: string;
  title: string;
  text: string;
  /** The button's and its notices' words in the page's language (picked on the server). */
  words: Pick<(typeof BLOG_POST_TEXT)['tr'], 'share' | 'copied' | 'copiedText' | 'copyFailed' | 'copyFailedText'>;
}

/** 'Paylaş' of a blog post (SPEC §2): the device's native share when present, else copies the URL. */
export default function BlogShareButton({ url, title, text, words }: Props) {
  async function share() {
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
      showToast({ title: words.copied, description: words.copiedText });
    } catch {
      showToast({ title: words.copyFailed, description: words.copyFailedText, variant: 'destructive' });
    }
  }
  return (
    <button type="button" onClick={share} className={`${buttonClass('secondary', 'sm')} noscript:hidden`}>
      {/* The sprite's share icon, drawn inline: this island is on every post and need not load SpriteIcon. */}
      <svg aria-hidden="true" focusable="false" className="h-4 w-4" fill="none">
        <use href="#icon-share" />
      </svg>
      {words.share}
    </button>
  );
}
