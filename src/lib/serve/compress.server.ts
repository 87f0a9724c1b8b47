import type http from 'node:http';
import zlib from 'node:zlib';

// Compression of responses rendered on demand: brotli or gzip by Accept-Encoding for HTML and JSON
// over COMPRESS_MIN_BYTES, streamed as the page renders, with `Vary: Accept-Encoding`.

export type Encoding = 'br' | 'gzip';

/** Below this size a response goes out as it is: compressing it saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

const COMPRESSIBLE = /^(text\/html|application\/json|application\/ld\+json|text\/plain|application\/xml)\b/i;

/**
 * Streaming brotli is set to a level that keeps up with rendering; whole bodies (the render cache) get more.
 * On a 50 KB list page level 3 takes 0,18 ms against level 4's 0,64 ms (a tenth of a cold render) for
 * 5 % more bytes (9,7 KB against 9,2 KB); a page kept in the render cache goes out at STORED_BROTLI_QUALITY.
 */
const STREAM_BROTLI_QUALITY = 3;
/**
 * Brotli level of bodies compressed once and kept (render cache, a build's static files): on HTML it
 * gives within 1 % of level 9's size at a twentieth of its time (level 9 took ~0,5 s per 36 KB page on a
 * busy machine, which kept a build's 500 pages from being served for minutes).
 */
export const STORED_BROTLI_QUALITY = 5;
/** Gzip level of kept bodies: level 9 costs several times level 6 for a fraction of a per cent. */
export const STORED_GZIP_LEVEL = 6;

/** The encoding a client takes, brotli first; none when it names neither (or refuses both with q=0). */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

const isCompressible = (contentType: unknown): boolean => COMPRESSIBLE.test(String(contentType ?? ''));

/** A whole body compressed once (what the render cache keeps). */
export function compressBody(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: STORED_BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: STORED_GZIP_LEVEL });
}

function createCompressor(encoding: Encoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: STREAM_BROTLI_QUALITY } })
    : zlib.createGzip();
}

export type HeaderMap = Record<string, string | number | string[]>;

/** writeHead's headers (object or raw array) merged into one object with lower-case names. */
function headersOf(args: unknown[]): HeaderMap {
  const headers: HeaderMap = {};
  for (const arg of args) {
    if (Array.isArray(arg)) {
      for (let i = 0; i + 1 < arg.length; i += 2) headers[String(arg[i]).toLowerCase()] = arg[i + 1];
    } else if (arg && typeof arg === 'object') {
      for (const [name, value] of Object.entries(arg)) {
        if (value !== undefined) headers[name.toLowerCase()] = value as string | number | string[];
      }
    }
  }
  return headers;
}

const toBuffer = (chunk: unknown, encoding?: unknown): Buffer =>
  Buffer.isBuffer(chunk)
    ? chunk
    : chunk instanceof Uint8Array
      ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');

