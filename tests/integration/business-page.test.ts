import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import BusinessPage from '~/pages/business/[id].astro';
import { renderHtml } from '../support/pages.ts';
import { insertBusiness, LISTED_IN_KAHTA } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// The business page, phone first: the name and state, then one row of actions (call, directions,
// WhatsApp, save, share) before the address and hours, the map, the reviews and, last, the owner's own
// marketing answers. A closed listing offers no call, message or review, only its old address and the
// open listings like it. One 'verified': the owner's proof, explained; no claim prompt once claimed.

let t: TestDb;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestDb();
  const owner = await signedInUser(t.db, 'owner', 'sahip');
  const listed = LISTED_IN_KAHTA;
  ids.open = await insertBusiness(t.db, 'Kahta Kebap Evi', {
    ...listed,
    businessGoals: 'Daha çok turiste ulaşmak',
    targetAudience: 'Nemrut ziyaretçileri',
    isVerified: 1,
  });
  ids.claimed = await insertBusiness(t.db, 'Nemrut Sofrası', { ...listed, ownerId: owner.id, ownerVerified: 1 });
  ids.closed = await insertBusiness(t.db, 'Eski Lokanta', {
    ...listed,
    closure: 'closed_permanently',
    phone: '0416 000 00 99',
    whatsappNumber: '0532 000 00 99',
    email: 'eski@example.com',
  });
  ids.moved = await insertBusiness(t.db, 'Taşınan Pide', {
    ...listed,
    closure: 'moved',
    address: 'Yeni Cadde No:5, Kahta/Adıyaman',
    previousAddress: 'Eski Sokak No:1, Kahta/Adıyaman',
  });
  ids.elsewhere = await insertBusiness(t.db, 'Gölbaşı Lokantası', { ...listed, district: 'Gölbaşı' });
});
afterAll(async () => t.cleanup());

const render = (id: number) => renderHtml(BusinessPage, `/business/${id}`, { params: { id: String(id) } });

const at = (html: string, marker: string) => {
  const index = html.indexOf(marker);
  expect(index, marker).toBeGreaterThan(-1);
  return index;
};

describe('the business page, phone first', () => {
  it('puts name, state and the one row of actions before address and hours, map, reviews and the owner’s answers', async () => {
    const html = await render(ids.open as number);
    const order = [
      '<h1',
      'data-testid="business-actions"',
      'data-testid="business-where"',
      'data-testid="hours-today"',
      'data-map-section',
      'id="reviews-title"',
      'id="yorum-formu"',
      'data-testid="owner-notes"',
    ].map((marker) => at(html, marker));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const row = html.slice(at(html, 'data-testid="business-actions"'));
    const rowEnd = row.indexOf('</nav>');
    const rowHtml = row.slice(0, rowEnd);
    for (const word of ['Ara', 'Yol tarifi', 'WhatsApp', 'Kaydet', 'Paylaş'])
      expect(rowHtml).toMatch(new RegExp(`<span[^>]*>${word}</span>`));
    expect(rowHtml).toContain('href="tel:04167251010"');
    expect(html).toContain('İşletme sahibinden');
    expect(html).not.toContain('Hızlı İletişim');
  });

  it('marks today in the hours table', async () => {
    const html = await render(ids.open as number);
    expect(html.match(/data-testid="hours-today"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-current="date"/);
  });

  it('links its district and category landing pages in the breadcrumb and the chips', async () => {
    const html = await render(ids.open as number);
    expect(html).toContain('href="/ilce/kahta"');
    expect(html).toContain('href="/ilce/kahta/restoranlar"');
    expect(html).toContain('href="/kategori/restoranlar"');
    expect(html).not.toContain('İşletmelere Dön');
  });
});

describe('one verified', () => {
  it('shows no badge for the seed’s unearned flag, and offers the claim to an unowned listing', async () => {
    const html = await render(ids.open as number);
    expect(html).not.toContain('Doğrulanmış');
    expect(html).toContain('data-testid="claim-prompt"');
  });

  it('shows the owner’s proof, explained, and no claim prompt once claimed', async () => {
    const html = await render(ids.claimed as number);
    expect(html).toContain('Doğrulanmış işletme');
    expect(html).toMatch(/href="\/authority#dogrulanmis-isletme" title="İşletmenin sahibi[^"]+"/);
    expect(html).not.toContain('data-testid="claim-prompt"');
    expect(html).not.toContain('İşletmeyi sahiplen');
  });
});

describe('closed and moved', () => {
  it('a listing closed for good: banner, old address, similar open listings nearby; no call, message, e-mail or review form', async () => {
    const html = await render(ids.closed as number);
    expect(html).toContain('data-testid="closure-banner"');
    expect(html).toContain('Eski adres');
    expect(html).not.toContain('tel:');
    expect(html).not.toContain(`/business/${ids.closed}/git/whatsapp`);
    expect(html).not.toContain('mailto:');
    expect(html).not.toContain('data-testid="business-actions"');
    expect(html).not.toContain('id="yorum-formu"');
    expect(html).not.toContain('id="mesaj"');
    const similar = html.slice(at(html, 'data-testid="similar-businesses"'));
    // Its own district first; never a closed listing.
    expect(at(similar, 'Kahta Kebap Evi')).toBeLessThan(at(similar, 'Gölbaşı Lokantası'));
    expect(similar).not.toContain(`/business/${ids.closed}"`);
  });

  it('a moved listing shows its new address first', async () => {
    const html = await render(ids.moved as number);
    expect(at(html, 'Yeni Cadde No:5')).toBeLessThan(at(html, 'Eski Sokak No:1'));
    expect(html).toContain('Yeni adres');
    expect(html).toContain('href="tel:04167251010"');
  });
});
