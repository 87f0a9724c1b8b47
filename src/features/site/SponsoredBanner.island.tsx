import { useEffect, useState } from 'react';
import type { Banner } from '~/features/site/home-content.ts';
import { buttonClass } from '~/lib/ui/recipes.ts';

export interface Props {
  banners: Banner[];
  intervalMs: number;
  /** Accessible name of the region, e.g. 'Üst sponsorlu alan'. */
  name: string;
  /** The 'Sponsorlu — örnek içerik' label and the close button's name, in the page's language. */
  text: { sponsored: string; closeSponsored: string };
}

/** Rotating sponsored banner (demo content, labelled as such); the visitor can close it. */
export default function SponsoredBanner({ banners, intervalMs, name, text }: Props) {
  const [index, setIndex] = useState(0);
  const [closed, setClosed] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (closed || paused || banners.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % banners.length), intervalMs);
    return () => clearInterval(timer);
  }, [closed, paused, banners.length, intervalMs]);

  const banner = banners[index];
  if (closed || !banner) return null;
  return (
    <aside
      aria-label={name}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className="relative rounded-xl bg-gradient-to-r from-nemrut to-brand-600 px-4 py-3 pr-12 text-white shadow"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-white/90">{text.sponsored}</p>
      {/* Every banner sits in the same grid cell, the others invisible: the box is as tall as the tallest
          at every width, so rotating never moves the page below it. */}
      <div className="mt-1 grid">
        {banners.map((b, i) => (
          <div
            key={b.title}
            aria-hidden={i !== index}
            data-banner-slide
            className={`flex flex-wrap items-center justify-between gap-3 [grid-area:1/1] ${i === index ? '' : 'invisible'}`}
          >
            <div>
              <p className="font-semibold">{b.title}</p>
              <p className="text-sm text-white/90">{b.text}</p>
            </div>
            <a href={b.href} className={buttonClass('inverse', 'sm')}>
              {b.cta}
            </a>
          </div>
        ))}
      </div>
      {banners.length > 1 && (
        <div className="mt-2 flex gap-1.5" aria-hidden="true">
          {banners.map((b, i) => (
            <span key={b.title} className={`h-1.5 w-4 rounded-full ${i === index ? 'bg-white' : 'bg-white/40'}`} />
          ))}
        </div>
      )}
      <button
        type="button"
        onClick={() => setClosed(true)}
        aria-label={text.closeSponsored}
        className="absolute right-2 top-2 rounded p-1.5 text-lg leading-none text-white/90 hover:bg-white/20 noscript:hidden"
      >
        ×
      </button>
    </aside>
  );
}
