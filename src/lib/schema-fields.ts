import { EMAIL_MAX, URL_MAX } from '~/lib/constants.ts';
import { TOO_LONG } from '~/lib/messages.ts';
import { z } from '~/lib/zod.ts';

// Field builders shared by the form schemas.

/** True for an absolute http(s) URL (other schemes such as javascript: are refused). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed text, required (at least `min` characters) with the given message; `tooLong` past `max`. */
export const requiredText = (message: string, min = 1, max = 500, tooLong = TOO_LONG) =>
  z.string({ error: message }).check(z.trim(), z.minLength(min, message), z.maxLength(max, tooLong));

/** Trimmed optional text; absent becomes ''. */
export const optionalText = (max = 500) =>
  z._default(z.optional(z.string().check(z.trim(), z.maxLength(max, TOO_LONG))), '');

/** Required e-mail address. */
export const requiredEmail = (message: string) =>
  z.string({ error: message }).check(
    z.trim(),
    z.maxLength(EMAIL_MAX, TOO_LONG),
    z.refine((v) => EMAIL_PATTERN.test(v), message),
  );

/** Trimmed optional text up to `max` characters that is empty or passes `test`; absent becomes ''. */
const optionalChecked = (max: number, test: (value: string) => boolean, message: string) =>
  z._default(
    z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(max, TOO_LONG),
        z.refine((v) => v === '' || test(v), message),
      ),
    ),
    '',
  );

/** Optional e-mail address: empty or valid. */
export const optionalEmail = (message: string) => optionalChecked(EMAIL_MAX, (v) => EMAIL_PATTERN.test(v), message);

/** Optional http(s) URL: empty or valid. */
export const optionalUrl = (message: string) => optionalChecked(URL_MAX, isHttpUrl, message);

/** A value of a fixed option list (required). */
export const oneOf = (values: readonly string[], message: string) =>
  z.string({ error: message }).check(
    z.trim(),
    z.refine((v) => values.includes(v), message),
  );

/** Empty or a value of a fixed option list. */
export const optionalOneOf = (values: readonly string[], message: string) =>
  z._default(
    z.optional(
      z.string().check(
        z.trim(),
        z.refine((v) => v === '' || values.includes(v), message),
      ),
    ),
    '',
  );
