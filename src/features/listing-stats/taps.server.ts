import { mapsLinkOf, websiteOf } from '~/features/directory/business-links.ts';
import { findApprovedBusinessById } from '~/features/directory/businesses.server.ts';
import { telHref } from '~/features/directory/display.ts';
import { whatsappLink } from '~/features/directory/whatsapp.ts';
import { TAP_KINDS, type TapKind } from '~/features/listing-stats/messages.ts';
import { countListingEvent, countsAsVisitor } from '~/features/listing-stats/stats.server.ts';
import type { Db } from '~/lib/db/db.server.ts';

type PublicBusiness = NonNullable<Awaited<ReturnType<typeof findApprovedBusinessById>>>;

/** Where each tap leads: the same links the business page would show (never an address from the request). */
const TARGETS: Record<TapKind, (b: PublicBusiness) => string | null> = {
  phone: (b) => (b.phone ? telHref(b.phone) : null),
  whatsapp: whatsappLink,
  directions: mapsLinkOf,
  website: websiteOf,
};

/**
 * A tap on a published business's link: counted for a visitor (not for a bot), with the address it leads
 * to; null when the business or that link does not exist.
 */
export async function takeTap(
  db: Db,
  businessId: number,
  kind: string,
  userAgent: string | null,
): Promise<string | null> {
  if (!(TAP_KINDS as readonly string[]).includes(kind)) return null;
  const business = await findApprovedBusinessById(db, businessId);
  const target = business ? TARGETS[kind as TapKind](business) : null;
  if (!target) return null;
  if (countsAsVisitor(userAgent)) await countListingEvent(db, businessId, kind as TapKind);
  return target;
}
