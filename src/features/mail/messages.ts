// Texts of the admin's outbox page and the outbox DTO (zod-free).
import type { MailKind } from '~/features/mail/templates.ts';

/** pending: being sent now · sent · retrying: a send failed, tried again later · failed: given up · unsent: no mail server. */
export type OutboxStatus = 'pending' | 'sent' | 'retrying' | 'failed' | 'unsent';

export const OUTBOX_STATUS_LABEL: Record<OutboxStatus, string> = {
  pending: 'Gönderiliyor',
  sent: 'Gönderildi',
  retrying: 'Gönderilemedi, yeniden denenecek',
  failed: 'Gönderilemedi',
  unsent: 'Gönderilmedi (e-posta sunucusu ayarlı değil)',
};

export const OUTBOX_MSG = {
  title: 'Giden e-postalar',
  intro: 'Sitenin yazdığı her e-posta burada tutulur; gönderilemeyenler de dahil.',
  empty: 'Henüz e-posta yok.',
  retryNow: 'Bekleyenleri şimdi yeniden dene',
  attempts: 'Deneme',
  nextAttempt: 'Sonraki deneme',
} as const;

/** One row of the outbox as the admin page shows it. */
export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  kind: MailKind;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  sentAt: string | null;
  createdAt: string;
}
