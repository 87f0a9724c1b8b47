// The one way browser code calls our API (SPEC §7): JSON (or a FormData upload) with credentials,
// one result shape for every answer, the server's Turkish message kept for display. Kept small: it
// is in the JS of every page with a form.

/** Field messages of a 400, keyed by the top-level field name (first message per field). */
export type FieldErrors = Record<string, string>;

export interface ApiFailure {
  ok: false;
  /** HTTP status; 0 when the request never reached the server. */
  status: number;
  /** The server's `error` text, else 'status: body' (SPEC §8), else the network message. */
  error: string;
  fieldErrors: FieldErrors;
}

export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

/** A failed call for code that loads data and prefers an exception (see `apiData`). */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  constructor(failure: ApiFailure) {
    super(failure.error);
    this.status = failure.status;
    this.fieldErrors = failure.fieldErrors;
  }
}

/** Said when the request could not be sent or answered at all (offline, connection dropped). */
export const NETWORK_ERROR = 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.';

export interface ApiOptions {
  /** Default: GET without a body, POST with one. */
  method?: string;
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
}

/** First message per top-level field of a list of issues: zod's (`path` an array) or the server's (a dotted string). */
export function fieldErrorsOf(issues: readonly { path?: unknown; message?: unknown }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) {
    const key = String((Array.isArray(path) ? path[0] : String(path ?? '').split('.')[0]) ?? '');
    if (key) errors[key] ??= String(message);
  }
  return errors;
}

/** Calls our API; never throws: network failures and error answers come back as `ok: false`. */
export async function apiFetch<T>(path: string, { method, body, signal }: ApiOptions = {}): Promise<ApiResult<T>> {
  const raw = body === undefined || body instanceof FormData;
  try {
    const response = await fetch(path, {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      credentials: 'include',
      headers: raw
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: raw ? (body as FormData | undefined) : JSON.stringify(body),
      signal,
    });
    const text = await response.text();
    let data: { error?: unknown; issues?: unknown } | null = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {}
    if (response.ok) return { ok: true, status: response.status, data: data as T };
    return {
      ok: false,
      status: response.status,
      error: typeof data?.error === 'string' ? data.error : `${response.status}: ${text || response.statusText}`,
      fieldErrors: Array.isArray(data?.issues) ? fieldErrorsOf(data.issues) : {},
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, status: 0, error: NETWORK_ERROR, fieldErrors: {} };
  }
}

/** The data of a successful call; a failure is thrown as ApiError with the same message and fields. */
export async function apiData<T>(path: string, options?: ApiOptions): Promise<T> {
  const result = await apiFetch<T>(path, options);
  if (!result.ok) throw new ApiError(result);
  return result.data;
}
