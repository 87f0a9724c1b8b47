import { useEffect, useId, useRef, useState } from 'react';
import { DIRECTORY_MSG } from '~/features/directory/display.ts';
import { foldTr } from '~/lib/text.ts';
import type { IconName } from '~/lib/ui/icon-names.ts';
import { SpriteIcon } from '~/lib/ui/SpriteIcon.tsx';

export interface Props {
  categories: {
    name: string;
    nameEn: string | null;
    icon: IconName | null;
    businessCount: number;
    subcategories: string[];
  }[];
}

/** Category grid with a Turkish-aware search box (the cards are in the HTML before it hydrates). */
export default function CategoryBrowser({ categories }: Props) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // Text typed before the island hydrated is still in the box: filter by it at once.
  useEffect(() => {
    if (inputRef.current?.value) setQuery(inputRef.current.value);
  }, []);
  const needle = foldTr(query.trim());
  const shown = needle
    ? categories.filter((c) => foldTr([c.name, c.nameEn ?? '', ...c.subcategories].join(' ')).includes(needle))
    : categories;

  return (
    <div>
      <label htmlFor={inputId} className="block font-semibold">
        Kategori ara
      </label>
      <input
        id={inputId}
        ref={inputRef}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="Örn. sağlık, kuaför, otel"
        className="mt-2 w-full max-w-md rounded-lg border border-slate-300 bg-white px-3 py-2.5"
      />
      <p className="sr-only" aria-live="polite">
        {shown.length} kategori gösteriliyor
      </p>
      {shown.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {DIRECTORY_MSG.noCategories}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((c) => (
            <li key={c.name}>
              <a
                href={`/businesses?category=${encodeURIComponent(c.name)}`}
                className="flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500"
              >
                {c.icon && <SpriteIcon name={c.icon} className="h-8 w-8 shrink-0 text-brand-700" />}
                <span>
                  <span className="block font-semibold">{c.name}</span>
                  <span className="block text-sm text-slate-600">{c.businessCount} işletme</span>
                  <span className="mt-1 block text-xs text-slate-500">{c.subcategories.join(', ')}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
