// Values of query parameters that carry a secret (one-time tokens, codes, keys, signatures) are masked
// wherever a URL is kept: the request log, its Referer, stored mail bodies. A kept `?token=` is a live
// key to someone's account for as long as the link holds. A visitor's position is masked the same way.

/** What a masked value becomes. */
export const REDACTED = '***';

/** Parameter names, lower-cased without separators, that hold a secret anywhere in the name. */
const SECRET_ANYWHERE = /token|secret|passw|pwd|apikey|signature|credential|session|otp/;
/** Names that hold a secret when they end so (`code`, `authcode`, `api_key`, `sig`…). */
const SECRET_ENDING = /(code|key|sig|auth|sid|nonce|ticket|hash|jwt|pass)$/;

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** Names of a visitor's position ('Yakınımda' sends `konum`): kept nowhere either, however rounded. */
const POSITION = /^(konum|location|lat|lng|lon|latitude|longitude)$/;

/** Whether a query parameter of this name carries a secret, or the visitor's position. */
export function isSecretParam(name: string): boolean {
  const plain = decodeName(name)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return SECRET_ANYWHERE.test(plain) || SECRET_ENDING.test(plain) || POSITION.test(plain);
}

/**
 * A parameter `name=value` after `?`, `&` or `;` (so `&amp;` in HTML counts too); the value ends at
 * the next separator, a fragment, whitespace, a quote or an angle bracket.
 */
const PARAM = /([?&;])([^=&?#\s"'<>;]+)=([^&#\s"'<>]*)/g;

/**
 * The text (a path with its query, a full URL, a Referer, a mail body with links in it) with the value
 * of every secret-looking query parameter replaced by `REDACTED`.
 */
export function redactSecrets(text: string): string;
export function redactSecrets(text: string | null): string | null;
export function redactSecrets(text: string | null): string | null {
  if (!text || !/[?&;][^=]*=/.test(text)) return text;
  return text.replace(PARAM, (whole, separator: string, name: string, value: string) =>
    value && isSecretParam(name) ? `${separator}${name}=${REDACTED}` : whole,
  );
}
