import type { APIContext, APIRoute } from 'astro';
import type { AccountRefusal, Confirmation } from '~/features/accounts/accounts.server.ts';
import { accountDone, accountRefusal, ownerOf, SECRET_FIELDS } from '~/features/accounts/guard.server.ts';
import { ACCOUNT_PAGES } from '~/features/accounts/messages.ts';
import type { SessionUser } from '~/features/identity/sessions.server.ts';
import { clientIp } from '~/lib/http/client-ip.server.ts';
import { readForm, refusalAnswer } from '~/lib/http/public-form.server.ts';
import type { z } from '~/lib/zod.ts';

/** What an owner's account form did: refused with the Turkish message, or done, with the page to land on. */
type AccountOutcome = AccountRefusal | { ok: true; done: string; body?: object };

/** Every form here confirms its change with the current password. */
type ConfirmedSchema = z.core.$ZodType<{ currentPassword: string }>;

export interface OwnerAccountRoute<S extends ConfirmedSchema> {
  schema: S;
  act: (data: z.infer<S>, owner: SessionUser, confirm: Confirmation, context: APIContext) => Promise<AccountOutcome>;
}

/**
 * A signed-in owner's form on /hesabim (password, e-mail, deletion): the owner guard, the form read and
 * checked with the shared schema, then the change, confirmed with the current password (checked under the
 * login's per-client limit) and made in this session. A refusal shows /hesabim again with the message and
 * the values kept (secrets left out); success lands on `done` (a browser) or answers JSON.
 */
export function ownerAccountRoute<S extends ConfirmedSchema>(route: OwnerAccountRoute<S>): APIRoute {
  return async (context) => {
    const owner = ownerOf(context);
    if (owner instanceof Response) return owner;
    const page = ACCOUNT_PAGES.dashboard;
    const form = await readForm(context.request, route.schema);
    if (form.kind === 'rejected') return refusalAnswer(context, form, page, SECRET_FIELDS);
    const confirm = {
      password: form.data.currentPassword,
      ip: clientIp(context),
      session: context.locals.sessionToken,
    };
    const outcome = await route.act(form.data, owner, confirm, context);
    if (!outcome.ok) return accountRefusal(context, form.fields, outcome, page, SECRET_FIELDS);
    return accountDone(form.fields, outcome.done, outcome.body);
  };
}
