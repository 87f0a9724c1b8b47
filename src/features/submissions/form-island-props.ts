// The props of the submission forms' islands in a language: the same on their own pages and on /form/…,
// where a refused post is shown again.
import { ADD_BUSINESS_TEXT, addBusinessOptions, MAPS_IMPORT_TEXT } from '~/features/submissions/add-business-i18n.ts';
import { ADD_BUSINESS_MSG, REGISTRATION_MSG, REGISTRY_MSG } from '~/features/submissions/messages.ts';
import { REGISTER_FORM_TEXT, registrationOptions } from '~/features/submissions/register-i18n.ts';
import { REGISTRY_TEXT } from '~/features/submissions/registry-i18n.ts';
import { formFrameText, schemaMessagesIn } from '~/lib/i18n/form-text.ts';
import type { Lang } from '~/lib/i18n/langs.ts';

/** The schema's messages in a language: every key of the feature's table of Turkish messages. */
const messagesIn = <T extends object, K extends keyof T & string>(
  lang: Lang,
  catalogue: Readonly<Record<Lang, T>>,
  messages: Readonly<Record<K, unknown>>,
) => schemaMessagesIn(lang, catalogue, Object.keys(messages) as K[]);

/** A form island's props: its words, the frame's, its choices and its schema's messages. */
const islandProps =
  <T extends object, K extends keyof T & string, O>(
    catalogue: Readonly<Record<Lang, T>>,
    optionsIn: (lang: Lang) => O,
    messages: Readonly<Record<K, unknown>>,
  ) =>
  (lang: Lang) => ({
    t: catalogue[lang],
    frame: formFrameText(lang),
    options: optionsIn(lang),
    messages: messagesIn(lang, catalogue, messages),
  });

export const registrationIslandProps = islandProps(REGISTER_FORM_TEXT, registrationOptions, REGISTRATION_MSG);

const addBusinessProps = islandProps(ADD_BUSINESS_TEXT, addBusinessOptions, ADD_BUSINESS_MSG);
export const addBusinessIslandProps = (lang: Lang) => ({ ...addBusinessProps(lang), maps: MAPS_IMPORT_TEXT[lang] });

export const registryIslandProps = (lang: Lang) => ({
  t: REGISTRY_TEXT[lang],
  frame: formFrameText(lang),
  messages: messagesIn(lang, REGISTRY_TEXT, REGISTRY_MSG),
});
