// What a form page needs to show a browser's form post again after the server refused it: the values
// as typed, the Turkish message of each refused field and the message of the whole refusal. Set by the
// endpoint (lib/http/form-post.server.ts), read by the page that renders the form.

export interface FormState {
  /** HTTP status of the refusal (400, 413, 429 …): the page answers with it. */
  status: number;
  /** The refusal's own message (the first field's, or e.g. the rate-limit text). */
  message: string;
  /** Every value as the visitor typed it, by field name (nested names dotted: `workingHours.monday`). */
  values: Record<string, string>;
  /** The first message per top-level field. */
  errors: Record<string, string>;
}

/** The props of a form island that can be shown again by the server. */
export interface FormIslandProps {
  state?: FormState;
}

/** Every field of an object schema, empty: the start of a form whose fields are all typed text. */
export function blankOf<K extends string>(schema: { shape: Record<K, unknown> }): Record<K, string> {
  return Object.fromEntries(Object.keys(schema.shape).map((name) => [name, ''])) as Record<K, string>;
}

/** The values to start a form with: its empty values, overlaid with what a refused post carried. */
export function startValues<V extends Record<string, string | boolean>>(empty: V, state?: FormState): V {
  if (!state) return empty;
  const values: Record<string, string | boolean> = { ...empty };
  for (const name of Object.keys(empty)) {
    if (typeof empty[name] === 'boolean') values[name] = name in state.values;
    else if (name in state.values) values[name] = state.values[name] ?? '';
  }
  return values as V;
}
