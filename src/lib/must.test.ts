import { describe, expect, it } from 'vitest';
import { must } from '~/lib/must.ts';

describe('must', () => {
  it('returns a present value, falsy ones included', () => {
    expect(must(0, 'count')).toBe(0);
    expect(must('', 'text')).toBe('');
  });

  it('throws an error naming what is missing for null and undefined', () => {
    expect(() => must(undefined, 'the first category')).toThrow('the first category is missing');
    expect(() => must(null, 'a row')).toThrow('a row is missing');
  });
});
