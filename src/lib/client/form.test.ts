import { describe, expect, it } from 'vitest';
import { contactSchema } from '~/features/contact/schema.ts';
import { NETWORK_ERROR } from '~/lib/client/api.ts';
import { failureText, validate } from '~/lib/client/form.ts';

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

describe('failureText', () => {
  const failure = (status: number, error: string) => ({ ok: false as const, status, error, fieldErrors: {} });
  const toast = { title: 'Olmadı', text: 'Gönderilemedi.', network: 'Bağlantı yok.' };

  it('says the server’s message when it gave one, else the form’s text', () => {
    expect(failureText(toast, failure(400, 'Geçersiz istek.'))).toBe('Geçersiz istek.');
    expect(failureText(toast, failure(500, ''))).toBe('Gönderilemedi.');
  });

  it('says the page’s network text when the server could not be reached', () => {
    expect(failureText(toast, failure(0, NETWORK_ERROR))).toBe('Bağlantı yok.');
    expect(failureText({ title: toast.title, text: toast.text }, failure(0, NETWORK_ERROR))).toBe(NETWORK_ERROR);
  });

  it('with ownText says the form’s text whatever the server said', () => {
    const own = { title: 'Olmadı', text: 'Ödeme hazırlanamadı.', ownText: true };
    expect(failureText(own, failure(503, 'Ödeme sistemi kapalı.'))).toBe('Ödeme hazırlanamadı.');
    expect(failureText(own, failure(0, NETWORK_ERROR))).toBe('Ödeme hazırlanamadı.');
  });
});
