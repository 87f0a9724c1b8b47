import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiData, apiFetch, fieldErrorsOf, NETWORK_ERROR } from '~/lib/client/api.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch answers', () => {
  const answer = (response: Response) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => response),
    );
    return apiFetch('/api/x');
  };

  it('gives the data of a successful answer', async () => {
    expect(await answer(json(201, { id: 7 }))).toEqual({ ok: true, status: 201, data: { id: 7 } });
  });

  it('keeps the server’s Turkish message and the first message of each field', async () => {
    const result = await answer(
      json(400, {
        error: 'Geçersiz istek.',
        issues: [
          { path: 'email', message: 'Geçerli bir email adresi girin' },
          { path: 'email', message: 'ikinci mesaj' },
          { path: 'workingHours.monday', message: 'Saat biçimi' },
        ],
      }),
    );
    expect(result).toEqual({
      ok: false,
      status: 400,
      error: 'Geçersiz istek.',
      fieldErrors: { email: 'Geçerli bir email adresi girin', workingHours: 'Saat biçimi' },
    });
  });

  it("says 'status: body' when the answer carries no message (SPEC §8)", async () => {
    const result = await answer(new Response('{}', { status: 500 }));
    expect(result).toMatchObject({ ok: false, error: '500: {}', fieldErrors: {} });
  });
});

describe('apiFetch', () => {
  it('sends JSON with credentials and POSTs when there is a body', async () => {
    const fetch = vi.fn(async () => json(200, { ok: 1 }));
    vi.stubGlobal('fetch', fetch);
    await apiFetch('/api/contact', { body: { name: 'Ayşe' } });
    expect(fetch).toHaveBeenCalledWith(
      '/api/contact',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"name":"Ayşe"}',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      }),
    );
  });

  it('sends FormData as it is, letting the browser set the multipart boundary', async () => {
    const fetch = vi.fn(async () => json(200, {}));
    vi.stubGlobal('fetch', fetch);
    const body = new FormData();
    body.set('csv', 'a,b');
    await apiFetch('/api/bulk-import/csv', { body });
    expect(fetch).toHaveBeenCalledWith(
      '/api/bulk-import/csv',
      expect.objectContaining({ body, headers: { Accept: 'application/json' } }),
    );
  });

  it('turns a failed connection into a failure with the Turkish network message, never a throw', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await apiFetch('/api/contact')).toEqual({ ok: false, status: 0, error: NETWORK_ERROR, fieldErrors: {} });
  });
});

describe('apiData', () => {
  it('throws an ApiError carrying the status, message and field errors of a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { error: 'Bu slug zaten kullanılıyor.' })),
    );
    const error = await apiData('/api/blog/create', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Bu slug zaten kullanılıyor.', fieldErrors: {} });
  });
});

describe('fieldErrorsOf', () => {
  it('reads zod paths (arrays) as well as server paths (dotted strings)', () => {
    expect(
      fieldErrorsOf([
        { path: ['rating'], message: 'Puan seçin' },
        { path: 'comment', message: 'Yorum' },
      ]),
    ).toEqual({
      rating: 'Puan seçin',
      comment: 'Yorum',
    });
  });
});
