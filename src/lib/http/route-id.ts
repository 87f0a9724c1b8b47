/**
 * The id of an `[id]` route segment: a positive whole number written plainly (no sign, no leading
 * zero, no fraction, at most 15 digits). Anything else names no record, so every `[id]` page and
 * endpoint answers it as it answers a missing one: 404.
 */
export function parseRouteId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
}
