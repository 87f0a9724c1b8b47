// Pure text and URL building of the share dialog and widget (SPEC §2, §8, §9).

import { SHARE_MESSAGE_MAX, SHARE_POPUP } from '~/lib/constants.ts';
import { must } from '~/lib/must.ts';
import { SITE_NAME } from '~/lib/site.ts';
import { buttonClass } from '~/lib/ui/recipes.ts';

export type ShareNetwork = 'whatsapp' | 'facebook' | 'twitter' | 'telegram' | 'instagram';
export type ShareVariant = 'full' | 'compact' | 'floating';
export type ShareMessageType = 'recommendation' | 'review' | 'visit' | 'discovery';

/** Networks in display order; high ones show first, medium ones behind 'Daha fazla seçenek göster'. */
export const SHARE_NETWORKS: { id: ShareNetwork; label: string; relevance: 'high' | 'medium' }[] = [
  { id: 'whatsapp', label: 'WhatsApp', relevance: 'high' },
  { id: 'facebook', label: 'Facebook', relevance: 'high' },
  { id: 'instagram', label: 'Instagram', relevance: 'high' },
  { id: 'twitter', label: 'Twitter', relevance: 'medium' },
  { id: 'telegram', label: 'Telegram', relevance: 'medium' },
];

/** The four message types of the business share dialog. */
export const SHARE_MESSAGE_TYPES: { id: ShareMessageType; label: string; text: (business: string) => string }[] = [
  {
    id: 'recommendation',
    label: 'Tavsiye',
    text: (b) => `${b} işletmesini tavsiye ediyorum! Adıyaman’da mutlaka uğrayın.`,
  },
  {
    id: 'review',
    label: 'Değerlendirme',
    text: (b) => `${b} hakkındaki deneyimimi paylaşmak istiyorum. Hizmetlerinden çok memnun kaldım.`,
  },
  { id: 'visit', label: 'Ziyaret', text: (b) => `Bugün ${b} işletmesini ziyaret ettim. Siz de görmelisiniz!` },
  { id: 'discovery', label: 'Keşif', text: (b) => `Adıyaman’da yeni bir yer keşfettim: ${b}. Bir göz atın!` },
];

export const SHARE_MSG = {
  shareBusiness: 'İşletmeyi Paylaş',
  /** Classes of the business share button, the same before and after its script loads. */
  shareBusinessButtonClass: `w-full ${buttonClass('primary', 'md')}`,
  copiedTitle: 'Bağlantı kopyalandı!',
  copiedText: 'Link panoya kopyalandı, istediğiniz yere yapıştırabilirsiniz.',
  copyFailedTitle: 'Kopyalama başarısız',
  copyFailedText: 'Lütfen bağlantıyı manuel olarak kopyalayın.',
  instagramTitle: 'Instagram paylaşımı',
  instagramText: 'Bağlantı kopyalandı. Instagram uygulamasında hikaye olarak paylaşabilirsiniz.',
  moreOptions: 'Daha fazla seçenek göster',
  fewerOptions: 'Daha az seçenek göster',
  copied: 'Kopyalandı!',
  copyLink: 'Bağlantıyı kopyala',
} as const;

/** Shared title: '{business} - {title} | {site}' or '{title} | {site}' (the site named in the page's language). */
export function shareTitle(title: string, businessName?: string | null, siteName: string = SITE_NAME): string {
  return businessName ? `${businessName} - ${title} | ${siteName}` : `${title} | ${siteName}`;
}

/** The share widget's words; an English or Kurmanji page passes its own (share-i18n.ts). */
export const SHARE_WIDGET_TEXT = {
  heading: 'Paylaş',
  /** '{network}' is replaced by the network's name. */
  shareOn: '{network} ile paylaş',
  copied: SHARE_MSG.copied,
  copyLink: SHARE_MSG.copyLink,
  moreOptions: SHARE_MSG.moreOptions,
  fewerOptions: SHARE_MSG.fewerOptions,
  siteName: SITE_NAME,
};
export type ShareWidgetText = { readonly [K in keyof typeof SHARE_WIDGET_TEXT]: string };

/** Default description: a Turkish sentence about detailed information on the business or page. */
export function defaultShareDescription(title: string, businessName?: string | null): string {
  return businessName
    ? `${businessName} hakkında detaylı bilgi, iletişim ve yorumlar Adıyaman Rehberi’nde.`
    : `${title} hakkında detaylı bilgi Adıyaman Rehberi’nde.`;
}

/** Absolute URL: relative paths get the site origin in front. */
export function absoluteShareUrl(url: string, origin: string): string {
  return new URL(url, origin).href;
}

/** The custom message cut to the 500-character cap. */
export function clampShareMessage(text: string): string {
  return [...text].slice(0, SHARE_MESSAGE_MAX).join('');
}

/** Length in characters as the counter shows it ('n/500'). */
export function shareMessageLength(text: string): number {
  return [...text].length;
}

/** The text a dialog share sends: the custom message if given, else the chosen type's text. */
export function dialogShareText(type: ShareMessageType, businessName: string, customMessage: string): string {
  const custom = clampShareMessage(customMessage.trim());
  if (custom) return custom;
  return must(
    SHARE_MESSAGE_TYPES.find((t) => t.id === type),
    `share message ${type}`,
  ).text(businessName);
}

/** External share URL of a network (Instagram has none: it copies instead). */
export function networkShareUrl(network: Exclude<ShareNetwork, 'instagram'>, url: string, text: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  switch (network) {
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${t}&url=${u}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${t}`;
  }
}

/** window.open features of the 600×400 share popup, centred on the screen. */
export function popupFeatures(screenWidth: number, screenHeight: number): string {
  const left = Math.max(0, Math.round((screenWidth - SHARE_POPUP.width) / 2));
  const top = Math.max(0, Math.round((screenHeight - SHARE_POPUP.height) / 2));
  return `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top}`;
}
