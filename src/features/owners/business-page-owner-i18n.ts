// The owner's parts of a business page (the special days, the claim prompt, the verified badge) in
// every language; the Turkish ones are the owner pages' own words.
import { OWNER_VERIFIED_MSG } from '~/features/listings/owner-verified.ts';
import { CHANGE_MSG, CLAIM_MSG } from '~/features/owners/messages.ts';
import { defineCatalogue } from '~/lib/i18n/messages.ts';

export const OWNER_PARTS_TEXT = defineCatalogue(
  {
    specialDays: CHANGE_MSG.specialDays,
    closed: 'Kapalı',
    prompt: CLAIM_MSG.prompt,
    promptText: CLAIM_MSG.promptText,
    promptLink: CLAIM_MSG.promptLink,
    badge: OWNER_VERIFIED_MSG.badge,
    badgeExplain: OWNER_VERIFIED_MSG.badgeExplain,
  },
  {
    en: {
      specialDays: 'Special days',
      closed: 'Closed',
      prompt: 'Is this your business?',
      promptText: 'If you own it, link it to your account and keep its details up to date.',
      promptLink: 'Claim this business (in Turkish)',
      badge: 'Verified business',
      badgeExplain:
        'The owner has proved this listing is theirs: by the official tax registry, a code sent to the business’s email or a review by the site’s team.',
    },
    ku: {
      specialDays: 'Rojên taybet',
      closed: 'Girtî',
      prompt: 'Ev karsazî ya we ye?',
      promptText: 'Heke xwediyê wê hûn in, wê bi hesabê xwe ve girê bidin û agahiyên wê nû bihêlin.',
      promptLink: 'Xwedîtiya karsaziyê bixwazin (bi tirkî)',
      badge: 'Karsaziya piştrastkirî',
      badgeExplain:
        'Xwediyê karsaziyê îspat kiriye ku ev tomar ya wî ye: bi tomara bacê ya fermî, bi kodeke ku ji e-nameya karsaziyê re hatiye şandin an jî bi lêkolîna rêveberiyê.',
    },
  },
);
