import { beforeEach, describe, expect, it } from 'vitest';
import { CLAIM_CODE, CLAIM_MSG } from '~/features/owners/messages.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import { MSG } from '~/lib/messages.ts';
import * as claim from '~/pages/api/owner/claim/[id].ts';
import { callEndpoint } from '../support/api.ts';
import { withSmtpServer, withTestDb } from '../support/lifecycle.ts';
import { businessRow, insertBusiness } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';

const t = withTestDb();
const smtp = withSmtpServer();
beforeEach(() => resetRateLimits());

let calls = 0;
/** One claim step; every call from another address unless `ip` is given, so only the claim's own limits apply. */
const claimCall = (id: number, token: string, body: object, ip = `10.${(++calls >> 8) & 255}.${calls & 255}.7`) =>
  callEndpoint(claim.POST, `/api/owner/claim/${id}`, { bearer: token, body, params: { id: String(id) }, ip });

const listing = (name: string, email: string) => insertBusiness(t.db, name, { status: 'approved', email });

/** The code of the `nth` (1-based) code mail sent to `address`. */
async function mailedCode(address: string, nth: number): Promise<string> {
  const until = Date.now() + 5000;
  for (;;) {
    const mails = smtp.received.filter((m) => m.to.includes(address) && m.subject.includes('doğrulama kodu'));
    const code = mails[nth - 1] && /kodunuz: (\d{6})/.exec(mails[nth - 1]?.text ?? '')?.[1];
    if (code) return code;
    if (Date.now() > until) throw new Error(`no code mail #${nth} to ${address}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

describe('claim codes that cannot be guessed', () => {
  it('20 wrong claim codes across re-sends are refused after the limit, and a new code does not reopen it', async () => {
    const owner = await signedInUser(t.db, 'owner', 'tahminci');
    const id = await listing('Kâhta Kebap Salonu', 'info@kahtakebap.example');
    const statuses: number[] = [];
    let sent = 0;
    let code = '';
    for (let i = 0; i < 20; i++) {
      if (i % CLAIM_CODE.attempts === 0) {
        const again = await claimCall(id, owner.token, { method: 'send-code' });
        if (again.status === 200) code = await mailedCode('info@kahtakebap.example', ++sent);
        else expect([again.status, again.json.error]).toEqual([429, CLAIM_MSG.tooManyTries]);
      }
      statuses.push((await claimCall(id, owner.token, { method: 'code', code: wrongOf(code) })).status);
    }
    expect(statuses.slice(0, CLAIM_CODE.listingTries)).toEqual(Array(CLAIM_CODE.listingTries).fill(400));
    expect(new Set(statuses.slice(CLAIM_CODE.listingTries))).toEqual(new Set([429]));
    // The right code of the last code mailed is refused too: the cool-down holds whatever is entered.
    const right = await claimCall(id, owner.token, { method: 'code', code });
    expect([right.status, right.json.error]).toEqual([429, CLAIM_MSG.tooManyTries]);
    expect((await businessRow(t.db, id)).ownerId).toBeNull();

    // The listing's count is everyone's: another account gets no fresh guesses on it.
    const other = await signedInUser(t.db, 'owner', 'ikincitahminci');
    expect((await claimCall(id, other.token, { method: 'send-code' })).status).toBe(429);
  });

  it('the try limit counts per account across listings', async () => {
    const owner = await signedInUser(t.db, 'owner', 'gezgin');
    const statuses: number[] = [];
    for (let n = 0; n < 3; n++) {
      const address = `isletme${n}@gezgin.example`;
      const id = await listing(`Gezgin Lokantası ${n}`, address);
      const sent = await claimCall(id, owner.token, { method: 'send-code' });
      const code = sent.status === 200 ? await mailedCode(address, 1) : '';
      for (let i = 0; i < CLAIM_CODE.attempts; i++)
        statuses.push((await claimCall(id, owner.token, { method: 'code', code: wrongOf(code) })).status);
    }
    expect(statuses.slice(0, CLAIM_CODE.accountTries)).toEqual(Array(CLAIM_CODE.accountTries).fill(400));
    expect(new Set(statuses.slice(CLAIM_CODE.accountTries))).toEqual(new Set([429]));
  });

  it('IPv6 clients are limited per /64: new addresses of the same network get no new tries', async () => {
    const owner = await signedInUser(t.db, 'owner', 'altidort');
    const id = await listing('Besni Pide Fırını', 'info@besnipide.example');
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++)
      statuses.push(
        (await claimCall(id, owner.token, { method: 'request', note: '' }, `2001:db8:5:7::${i.toString(16)}`)).status,
      );
    expect(statuses.at(-1)).toBe(429);
    // Another network is counted on its own.
    const elsewhere = await claimCall(id, owner.token, { method: 'request', note: '' }, '2001:db8:5:8::1');
    expect(elsewhere.status).not.toBe(429);
    expect(elsewhere.json.error).not.toBe(MSG.rateLimited);
  });
});

describe('granting a listing', () => {
  it('two racing claims give one owner', async () => {
    const id = await listing('Gerger Kale Kahvesi', 'info@gergerkale.example');
    const first = await signedInUser(t.db, 'owner', 'yarisan1');
    const second = await signedInUser(t.db, 'owner', 'yarisan2');
    expect((await claimCall(id, first.token, { method: 'send-code' })).status).toBe(200);
    const firstCode = await mailedCode('info@gergerkale.example', 1);
    expect((await claimCall(id, second.token, { method: 'send-code' })).status).toBe(200);
    const secondCode = await mailedCode('info@gergerkale.example', 2);
    const [a, b] = await Promise.all([
      claimCall(id, first.token, { method: 'code', code: firstCode }),
      claimCall(id, second.token, { method: 'code', code: secondCode }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? first : second;
    const loser = a.status === 200 ? b : a;
    expect(loser.json.error).toBe(CLAIM_MSG.ownedByOther);
    const row = await businessRow(t.db, id);
    expect([row.ownerId, row.ownerVerified]).toEqual([winner.id, 1]);
    const told = await t.db
      .selectFrom('mailOutbox')
      .select('toAddress')
      .where('subject', 'like', '%Sahiplik talebiniz onaylandı%')
      .where('toAddress', 'in', ['yarisan1@example.com', 'yarisan2@example.com'])
      .execute();
    expect(told.map((m) => m.toAddress)).toEqual([`${winner.id === first.id ? 'yarisan1' : 'yarisan2'}@example.com`]);
  });

  it('an unverified account cannot claim', async () => {
    const id = await listing('Samsat Balıkçısı', 'info@samsatbalik.example');
    const unverified = await signedInUser(t.db, 'owner', 'dogrulanmamis');
    await t.db.updateTable('users').set({ emailVerified: 0 }).where('id', '=', unverified.id).execute();
    for (const body of [
      { method: 'send-code' },
      { method: 'registry', taxId: '1234567890' },
      { method: 'request', note: 'Sahibiyim.' },
    ]) {
      const res = await claimCall(id, unverified.token, body);
      expect([res.status, res.json.error]).toEqual([403, CLAIM_MSG.unverified]);
    }
    expect(smtp.received.some((m) => m.to.includes('info@samsatbalik.example'))).toBe(false);
    expect(await t.db.selectFrom('businessClaims').select('id').where('businessId', '=', id).execute()).toEqual([]);
  });
});
