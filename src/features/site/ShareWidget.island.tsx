import { useEffect, useRef, useState } from 'react';
import {
  networkShareUrl,
  SHARE_NETWORKS,
  SHARE_WIDGET_TEXT,
  type ShareNetwork,
  type ShareVariant,
  type ShareWidgetText,
  shareTitle,
} from '~/features/site/share.ts';
import { copyLinkWithToast, shareTo } from '~/features/site/share-actions.ts';
import { useHydrated } from '~/lib/client/use-hydrated.ts';
import { COMPACT_SHARE_NETWORKS, COPIED_INDICATOR_MS } from '~/lib/constants.ts';
import { buttonClass } from '~/lib/ui/recipes.ts';

export interface Props {
  /** The page's absolute URL (the server writes it on the site's origin). */
  url: string;
  title: string;
  description?: string;
  imageUrl?: string;
  businessName?: string;
  variant?: ShareVariant;
  className?: string;
  /** The widget's words in the page's language (Turkish by default). */
  texts?: ShareWidgetText;
}

const HIGH = SHARE_NETWORKS.filter((n) => n.relevance === 'high');
const MEDIUM = SHARE_NETWORKS.filter((n) => n.relevance === 'medium');

/** Share widget: full card, compact row of the first three networks, or floating buttons. */
export default function ShareWidget({
  url,
  title,
  businessName,
  variant = 'full',
  className = '',
  texts: t = SHARE_WIDGET_TEXT,
}: Props) {
  const [more, setMore] = useState(false);
  const [copied, setCopied] = useState(false);
  const hydrated = useHydrated();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const text = shareTitle(title, businessName, t.siteName);
  const share = (network: ShareNetwork) => shareTo(network, url, text);
  const copy = async () => {
    if (!(await copyLinkWithToast(url))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  };

  // A network with a share address is a link to it, so it shares without scripts too (a new tab); with
  // them, a popup. Instagram (no share address), copying and the options' toggle need the script: they
  // are not shown where scripting is off.
  const button = (n: (typeof SHARE_NETWORKS)[number], small = false) => {
    // Named for what it does: the business page has the business's own WhatsApp link too.
    const label = t.shareOn.replace('{network}', n.label);
    const look = buttonClass('secondary', small ? 'xs' : 'sm');
    return n.id === 'instagram' ? (
      <button
        key={n.id}
        type="button"
        disabled={!hydrated}
        onClick={() => share(n.id)}
        aria-label={label}
        className={`${look} noscript:hidden`}
      >
        {n.label}
      </button>
    ) : (
      <a
        key={n.id}
        href={networkShareUrl(n.id, url, text)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event) => {
          event.preventDefault();
          share(n.id);
        }}
        aria-label={label}
        className={look}
      >
        {n.label}
      </a>
    );
  };
  const copyButton = (
    <button
      type="button"
      disabled={!hydrated}
      onClick={copy}
      className={`${buttonClass('secondary', 'sm')} noscript:hidden`}
    >
      {copied ? t.copied : t.copyLink}
    </button>
  );

  if (variant === 'compact') {
    return (
      <fieldset className={`flex flex-wrap items-center gap-2 ${className}`} aria-label={t.heading}>
        {SHARE_NETWORKS.slice(0, COMPACT_SHARE_NETWORKS).map((n) => button(n, true))}
      </fieldset>
    );
  }
  if (variant === 'floating') {
    return (
      <fieldset
        className={`fixed bottom-20 right-4 z-40 flex flex-col gap-2 rounded-xl bg-white/95 p-2 shadow-lg ${className}`}
        aria-label={t.heading}
      >
        {HIGH.map((n) => button(n, true))}
        {copyButton}
      </fieldset>
    );
  }
  return (
    <section
      className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm ${className}`}
      aria-label={t.heading}
    >
      <h2 className="text-lg font-semibold">{t.heading}</h2>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {HIGH.map((n) => button(n))}
        {more && MEDIUM.map((n) => button(n))}
        {copyButton}
      </div>
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => setMore((m) => !m)}
        aria-expanded={more}
        className="mt-3 text-sm font-semibold text-brand-700 hover:underline noscript:hidden"
      >
        {more ? t.fewerOptions : t.moreOptions}
      </button>
      <p className="sr-only" aria-live="polite">
        {copied ? t.copied : ''}
      </p>
    </section>
  );
}
