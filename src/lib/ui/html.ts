// Markup of the fragments a page repeats most (a list's cards, the navigation's links) written as
// strings: every Astro component and expression costs microseconds on each render, and a list page
// renders hundreds of them. A fragment is built with the `html` tag, which escapes every value it is
// given except another fragment, and reaches a page through `<Fragment set:html={fragment} />`.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const ESCAPED = /[&<>"']/g;

/** Text made safe for an element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return ESCAPED.test(text) ? text.replace(ESCAPED, (c) => ESCAPES[c] ?? c) : text;
}

/** Markup that is already safe: made only by `html`, `attrs` and `join`, never from a visitor's text. */
export class Html {
  readonly markup: string;
  constructor(markup: string) {
    this.markup = markup;
  }
  toString(): string {
    return this.markup;
  }
}

/** What a fragment takes: text (escaped), numbers, fragments, lists of these; nothing for null, undefined or false. */
export type HtmlValue = Html | string | number | boolean | null | undefined | readonly HtmlValue[];

function valueMarkup(value: HtmlValue): string {
  if (value instanceof Html) return value.markup;
  if (value === null || value === undefined || value === false || value === true) return '';
  if (Array.isArray(value)) return value.map(valueMarkup).join('');
  return escapeHtml(String(value));
}

/** A fragment: the template's own markup as written, every value escaped (fragments kept as they are). */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let markup = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) markup += valueMarkup(values[i] as HtmlValue) + (strings[i + 1] ?? '');
  return new Html(markup);
}

type AttrValue = string | number | boolean | null | undefined;

/**
 * Attributes, each with a leading space: a value of null, undefined or false leaves its attribute out,
 * true writes the bare name. Names are the caller's own words, values are escaped.
 */
export function attrs(record: Record<string, AttrValue>): Html {
  let markup = '';
  for (const [name, value] of Object.entries(record)) {
    if (value === null || value === undefined || value === false) continue;
    markup += value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`;
  }
  return new Html(markup);
}
