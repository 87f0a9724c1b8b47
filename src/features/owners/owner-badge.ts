import { CLAIM_MSG } from '~/features/owners/messages.ts';
import { badgeHtml, spriteIconHtml } from '~/lib/ui/fragments.ts';
import { type Html, html } from '~/lib/ui/html.ts';

/** 'Doğrulanmış işletme': the listing's owner proved it is theirs (registry, mailed code or an admin). */
export function ownerBadgeHtml(verified: boolean): Html {
  return verified
    ? badgeHtml('bg-emerald-100 text-emerald-900', [spriteIconHtml('badge-check', 'h-3 w-3'), CLAIM_MSG.badge])
    : html``;
}
