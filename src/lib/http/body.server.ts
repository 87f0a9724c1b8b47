// The one way a request body is read (DESIGN §6): counted while it streams in, whatever Content-Length
// says or when there is none (chunked), and abandoned as soon as it passes the caller's limit.

export type BodyBytes = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; status: 400 | 413 };

/** Reads a body within `limit` bytes: 413 past it (declared or counted), 400 when the stream fails. */
export async function readBodyBytes(request: Request, limit: number): Promise<BodyBytes> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return { ok: false, status: 413 };
  if (!request.body) return { ok: true, bytes: new Uint8Array() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        void reader.cancel().catch(() => {});
        return { ok: false, status: 413 };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, status: 400 };
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/** A form body already read, parsed as the browser sent it (url-encoded or multipart). */
export function parseFormBytes(bytes: Uint8Array<ArrayBuffer>, type: string): Promise<FormData> {
  return new Response(bytes, { headers: { 'content-type': type } }).formData();
}
