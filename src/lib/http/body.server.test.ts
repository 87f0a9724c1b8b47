import { describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '~/lib/constants.ts';
import { readFormFields } from '~/lib/http/form-post.server.ts';
import { readJsonBody } from '~/lib/http/http.server.ts';

const CHUNK = 64 * 1024;

/** A chunked body (no Content-Length) of `total` bytes that counts what the reader pulled from it. */
function chunkedRequest(type: string, total: number, byte = 0x20) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += CHUNK;
        controller.enqueue(new Uint8Array(CHUNK).fill(byte));
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request('http://127.0.0.1/api/x', {
    method: 'POST',
    headers: { 'content-type': type },
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, pulled: () => pulled };
}

describe('bounded body reading', () => {
  it('stops reading a chunked JSON body at the limit: 413 after about 1 MB, not 64 MB', async () => {
    const sent = chunkedRequest('application/json', 64 * 1024 * 1024);
    const read = await readJsonBody(sent.request);
    expect(read).toMatchObject({ ok: false, status: 413 });
    expect(sent.pulled()).toBeLessThanOrEqual(JSON_BODY_LIMIT + 2 * CHUNK);
  });

  it('stops reading a chunked form post at the limit, url-encoded or multipart', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const sent = chunkedRequest(type, 64 * 1024 * 1024, 0x61);
      const read = await readFormFields(sent.request);
      expect(read, type).toEqual({ ok: false, status: 413 });
      expect(sent.pulled(), type).toBeLessThanOrEqual(JSON_BODY_LIMIT + 2 * CHUNK);
    }
  });

  it('refuses at once what declares more than the limit, and reads what fits', async () => {
    const big = new Request('http://127.0.0.1/api/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(JSON_BODY_LIMIT + 1) },
      body: '{}',
    });
    expect(await readJsonBody(big)).toMatchObject({ ok: false, status: 413 });
    const small = new Request('http://127.0.0.1/api/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ad: 'Kâhta' }),
    });
    expect(await readJsonBody(small)).toEqual({ ok: true, body: { ad: 'Kâhta' } });
    const form = new Request('http://127.0.0.1/api/x', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ad: 'Gölbaşı', ad2: 'x' }).toString(),
    });
    expect(await readFormFields(form)).toEqual({ ok: true, fields: { ad: 'Gölbaşı', ad2: 'x' } });
  });
});
