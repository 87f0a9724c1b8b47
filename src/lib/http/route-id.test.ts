import { describe, expect, it } from 'vitest';
import { parseRouteId } from '~/lib/http/route-id.ts';

describe('parseRouteId', () => {
  it('reads a positive whole number', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId('87')).toBe(87);
    expect(parseRouteId('999999999999999')).toBe(999_999_999_999_999);
  });

  it.each([undefined, '', 'abc', '0', '-1', '+1', '1.5', '1e3', '007', ' 1', '1 ', '9999999999999999'])(
    'names no record for %j',
    (value) => expect(parseRouteId(value)).toBeNull(),
  );
});
