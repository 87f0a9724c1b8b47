// A closed set of values written once, as a table of each value's Turkish label: the values (in the
// table's order) and the select options are read from it.

// Pure: a call whose result goes unused (a table's values nobody reads in a bundle) is dropped with it.

/** The values of a label table, in its order. */
/* #__NO_SIDE_EFFECTS__ */
export function valuesOf<K extends string>(labels: Record<K, string>): [K, ...K[]] {
  return Object.keys(labels) as [K, ...K[]];
}

/** A select's options of a label table (or of some of its values), in order. */
/* #__NO_SIDE_EFFECTS__ */
export function optionsOf<K extends string>(
  labels: Record<K, string>,
  values: readonly K[] = valuesOf(labels),
): { value: K; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** The label of a stored value, or the value as stored when the table does not name it (an older row). */
/* #__NO_SIDE_EFFECTS__ */
export function labelOf<K extends string>(labels: Record<K, string>, value: string): string {
  return Object.hasOwn(labels, value) ? labels[value as K] : value;
}

/** The value of a closed set that a raw string names (a route segment, a query parameter), or null. */
export function choiceOf<K extends string>(values: readonly K[], raw: string | null | undefined): K | null {
  return (values as readonly (string | null | undefined)[]).includes(raw) ? (raw as K) : null;
}
