import { mapsLinkOf, websiteOf } from '~/features/directory/business-links.ts';
import { findApprovedBusinessById } from '~/features/directory/businesses.server.ts';
import { telHref } from '~/features/directory/display.ts';
import { whatsappLink } from '~/features/directory/whatsapp.ts';
import { TAP_KINDS, type TapKind } from '~/features/listing-stats/messages.ts';
import { countListingEvent, countsAsVisitor } from '~/features/listing-stats/stats.server.ts';
import { offersCall } from '~/features/listings/closure.ts';
import type { Db } from '~/lib/db/db.server.ts';

type PublicBusiness = NonNullable<Awaited<ReturnType<typeof findApprovedBusinessById>>>;

/** Where each tap leads: the same links the business page would show (never an address from the request). */
const TARGETS: Record<TapKind, (b: PublicBusiness) => string | null> = {
  phone: (b) => (b.phone && offersCall(b.closure) ? telHref(b.phone) : null),
  whatsapp: (b) => (offersCall(b.closure) ? whatsappLink(b) : null),
  directions: mapsLinkOf,
  website: websiteOf,
};

/**
 * Whether a request came from a page of this site, as the browser tells: Sec-Fetch-Site, else the Origin
 * (or Referer) it sent. Another site's page (a link, an image, a `ping`) cannot make its requests look so;
 * a request that tells neither is not believed.
 */
function fromThisSite(request: Request, url: URL): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'same-site';
  let from = request.headers.get('origin');
  if (!from) {
    try {
      from = new URL(request.headers.get('referer') ?? '').origin;
    } catch {
      return false;
    }
  }
  return from === url.origin;
}

/**
 * A tap on a published business's link, with the address it leads to; null when the business or that
 * link does not exist. Counted only for a visitor (not a bot) on a page of this site, so another site
 * cannot inflate (or fake) a listing's numbers.
 */
export async function takeTap(
  db: Db,
  businessId: number,
  kind: string,
  request: Request,
  url: URL,
): Promise<string | null> {
  if (!(TAP_KINDS as readonly string[]).includes(kind)) return null;
  const business = await findApprovedBusinessById(db, businessId);
  const target = business ? TARGETS[kind as TapKind](business) : null;
  if (!target) return null;
  if (countsAsVisitor(request.headers.get('user-agent')) && fromThisSite(request, url))
    await countListingEvent(db, businessId, kind as TapKind);
  return target;
}
