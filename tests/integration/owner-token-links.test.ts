import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from '~/features/accounts/messages.ts';
import TokenLinkPage from '~/pages/hesap/[baglanti].astro';
import { renderPage } from '../support/pages.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.cleanup();
});

async function open(link: string) {
  return renderPage(TokenLinkPage, `/hesap/${link}?token=kullanilmis-bir-bag`, { params: { baglanti: link } });
}

describe('the mailed one-time links', () => {
  it.each([
    ['dogrula', 'E-posta Doğrulama', true],
    ['e-posta-dogrula', 'E-posta Değişikliği', false],
  ])('/hesap/%s with an unknown token says why, under its own title', async (link, title, loginHint) => {
    const response = await open(link);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(title);
    expect(html).toContain(ACCOUNT_MSG.linkInvalid);
    expect(html.includes('doğrulanmamış hesaba yeni bir bağlantı gönderilir')).toBe(loginHint);
  });

  it('another address under /hesap names no link: 404', async () => {
    expect((await open('baska-bir-sey')).status).toBe(404);
  });
});
