import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ratingStarsHtml } from '~/features/reviews/rating-stars.ts';
import { ratingModel } from '~/lib/ui/rating.ts';
import { Stars } from '~/lib/ui/stars.tsx';

describe('ratingModel', () => {
  it('says a rating one way: out of five, with a Turkish decimal comma and no needless zero', () => {
    expect(ratingModel(4.6).phrase).toBe('5 üzerinden 4,6 yıldız');
    expect(ratingModel(4).phrase).toBe('5 üzerinden 4 yıldız');
    expect(ratingModel(4).figure).toBe('4,0');
    expect([ratingModel(4.5).figure, ratingModel(3.96).figure]).toEqual(['4,5', '4,0']);
    expect([ratingModel(4.6, 'en').phrase, ratingModel(4.6, 'ku').phrase]).toEqual([
      '4.6 out of 5 stars',
      '4,6 stêrk ji 5an',
    ]);
  });

  it('fills the stars up to the rating rounded to whole stars, within 0–5', () => {
    const filled = (rating: number) => ratingModel(rating).stars.filter((s) => s.filled).length;
    expect([filled(4.6), filled(4.4), filled(0), filled(7), filled(-1)]).toEqual([5, 4, 0, 5, 0]);
    expect(ratingModel(3).stars.map((s) => s.colour)).toEqual([
      'text-amber-500',
      'text-amber-500',
      'text-amber-500',
      'text-slate-300',
      'text-slate-300',
    ]);
  });

  it('is the phrase screen readers hear from the fragment and from the React stars', () => {
    expect(ratingStarsHtml(4.6, 3).markup).toContain('<span class="sr-only">5 üzerinden 4,6 yıldız</span>');
    expect(renderToStaticMarkup(createElement(Stars, { rating: 4.6 }))).toContain(
      'aria-label="5 üzerinden 4,6 yıldız"',
    );
  });
});
