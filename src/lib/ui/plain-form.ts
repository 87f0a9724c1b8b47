/** A plain HTML form as shown: each field's value as typed in a refused post, else as stored, and the server's messages. */
export interface PlainForm {
  value: (name: string) => string;
  errors: Readonly<Record<string, string | undefined>>;
}
