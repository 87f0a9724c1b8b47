import { normalizeTurkishPhone } from '~/features/directory/whatsapp.ts';
import { type Env, siteContactSettings } from '~/lib/env.server.ts';
import { formatPhoneTr, phoneHref } from '~/lib/text.ts';

/** The site's own contact channels, each shown only when configured (SITE_PHONE, SITE_WHATSAPP, SITE_EMAIL). */
export interface SiteContact {
  phone: { label: string; href: string } | null;
  whatsapp: { label: string; href: string } | null;
  email: { label: string; href: string } | null;
}

/** Reads the site's contact channels from the environment; an unset or unusable value hides its channel. */
export function readSiteContact(env?: Env): SiteContact {
  const settings = siteContactSettings(env);
  const phone = settings.phone;
  const whatsapp = settings.whatsapp ? normalizeTurkishPhone(settings.whatsapp) : null;
  const email = settings.email;
  return {
    phone: phone ? { label: formatPhoneTr(phone), href: phoneHref(phone) } : null,
    whatsapp: whatsapp ? { label: formatPhoneTr(whatsapp), href: `https://wa.me/${whatsapp}` } : null,
    email: email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? { label: email, href: `mailto:${email}` } : null,
  };
}

/** True when at least one channel is configured (the contact strips show only then). */
export function hasSiteContact(contact: SiteContact): boolean {
  return contact.phone !== null || contact.whatsapp !== null || contact.email !== null;
}
