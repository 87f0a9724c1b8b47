/** The languages a text is written in besides Turkish (the field's name ends in the key), for the form's labels. */
export const TRANSLATION_LANGUAGES = { En: 'İngilizce', Ku: 'Kürtçe, Kurmancî' } as const;
