// The one way browser code calls our API (SPEC §7): JSON (or a FormData upload) with credentials,
// one result shape for every answer, the server's Turkish message kept for display.

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

/** First message per top-level field of a list of issues (zod's or the server's). */
export function fieldErrorsOf(issues: readonly { path?: unknown; message?: unknown }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = Array.isArray(issue.path) ? issue.path[0] : String(issue.path ?? '').split('.')[0];
    const key = String(path ?? '');
    if (key && !errors[key]) errors[key] = String(issue.message ?? '');
  }
  return errors;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** Turns a response into the one result shape; exported for the unit test. */
export async function readApiResponse<T>(response: Response): Promise<ApiResult<T>> {
  const text = await response.text().catch(() => '');
  const data = parseJson(text);
  if (response.ok) return { ok: true, status: response.status, data: data as T };
  const body = (data && typeof data === 'object' ? data : {}) as { error?: unknown; issues?: unknown };
  return {
    ok: false,
    status: response.status,
    error: typeof body.error === 'string' ? body.error : `${response.status}: ${text || response.statusText}`,
    fieldErrors: Array.isArray(body.issues) ? fieldErrorsOf(body.issues) : {},
  };
}

/** Calls our API; never throws: network failures and error answers come back as `ok: false`. */
export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  const { body, signal } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, status: 0, error: NETWORK_ERROR, fieldErrors: {} };
  }
  return readApiResponse<T>(response);
}

/** The data of a successful call; a failure is thrown as ApiError with the same message and fields. */
export async function apiData<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const result = await apiFetch<T>(path, options);
  if (!result.ok) throw new ApiError(result);
  return result.data;
}
