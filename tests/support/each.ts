import { expect, it } from 'vitest';

/** One test per row of the table: `fn` makes the row's expected value of its input. */
export function itMapsEach<I, O>(what: string, fn: (input: I) => O, rows: [input: I, expected: O][]) {
  it.each(rows)(`${what}: %s → %s`, (input, expected) => {
    expect(fn(input)).toEqual(expected);
  });
}
