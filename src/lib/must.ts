/**
 * The value, or an error that names what is missing: for lookups into our own constant tables and
 * checked structures, which fail only when the data itself is wrong.
 */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}
