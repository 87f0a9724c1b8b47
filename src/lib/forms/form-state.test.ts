import { describe, expect, it } from 'vitest';
import { blankOf, startValues } from '~/lib/forms/form-state.ts';
import { z } from '~/lib/zod.ts';

describe('a form’s start', () => {
  const schema = z.object({ name: z.string(), note: z.optional(z.string()) });

  it('has every field of the schema, empty', () => {
    expect(blankOf(schema)).toEqual({ name: '', note: '' });
  });

  it('takes back what a refused post held, and only the form’s own fields', () => {
    const state = { status: 400, message: 'Hata', values: { name: 'Kâhta Fırını', extra: 'x' }, errors: {} };
    expect(startValues(blankOf(schema), state)).toEqual({ name: 'Kâhta Fırını', note: '' });
  });
});
