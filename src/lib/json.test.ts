import { describe, expect, it } from 'vitest';
import { jsonObject } from '~/lib/json.ts';

describe('jsonObject', () => {
  it('reads the object a JSON text holds', () => {
    expect(jsonObject('{"monday":"09:00-18:00"}')).toEqual({ monday: '09:00-18:00' });
  });

  it('gives null for an empty, damaged or non-object value, a list among them', () => {
    for (const text of [null, undefined, '', 'null', '[1,2]', '"metin"', '42', '{bozuk', 7]) {
      expect(jsonObject(text), String(text)).toBeNull();
    }
  });
});
