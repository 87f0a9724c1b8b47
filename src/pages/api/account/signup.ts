import { getDb } from '~/database.server.ts';
import { signUp } from '~/features/accounts/accounts.server.ts';
import { accountDone, accountRefusal, SECRET_FIELDS } from '~/features/accounts/guard.server.ts';
import { withNext, withNotice } from '~/features/accounts/messages.ts';
import { signupSchema } from '~/features/accounts/schema.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { RATE_LIMITS } from '~/lib/http/rate-limit.server.ts';
import { ACCOUNT_PAGES } from '~/lib/paths.ts';

export const prerender = false;

const DONE = withNotice(ACCOUNT_PAGES.login, 'kayit-alindi');

/** POST /api/account/signup → an unverified owner account and the verification e-mail. */
export const POST = endpoint({
  limit: { scope: 'account-signup', limit: RATE_LIMITS.forms },
  body: {
    schema: signupSchema,
    form: { page: ACCOUNT_PAGES.signup, keepOut: SECRET_FIELDS },
    honeypot: ({ fields }) => accountDone(fields, DONE),
  },
  run: async ({ context, data, fields }) => {
    const result = await signUp(getDb(), data);
    if (!result.ok) return accountRefusal(context, fields, result, ACCOUNT_PAGES.signup, SECRET_FIELDS);
    return accountDone(fields, withNext(DONE, data.next));
  },
});
