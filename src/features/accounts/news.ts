// The dashboard's line of news per listing: its figures and the Turkish sentences they are read in.
// Zod-free and server-free.
import { changeLabel } from '~/features/listing-stats/messages.ts';
import { ownerListingPath, ownerListingSectionPath } from '~/lib/paths.ts';
import { formatDateTr } from '~/lib/text.ts';

/** What to do next with a listing, each a short call and the page where it is done. */
export const NEXT_STEPS = {
  photos: { label: 'Fotoğraf ekleyin', href: (id: number) => ownerListingSectionPath(id, 'photos') },
  hours: { label: 'Çalışma saatlerini girin', href: (id: number) => ownerListingPath(id) },
  review: { label: 'Bir yorumu yanıtlayın', href: (id: number) => ownerListingSectionPath(id, 'reviews') },
} as const;
export type NextStep = keyof typeof NEXT_STEPS;

export interface ListingNews {
  newMessages: number;
  pendingChanges: number;
  /** Totals of the last 30 days and the 30 before. */
  views: { total: number; previous: number };
  taps: { total: number; previous: number };
  /** The paid plan and its renewal date (ISO), when one runs. */
  plan: { name: string; renews: string | null } | null;
  tier: string;
  next: NextStep[];
}

const thousands = /* @__PURE__ */ new Intl.NumberFormat('tr-TR');

// A count before a noun takes no plural in Turkish ('3 yeni mesaj', not '3 yeni mesajlar').
export const NEWS_MSG = {
  newMessages: (n: number) => `${thousands.format(n)} yeni mesaj`,
  pendingChanges: (n: number) => `${thousands.format(n)} değişiklik onay bekliyor`,
  period: (views: ListingNews['views'], taps: ListingNews['taps']) =>
    `Son 30 gün: ${thousands.format(views.total)} görüntüleme (${changeLabel(views.total, views.previous)}), ${thousands.format(taps.total)} dokunuş (${changeLabel(taps.total, taps.previous)})`,
  plan: (plan: ListingNews['plan'], freeName: string) =>
    plan ? `Paket: ${plan.name}${plan.renews ? ` · yenileme ${formatDateTr(plan.renews)}` : ''}` : `Paket: ${freeName}`,
  nothingNew: 'Yeni mesaj yok',
  next: 'Sıradaki adım:',
} as const;
