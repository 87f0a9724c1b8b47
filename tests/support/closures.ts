// A listing closed for now, as the desk's and the owner's tests read it: on one fixed day, through its
// page's banner.

/** The fixed day of the closure tests, the "today" reopening days are measured against: 1 December 2026, noon in Turkey. */
export const CLOSURE_TODAY = new Date('2026-12-01T09:00:00Z');

/** The words of a business page's closure banner, tags dropped ('' when the page shows none). */
export function closureBannerText(html: string): string {
  return /data-testid="closure-banner"[\s\S]*?<\/div>/.exec(html)?.[0].replace(/<[^>]+>/g, '') ?? '';
}
