import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import ListFilters from '~/features/directory/ListFilters.astro';
import { NO_LIST_OPTIONS } from '~/features/directory/list-options.ts';

// A filter value is offered only when at least one listing of the current results has it (or it is the
// visitor's own choice, so it can be taken back); on a phone the form folds into one 'Filtrele'.

const render = async (props: Record<string, unknown>) => {
  const container = await AstroContainer.create();
  return container.renderToString(ListFilters, { props });
};
const counts = { openNow: 3, owned: 0, prices: [2, 0, 0, 1], payments: [5, 0, 1], services: [0, 0, 0] };

describe('list filters that can match', () => {
  it('leaves out every value that would leave no listing, and a group with none left', async () => {
    const html = await render({ options: NO_LIST_OPTIONS, counts, keep: {} });
    expect(html).toContain('Ekonomik (₺)');
    expect(html).toContain('Lüks (₺₺₺₺)');
    expect(html).toMatch(/name="fiyat" value="1"/);
    expect(html).not.toMatch(/name="fiyat" value="2"/);
    expect(html).not.toContain('Üst Orta');
    expect(html).not.toContain('value="kredi-karti"');
    expect(html).toContain('value="havale-eft"');
    expect(html).not.toContain('Hizmetler');
    expect(html).not.toContain('Paket servis');
    expect(html).not.toContain(`name="sahipli"`);
  });

  it('keeps a chosen value with no match, so the visitor can take it back', async () => {
    const options = { ...NO_LIST_OPTIONS, services: ['paket'] };
    const html = await render({ options, counts, keep: {} });
    expect(html).toContain('Paket servis');
    expect(html).not.toContain('Online sipariş');
  });

  it("folds into one 'Filtrele' disclosure, open when a filter is chosen", async () => {
    const closed = await render({ options: NO_LIST_OPTIONS, counts, keep: {} });
    expect(closed).toMatch(/<details(?![^>]*\bopen\b)[^>]*data-filter-fold/);
    expect(closed).toContain('Filtrele');
    const open = await render({ options: { ...NO_LIST_OPTIONS, openNow: true }, counts, keep: {} });
    expect(open).toMatch(/<details[^>]*\bopen\b[^>]*data-filter-fold|<details[^>]*data-filter-fold[^>]*\bopen\b/);
  });
});
