import { SITE_NAME } from '~/lib/site.ts';

/**
 * A Turkish phone number as digits with country code ('905321234567'), from any common
 * spelling: '0532 123 45 67', '+90 532 123 45 67', '0090…', '532 123 45 67'. Null otherwise.
 */
export function normalizeTurkishPhone(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('0090')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `90${digits.slice(1)}`;
  else if (digits.length === 10) digits = `90${digits}`;
  return /^90\d{10}$/.test(digits) ? digits : null;
}

/** True for a Turkish mobile number (05xx), the kind that has WhatsApp. */
function isTurkishMobile(raw: string | null | undefined): boolean {
  return normalizeTurkishPhone(raw)?.startsWith('905') ?? false;
}

/** The prefilled Turkish message a visitor sends a business. */
function whatsappMessage(businessName: string): string {
  return `Merhaba, ${businessName} işletmenizi ${SITE_NAME}’nde gördüm. Bilgi almak istiyorum.`;
}

/**
 * wa.me link with the prefilled message: the WhatsApp number, or else the phone when it is a
 * mobile number. Null when the business has neither.
 */
export function whatsappLink(business: {
  name: string;
  whatsappNumber: string | null;
  phone: string | null;
}): string | null {
  const number =
    normalizeTurkishPhone(business.whatsappNumber) ??
    (isTurkishMobile(business.phone) ? normalizeTurkishPhone(business.phone) : null);
  if (!number) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(whatsappMessage(business.name))}`;
}
