// A refused form post shown again on a page of another language: its messages (the schema's Turkish
// ones) in the page's language, found in the form's catalogues (lib/i18n/form-text.ts translated()).
import type { FormState } from '~/lib/forms/form-state.ts';
import { type Catalogues, translated } from '~/lib/i18n/form-text.ts';
import type { Lang } from '~/lib/i18n/langs.ts';

export function formStateIn(state: FormState | undefined, lang: Lang, catalogues: Catalogues): FormState | undefined {
  if (!state || lang === 'tr') return state;
  const say = (message: string) => translated(message, lang, catalogues);
  return {
    ...state,
    message: say(state.message),
    errors: Object.fromEntries(Object.entries(state.errors).map(([field, message]) => [field, say(message)])),
  };
}
