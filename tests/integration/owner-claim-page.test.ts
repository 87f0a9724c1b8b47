import { describe, expect, it } from 'vitest';
import { findSessionUser } from '~/features/identity/sessions.server.ts';
import { CLAIM_MSG } from '~/features/owners/messages.ts';
import ClaimPage from '~/pages/hesabim/sahiplen/[id].astro';
import { withTestDb } from '../support/lifecycle.ts';
import { renderPage } from '../support/pages.ts';
import { insertBusiness } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';

// The claim page: each proof is its own form posted to the listing's claim endpoint with its method, and
// a refused post comes back in the form it came from (its message and values), the others untouched.

const t = withTestDb();

/** The claim forms of a page (those posting to a claim endpoint): where each posts, its method and whether it shows an alert. */
function formsOf(html: string) {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)]
    .map(([, attributes = '', body = '']) => ({
      action: /action="([^"]+)"/.exec(attributes)?.[1] ?? '',
      method: /name="method" value="([^"]+)"/.exec(body)?.[1],
      alert: body.includes('role="alert"'),
      body,
    }))
    .filter((form) => form.action.startsWith('/api/owner/claim/'));
}

describe('the claim page', () => {
  it('posts each proof to the claim endpoint with its method, and shows a refused request in its own form', async () => {
    const owner = await signedInUser(t.db, 'owner', 'sahiplenen');
    const listed = { status: 'approved', email: 'info@gergerkale.example' };
    const id = await insertBusiness(t.db, 'Gerger Kale Lokantası', listed);
    const locals = { user: await findSessionUser(t.db, owner.token), sessionToken: owner.token };
    const path = `/hesabim/sahiplen/${id}`;
    const plain = await renderPage(ClaimPage, path, { params: { id: String(id) }, locals });
    expect(plain.status).toBe(200);
    const forms = formsOf(await plain.text());
    expect(forms.map((form) => [form.method, form.action])).toEqual(
      ['send-code', 'code', 'request'].map((method) => [method, `/api/owner/claim/${id}`]),
    );
    expect(forms.some((form) => form.alert)).toBe(false);

    const formState = {
      status: 400,
      message: CLAIM_MSG.note,
      values: { method: 'request', note: 'Kısa' },
      errors: { note: CLAIM_MSG.note },
    };
    const refused = await renderPage(ClaimPage, path, { params: { id: String(id) }, locals: { ...locals, formState } });
    expect(refused.status).toBe(400);
    const again = formsOf(await refused.text());
    expect(again.filter((form) => form.alert).map((form) => form.method)).toEqual(['request']);
    expect(again.find((form) => form.method === 'request')?.body).toContain('Kısa');
  });
});
