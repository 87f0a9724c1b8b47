import { OWNER_VERIFIED_MSG } from '~/features/listings/owner-verified.ts';
import { badgeHtml, spriteIconHtml } from '~/lib/ui/fragments.ts';
import { attrs, type Html, html } from '~/lib/ui/html.ts';

/** 'Doğrulanmış işletme': the listing's owner proved it is theirs (registry, mailed code or an admin). */
export function ownerBadgeHtml(verified: boolean, label: string = OWNER_VERIFIED_MSG.badge): Html {
  return verified
    ? badgeHtml('bg-emerald-100 text-emerald-900', [spriteIconHtml('badge-check', 'h-3 w-3'), label])
    : html``;
}

/** Where the badge is explained (/authority), the anchor of its section there. */
export const OWNER_BADGE_ANCHOR = 'dogrulanmis-isletme';

/**
 * The badge on a business page: a link to its explanation on /authority, the explanation as its title
 * (hover) and the link itself for a tap.
 */
export function explainedOwnerBadgeHtml(
  verified: boolean,
  authorityPath: string,
  text: { badge: string; badgeExplain: string } = OWNER_VERIFIED_MSG,
): Html {
  return verified
    ? html`<a${attrs({ href: `${authorityPath}#${OWNER_BADGE_ANCHOR}`, title: text.badgeExplain, 'data-testid': 'owner-badge' })}>${ownerBadgeHtml(true, text.badge)}</a>`
    : html``;
}
