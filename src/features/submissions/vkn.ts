import { TAX_ID_LENGTH } from '~/lib/constants.ts';

/**
 * Check digit of a Turkish tax number (Vergi Kimlik Numarası) from its first nine digits,
 * by the Revenue Administration's algorithm.
 */
export function vknCheckDigit(firstNine: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const shifted = (Number(firstNine[i]) + 9 - i) % 10;
    if (shifted === 0) continue;
    sum += (shifted * 2 ** (9 - i)) % 9 || 9;
  }
  return (10 - (sum % 10)) % 10;
}

/** True for exactly ten digits whose last digit is the VKN check digit. */
export function isValidVkn(value: string): boolean {
  if (!new RegExp(`^\\d{${TAX_ID_LENGTH}}$`).test(value)) return false;
  return vknCheckDigit(value.slice(0, 9)) === Number(value[9]);
}