/** Adds Accept-Encoding to a response's Vary header. */
function varyOnEncoding(headers: HeaderMap): void {
  const vary = String(headers.vary ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
}

export interface BodyHooks {
  /**
   * Called with the status and headers before anything is sent; may change the headers, and may
   * return a function that takes the whole body instead (nothing is sent then: it answers itself).
   */
  onHead?: (status: number, headers: HeaderMap) => ((status: number, headers: HeaderMap, body: Buffer) => void) | null;
}

/**
 * Wraps a response the on-demand handler is about to write: HTML and JSON bodies over
 * COMPRESS_MIN_BYTES are compressed by the request's Accept-Encoding while they stream; the
 * original writeHead/write/end are used underneath. `hooks.onHead` can take a body whole instead.
 */
export function compressResponse(req: http.IncomingMessage, res: http.ServerResponse, hooks: BodyHooks = {}): void {
  const encoding = req.method === 'HEAD' ? null : pickEncoding(req.headers['accept-encoding']);
  const writeHead = res.writeHead.bind(res) as (status: number, headers: HeaderMap) => http.ServerResponse;
  const write = res.write.bind(res) as (chunk: Buffer) => boolean;
  const end = res.end.bind(res) as (chunk?: Buffer) => http.ServerResponse;

  let mode: 'pass' | 'wait' | 'stream' | 'whole' = 'pass';
  let status = 200;
  let headers: HeaderMap = {};
  let held: Buffer[] = [];
  let heldBytes = 0;
  let compressor: zlib.BrotliCompress | zlib.Gzip | null = null;
  // Chunks written while streaming go to the compressor together once per turn of the event loop: a
  // page arrives in many small chunks, and each write to zlib is a round trip of its own.
  let queued: Buffer[] = [];
  let flushScheduled = false;
  const flushQueued = () => {
    flushScheduled = false;
    if (queued.length === 0) return;
    compressor?.write(queued.length === 1 ? (queued[0] as Buffer) : Buffer.concat(queued));
    queued = [];
  };
  const queue = (buffer: Buffer) => {
    queued.push(buffer);
    if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(flushQueued);
    }
    return true;
  };
  let takeWhole: ((status: number, headers: HeaderMap, body: Buffer) => void) | null = null;

  const startStream = (chosen: Encoding) => {
    mode = 'stream';
    delete headers['content-length'];
    headers['content-encoding'] = chosen;
    writeHead(status, headers);
    compressor = createCompressor(chosen);
    compressor.on('data', (chunk: Buffer) => write(chunk));
    compressor.on('end', () => end());
    compressor.on('error', (error) => res.destroy(error));
    for (const chunk of held) queue(chunk);
    held = [];
  };
  const callback = (args: unknown[]) => {
    const done = args.find((a) => typeof a === 'function') as (() => void) | undefined;
    if (done) setImmediate(done);
  };

  res.writeHead = ((code: number, ...args: unknown[]) => {
    status = code;
    const message = args.find((a) => typeof a === 'string');
    if (typeof message === 'string') res.statusMessage = message;
    headers = headersOf(args.filter((a) => typeof a !== 'string'));
    takeWhole = hooks.onHead?.(status, headers) ?? null;
    if (takeWhole) {
      mode = 'whole';
      return res;
    }
    const type = headers['content-type'] ?? res.getHeader('content-type');
    if (!isCompressible(type) || headers['content-encoding'] || status === 204 || status === 304) {
      mode = 'pass';
      return writeHead(status, headers);
    }
    varyOnEncoding(headers);
    const length = Number(headers['content-length'] ?? Number.NaN);
    if (!encoding || length < COMPRESS_MIN_BYTES) {
      mode = 'pass';
      return writeHead(status, headers);
    }
    mode = 'wait';
    return res;
  }) as typeof res.writeHead;

  res.write = ((chunk: unknown, ...args: unknown[]) => {
    const buffer = toBuffer(chunk, args[0]);
    callback(args);
    if (mode === 'pass') return write(buffer);
    if (mode === 'stream') return queue(buffer);
    held.push(buffer);
    heldBytes += buffer.length;
    if (mode === 'wait' && encoding && heldBytes >= COMPRESS_MIN_BYTES) startStream(encoding);
    return true;
  }) as typeof res.write;

  res.end = ((chunk?: unknown, ...args: unknown[]) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      const buffer = toBuffer(chunk, args[0]);
      if (mode === 'pass') {
        callback(args);
        return end(buffer);
      }
      held.push(buffer);
      heldBytes += buffer.length;
    }
    callback([chunk, ...args]);
    if (mode === 'pass') return end();
    if (mode === 'stream') {
      for (const buffer of held) queue(buffer);
      held = [];
      flushQueued();
      compressor?.end();
      return res;
    }
    const body = Buffer.concat(held);
    held = [];
    if (mode === 'whole') {
      // The taker answers through the response's own methods.
      Object.assign(res, { writeHead, write, end });
      takeWhole?.(status, headers, body);
      return res;
    }
    if (encoding && body.length >= COMPRESS_MIN_BYTES) {
      startStream(encoding);
      flushQueued();
      compressor?.end();
      return res;
    }
    headers['content-length'] = body.length;
    writeHead(status, headers);
    return end(body);
  }) as typeof res.end;
}

/** Sends a body kept in memory, in the encoding the client takes when one is there. */
export function sendEncoded(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  headers: HeaderMap,
  bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer },
): void {
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const encoded = encoding ? bodies[encoding] : undefined;
  const out: HeaderMap = { ...headers, 'content-length': (encoded ?? bodies.identity).length };
  if (bodies.br || bodies.gzip) varyOnEncoding(out);
  if (encoded && encoding) out['content-encoding'] = encoding;
  res.writeHead(status, out);
  res.end(req.method === 'HEAD' ? undefined : (encoded ?? bodies.identity));
}
