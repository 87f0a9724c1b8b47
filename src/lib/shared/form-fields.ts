import { z } from 'zod';
import { TOO_LONG } from './submission-messages.ts';

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

/** Trimmed text, required (at least `min` characters) with the given message. */
export const requiredText = (message: string, min = 1, max = 500) => z.string({ error: message }).trim().min(min, message).max(max, TOO_LONG);

/** Trimmed optional text; absent becomes ''. */
export const optionalText = (max = 500) => z.string().trim().max(max, TOO_LONG).optional().default('');

/** Required e-mail address. */
export const requiredEmail = (message: string) =>
  z.string({ error: message }).trim().max(254, TOO_LONG).refine((v) => EMAIL_PATTERN.test(v), message);

/** Optional e-mail address: empty or valid. */
export const optionalEmail = (message: string) =>
  z.string().trim().max(254, TOO_LONG).refine((v) => v === '' || EMAIL_PATTERN.test(v), message).optional().default('');

/** Optional http(s) URL: empty or valid. */
export const optionalUrl = (message: string) =>
  z.string().trim().max(500, TOO_LONG).refine((v) => v === '' || isHttpUrl(v), message).optional().default('');

/** A value of a fixed option list (required). */
export const oneOf = (values: readonly string[], message: string) =>
  z.string({ error: message }).trim().refine((v) => values.includes(v), message);

/** Empty or a value of a fixed option list. */
export const optionalOneOf = (values: readonly string[], message: string) =>
  z.string().trim().refine((v) => v === '' || values.includes(v), message).optional().default('');
