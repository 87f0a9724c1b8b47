// The texts and settings of the offline kit's form keeper (form-keeper.ts), apart from the kit's on every
// page (kit-messages.ts) so that they load with the keeper only. The kit's script learns the drafts'
// prefix from the markup (OfflineKit.astro), as it carries none of these.

/** What a form says when it cannot be sent offline. */
export const FORM_OFFLINE =
  'Çevrimdışısınız: form şu an gönderilemiyor. Yazdıklarınız bu cihazda saklandı; bağlantı gelince yeniden gönderin.';

/** A small file never kept by the worker: fetched to learn whether the network answers. */
export const REACHABILITY_PROBE = '/robots.txt';

/** sessionStorage key prefix of a form's draft kept offline (then the page's path and the form's place on it). */
export const DRAFT_PREFIX = 'taslak:';
