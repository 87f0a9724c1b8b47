/** A desk form as shown: each field's value as typed in a refused post, else as stored, and the server's messages. */
export interface DeskForm {
  value: (name: string) => string;
  errors: Readonly<Record<string, string | undefined>>;
}

/** The languages a text is written in besides Turkish (the field's name ends in the key), for the form's labels. */
export const TRANSLATION_LANGUAGES = { En: 'İngilizce', Ku: 'Kürtçe, Kurmancî' } as const;
