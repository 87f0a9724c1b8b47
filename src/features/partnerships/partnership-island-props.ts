// The partnership form island's props in a language: the same on /partnership and on /form/partnership,
// where a refused post is shown again.
import { PARTNERSHIP_FORM_TEXT, partnershipOptions } from '~/features/partnerships/partnership-i18n.ts';
import { formFrameText } from '~/lib/i18n/form-text.ts';
import type { Lang } from '~/lib/i18n/langs.ts';

export const partnershipIslandProps = (lang: Lang) => ({
  t: PARTNERSHIP_FORM_TEXT[lang],
  frame: formFrameText(lang),
  options: partnershipOptions(lang),
});
