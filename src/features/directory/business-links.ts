// The links a business page publishes, computed in one place so the approval panel shows the operator
// exactly what approving will put on the public page.
import { isGoogleMapsUrl } from '~/features/submissions/maps-import-schema.ts';

export interface LinkFields {
  website: string | null;
  googleMapsUrl: string | null;
  latitude: number | null;
  longitude: number | null;
  facebookPage: string | null;
  instagramHandle: string | null;
  tiktokHandle: string | null;
  youtubeChannel: string | null;
  linkedinPage: string | null;
}

export interface PublishedLink {
  label: string;
  href: string;
}

const isWebUrl = (value: string | null): value is string => !!value && /^https?:\/\//.test(value);

/** The map link: the stored Google Maps address, else a search for the coordinates. */
export function mapsLinkOf(business: LinkFields): string | null {
  if (business.googleMapsUrl && isGoogleMapsUrl(business.googleMapsUrl)) return business.googleMapsUrl;
  return business.latitude !== null && business.longitude !== null
    ? `https://www.google.com/maps/search/?api=1&query=${business.latitude},${business.longitude}`
    : null;
}

const handleUrl = (handle: string | null, profileBase: string) =>
  handle && (handle.startsWith('http') ? handle : `${profileBase}${handle.replace(/^@/, '')}`);

/** The social profiles shown on the page (web addresses only). */
export function socialLinksOf(business: LinkFields): PublishedLink[] {
  return [
    { label: 'Facebook', href: business.facebookPage },
    { label: 'Instagram', href: handleUrl(business.instagramHandle, 'https://www.instagram.com/') },
    { label: 'TikTok', href: handleUrl(business.tiktokHandle, 'https://www.tiktok.com/@') },
    { label: 'YouTube', href: business.youtubeChannel },
    { label: 'LinkedIn', href: business.linkedinPage },
  ].filter((link): link is PublishedLink => isWebUrl(link.href));
}

/** The web site, when it is a web address. */
export function websiteOf(business: LinkFields): string | null {
  return isWebUrl(business.website) ? business.website : null;
}

/** Every outside link the page will publish: web site, map, social profiles. */
export function publishedLinks(business: LinkFields): PublishedLink[] {
  const website = websiteOf(business);
  const maps = mapsLinkOf(business);
  return [
    ...(website ? [{ label: 'Web sitesi', href: website }] : []),
    ...(maps ? [{ label: 'Harita', href: maps }] : []),
    ...socialLinksOf(business),
  ];
}
