import type { PARTNERSHIP_TYPES } from '~/features/listings/options.ts';
import programmes from '~/features/partnerships/programmes.json' with { type: 'json' };
import type { Lang } from '~/lib/i18n/langs.ts';

type PartnershipType = (typeof PARTNERSHIP_TYPES)[number];

export interface Programme {
  label: string;
  commission: string;
  description: string;
  requirements: string[];
}

/** The four partnership programmes of /partnership (SPEC §3) in every language: Turkish as the spec writes them. */
export const PARTNERSHIP_PROGRAMMES: Record<Lang, Record<PartnershipType, Programme>> = programmes;
