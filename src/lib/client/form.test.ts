import { describe, expect, it } from 'vitest';
import { contactSchema } from '~/features/contact/schema.ts';
import { validate } from '~/lib/client/form.ts';

describe('validate', () => {
  it('has no messages for values the schema accepts', () => {
    const values = { name: 'Ayşe', email: 'ayse@ornek.com.tr', phone: '', subject: 'Konu', message: 'Merhaba' };
    expect(validate(contactSchema, values)).toEqual({});
  });

  it('gives the spec’s Turkish message per field for values it rejects', () => {
    const errors = validate(contactSchema, { name: '', email: 'yanlış', phone: '', subject: '', message: '' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(errors.email).toBe('Geçerli bir email adresi girin');
  });
});
