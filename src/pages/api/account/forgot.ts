import { getDb } from '~/database.server.ts';
import { requestPasswordReset } from '~/features/accounts/accounts.server.ts';
import { accountDone } from '~/features/accounts/guard.server.ts';
import { withNotice } from '~/features/accounts/messages.ts';
import { forgotSchema } from '~/features/accounts/schema.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { RATE_LIMITS } from '~/lib/http/rate-limit.server.ts';
import { ACCOUNT_PAGES } from '~/lib/paths.ts';

export const prerender = false;

const DONE = withNotice(ACCOUNT_PAGES.forgot, 'sifirlama-gonderildi');

/** POST /api/account/forgot → a reset link to the owner's address; the same answer whether or not it exists. */
export const POST = endpoint({
  limit: { scope: 'account-forgot', limit: RATE_LIMITS.forms },
  body: {
    schema: forgotSchema,
    form: { page: ACCOUNT_PAGES.forgot },
    honeypot: ({ fields }) => accountDone(fields, DONE),
  },
  run: async ({ data, fields }) => {
    await requestPasswordReset(getDb(), data.email);
    return accountDone(fields, DONE);
  },
});
