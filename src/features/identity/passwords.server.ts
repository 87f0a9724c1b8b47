import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MSG } from '~/features/identity/messages.ts';
import { PASSWORD_MIN } from '~/lib/constants.ts';
import { createSemaphore } from '~/lib/semaphore.ts';

// OWASP scrypt parameters (DESIGN §6): N=2^17, r=8, p=1; maxmem raised to fit 128·N·r bytes.
const PARAMS = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 } satisfies ScryptOptions;
const KEY_LENGTH = 64;

/**
 * Each scrypt takes 128 MB and a thread of the pool for a fraction of a second: at most this many run at
 * once, so a burst of logins waits in line instead of taking the process's memory and threads.
 */
export const SCRYPT_CONCURRENCY = 2;
export const scryptSlots = createSemaphore(SCRYPT_CONCURRENCY);

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return scryptSlots.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, params, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** Hash for storage: 'scrypt$N$r$p$salt$key' (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time check of a password against a stored hash; false for malformed hashes. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$');
  if (parts?.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt = '', key = ''] = parts;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A random password for the first admin when ADMIN_PASSWORD is unset. */
export function randomPassword(): string {
  return randomBytes(15).toString('base64url');
}

// Words a guesser tries first against a site of this city, on top of zxcvbn's lists of leaked passwords.
const LOCAL_WORDS = [
  'adiyaman',
  'adıyaman',
  'rehber',
  'rehberi',
  'nemrut',
  'kahta',
  'besni',
  'golbasi',
  'gölbaşı',
  'sifre',
  'şifre',
  'parola',
  'turkiye',
  'türkiye',
  'galatasaray',
  'fenerbahce',
  'fenerbahçe',
  'besiktas',
  'beşiktaş',
  'trabzonspor',
  'admin',
  'yonetici',
  'yönetici',
];

/** zxcvbn's estimate of guesses (score 0–4); below this a password falls to an offline guesser quickly. */
const MIN_SCORE = 3;

let strength: ZxcvbnFactory | undefined;

/**
 * Why a password may not be used for an account (admin or owner), or null when it is acceptable: shorter
 * than PASSWORD_MIN, one of the common or breached passwords (zxcvbn's list, l33t and reversed spellings
 * included), or otherwise easy to guess (keyboard runs, repeats, dates, the person's own name or address,
 * given as `personal`).
 */
export function passwordProblem(password: string, personal: readonly string[] = []): string | null {
  if (password.length < PASSWORD_MIN) return PASSWORD_MSG.tooShort;
  strength ??= new ZxcvbnFactory({
    graphs: adjacencyGraphs,
    dictionary: { ...dictionary, local: LOCAL_WORDS },
  });
  const inputs = personal.flatMap((value) => [value, ...value.split(/[\s@.]+/)]).filter((v) => v.length >= 3);
  const result = strength.check(password, inputs);
  if (result.score >= MIN_SCORE) return null;
  const breached = result.sequence.some((m) => m.pattern === 'dictionary' && m.dictionaryName === 'passwords-common');
  return breached ? PASSWORD_MSG.common : PASSWORD_MSG.guessable;
}
