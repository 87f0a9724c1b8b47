import { AUDIT_ACTIONS } from '~/features/audit/messages.ts';
import type { DeskBusinessFilters } from '~/features/desk/businesses.server.ts';
import type { InboxFilters } from '~/features/desk/inbox.server.ts';
import {
  BUSINESS_SOURCES,
  type BusinessSource,
  INBOX_KINDS,
  INBOX_STATUSES,
  type InboxKind,
  type InboxStatus,
  TIERS,
} from '~/features/desk/messages.ts';
import { ADD_BUSINESS_CATEGORIES } from '~/features/listings/categories.ts';
import { DISTRICTS } from '~/features/listings/districts.ts';
import { BUSINESS_STATUSES, type BusinessStatus } from '~/features/listings/vocabulary.ts';
import { choiceOf } from '~/lib/choices.ts';
import { SEARCH_TEXT_MAX } from '~/lib/constants.ts';

// The desk lists' filters read from their GET forms' queries: a value outside its list is ignored, so
// any address opens a list.

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  choiceOf(values, value) ?? undefined;

const text = (params: URLSearchParams, name = 'q') => params.get(name)?.trim().slice(0, SEARCH_TEXT_MAX) || undefined;

const pageOf = (params: URLSearchParams) => {
  const page = Number(params.get('sayfa'));
  return Number.isInteger(page) && page > 1 ? page : 1;
};

export function readBusinessFilters(params: URLSearchParams): DeskBusinessFilters {
  return {
    q: text(params),
    status: oneOf<BusinessStatus>(BUSINESS_STATUSES, params.get('durum')),
    district: oneOf(
      DISTRICTS.map((d) => d.name),
      params.get('ilce'),
    ),
    category: oneOf(ADD_BUSINESS_CATEGORIES, params.get('kategori')),
    tier: oneOf(TIERS, params.get('paket')),
    source: oneOf<BusinessSource>(BUSINESS_SOURCES, params.get('kaynak')),
    page: pageOf(params),
  };
}

export function readInboxFilters(params: URLSearchParams): InboxFilters {
  return {
    q: text(params),
    kind: oneOf<InboxKind>(INBOX_KINDS, params.get('tur')),
    status: oneOf<InboxStatus>(INBOX_STATUSES, params.get('durum')),
    page: pageOf(params),
  };
}

export function readPostFilters(params: URLSearchParams) {
  return {
    q: text(params),
    state: oneOf(['published', 'draft', 'scheduled'] as const, params.get('durum')),
    page: pageOf(params),
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readAuditFilters(params: URLSearchParams) {
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : undefined;
  };
  return {
    q: text(params),
    action: oneOf(Object.keys(AUDIT_ACTIONS), params.get('islem')),
    actor: text(params, 'yonetici'),
    from: day('baslangic'),
    to: day('bitis'),
    page: pageOf(params),
  };
}

/** The same list with another page number (the filters kept). */
export function pageHref(url: URL, page: number): string {
  const params = new URLSearchParams(url.searchParams);
  if (page > 1) params.set('sayfa', String(page));
  else params.delete('sayfa');
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
