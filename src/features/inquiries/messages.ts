// Visitors' messages to a business (SPEC: BusinessInquiry): texts, limits, statuses, pages (zod-free).

import { valuesOf } from '~/lib/choices.ts';
import { sentPath } from '~/lib/http/sent.ts';
import type { Lang } from '~/lib/i18n/langs.ts';
import { businessSectionPath } from '~/lib/paths.ts';

export const INQUIRY_LIMITS = { name: 120, phone: 30, message: 3000 } as const;

export const INQUIRY_MSG = {
  title: 'İşletmeye mesaj gönder',
  name: 'Adınızı yazın.',
  email: 'Geçerli bir e-posta adresi yazın.',
  message: 'Mesajınızı yazın.',
  sentTitle: 'Mesajınız iletildi',
  sentText: 'İşletme size e-posta adresinizden ya da telefonunuzdan dönüş yapacak.',
  notSent: 'Mesajınız gönderilemedi. Lütfen işaretli alanları düzeltin.',
  notFound: 'Mesaj bulunamadı.',
} as const;

export const INQUIRY_STATUS_LABEL = {
  new: 'Yeni',
  read: 'Okundu',
  answered: 'Yanıtlandı',
} as const;
export type InquiryStatus = keyof typeof INQUIRY_STATUS_LABEL;
export const INQUIRY_STATUSES = valuesOf(INQUIRY_STATUS_LABEL);

/** The page of a business's message form (shown again there after a refusal) and its confirmation. */
export const inquiryPage = (businessId: number) => businessSectionPath(businessId, 'message');
export const inquirySentPage = (businessId: number, lang?: Lang) =>
  sentPath(inquiryPage(businessId), 'gonderildi', { lang });

/** The owner's messages of a listing. */

/** A message as its owner sees it. */
export interface InquiryDto {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  status: string;
  createdAt: string;
}
