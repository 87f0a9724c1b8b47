// Website authority report (SPEC §2 /authority, §9): the score formula and its bands.

const TRUST_ITEM_COUNT = 10;
/** Domain authority as an external SEO tool would report it; not measured by us, shown as an example. */
export const EXAMPLE_DOMAIN_AUTHORITY = 28;

/** Score = verified share of the trust items × 60 + domain authority × 40 / 100, rounded (SPEC §9). */
export function authorityScore(verifiedItems: number, domainAuthority: number, totalItems = TRUST_ITEM_COUNT): number {
  const share = totalItems > 0 ? Math.min(verifiedItems, totalItems) / totalItems : 0;
  return Math.round(share * 60 + (Math.max(0, Math.min(100, domainAuthority)) * 40) / 100);
}

/** Score bands of SPEC §4. */
export function authorityBand(score: number): string {
  if (score >= 80) return 'Excellent';
  if (score >= 60) return 'Good';
  if (score >= 40) return 'Developing';
  return 'Needs Improvement';
}

export type TrustStatus = 'verified' | 'pending' | 'missing';
