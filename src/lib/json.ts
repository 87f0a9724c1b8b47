/**
 * The object a stored JSON text holds (not a list), or null when the text is empty, not JSON or holds
 * anything else: the TEXT columns that keep an object (weekly hours, audit details) are read through it,
 * so a damaged value shows as missing instead of failing the page.
 */
export function jsonObject<T extends object = Record<string, unknown>>(text: unknown): T | null {
  if (typeof text !== 'string' || !text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as T) : null;
  } catch {
    return null;
  }
}
