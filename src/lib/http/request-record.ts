import type { RequestLogRow } from '~/lib/db/schema.ts';

/**
 * What the server knows of a request, handed to the request log; the rest of its log row is derived there.
 * `viewerId`, the signed-in user's id, only keeps an owner's visits out of their listing's numbers: it is
 * never written.
 */
export type RequestRecord = Pick<
  RequestLogRow,
  'ip' | 'method' | 'path' | 'statusCode' | 'duration' | 'referrer' | 'userAgent'
> & { viewerId?: number | null };

/** Where the server hands each request's record (analytics' RequestLogWriter is one). */
export interface RequestLog {
  record(entry: RequestRecord): void;
}
