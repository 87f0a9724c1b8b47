import type { APIContext, APIRoute } from 'astro';
import type { AccountRefusal, Confirmation } from '~/features/accounts/accounts.server.ts';
import { accountDone, accountRefusal, ownerOf, SECRET_FIELDS } from '~/features/accounts/guard.server.ts';
import { type AccountNotice, withNotice } from '~/features/accounts/messages.ts';
import type { SessionUser } from '~/features/identity/sessions.server.ts';
import { clientIp } from '~/lib/http/client-ip.server.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { ACCOUNT_PAGES } from '~/lib/paths.ts';
import type { z } from '~/lib/zod.ts';

/** What an owner's account form did: refused with the Turkish message, or done (on the route's own page). */
type AccountOutcome = AccountRefusal | { ok: true; done?: string; body?: object };

/** Every form here confirms its change with the current password. */
type ConfirmedSchema = z.core.$ZodType<{ currentPassword: string }>;

export interface OwnerAccountRoute<S extends ConfirmedSchema> {
  schema: S;
  /** The notice /hesabim shows after the change, unless the change lands elsewhere (`done`). */
  notice?: AccountNotice;
  act: (data: z.infer<S>, owner: SessionUser, confirm: Confirmation, context: APIContext) => Promise<AccountOutcome>;
}

/**
 * A signed-in owner's form on /hesabim (password, e-mail, deletion), built by `endpoint`: the owner guard,
 * the form read and checked with the shared schema, then the change, confirmed with the current password
 * (checked under the login's per-client limit) and made in this session. A refusal shows /hesabim again
 * with the message and the values kept (secrets left out); success lands on `done` (a browser) or answers JSON.
 */
export function ownerAccountRoute<S extends ConfirmedSchema>(route: OwnerAccountRoute<S>): APIRoute {
  const page = ACCOUNT_PAGES.dashboard;
  return endpoint({
    guard: ownerOf,
    body: { schema: route.schema, form: { page, keepOut: SECRET_FIELDS } },
    run: async ({ data, actor, context, fields }) => {
      const confirm = { password: data.currentPassword, ip: clientIp(context), session: context.locals.sessionToken };
      const outcome = await route.act(data, actor, confirm, context);
      if (!outcome.ok) return accountRefusal(context, fields, outcome, page, SECRET_FIELDS);
      const done = outcome.done ?? (route.notice ? withNotice(page, route.notice) : page);
      return accountDone(fields, done, outcome.body);
    },
  });
}
