// The settings of the offline kit's form keeper (form-keeper.ts), apart from the kit's on every page
// (kit-messages.ts) so that they load with the keeper only. The kit's script learns the drafts' prefix
// from the markup (OfflineKit.astro), as it carries none of these; the keeper's words are there too.

/** A small file never kept by the worker: fetched to learn whether the network answers. */
export const REACHABILITY_PROBE = '/robots.txt';

/** sessionStorage key prefix of a form's draft kept offline (then the page's path and the form's place on it). */
export const DRAFT_PREFIX = 'taslak:';
