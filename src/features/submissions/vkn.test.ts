import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REGISTRY_MSG } from '~/features/submissions/messages.ts';
import { taxIdSchema } from '~/features/submissions/registry-schema.ts';
import { isValidVkn, vknCheckDigit } from '~/features/submissions/vkn.ts';

describe('VKN check digit', () => {
  it('accepts tax numbers with a correct check digit', () => {
    for (const valid of ['4540536920', '1234567890']) expect(isValidVkn(valid)).toBe(true);
  });

  it('rejects a tax number whose last digit is wrong', () => {
    expect(isValidVkn('4540536921')).toBe(false);
    expect(isValidVkn('1234567891')).toBe(false);
    expect(isValidVkn('0000000000')).toBe(false);
  });

  it('rejects anything that is not exactly ten digits', () => {
    for (const bad of ['454053692', '45405369200', '454053692a', ' 4540536920', ''])
      expect(isValidVkn(bad)).toBe(false);
  });

  it('has exactly one valid check digit for every nine-digit prefix', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (prefix) => {
        const valid = [...'0123456789'].filter((d) => isValidVkn(prefix + d));
        expect(valid).toEqual([String(vknCheckDigit(prefix))]);
      }),
    );
  });

  it('gives the spec messages for a short number and a wrong check digit', () => {
    const short = taxIdSchema.safeParse({ taxId: '123' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe(REGISTRY_MSG.taxIdLength);
    expect(REGISTRY_MSG.taxIdLength).toBe('Lütfen 10 haneli vergi numaranızı girin');
    const wrong = taxIdSchema.safeParse({ taxId: '4540536921' });
    expect(wrong.error?.issues[0]?.message).toBe(REGISTRY_MSG.taxIdChecksum);
  });
});
