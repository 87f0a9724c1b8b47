/** Result of a JSON call from an island. */
export interface PostResult<T> {
  ok: boolean;
  status: number;
  data: T | null;
  /** The server's `error` message, else 'status: body' (SPEC §8); '' when the network failed. */
  error: string;
  /** Field messages of a 400, keyed by the field name. */
  fieldErrors: Record<string, string>;
}

/** Sends JSON with credentials (SPEC §7) and reads the JSON answer; never throws. */
export async function requestJson<T>(
  url: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
): Promise<PostResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, data: null, error: '', fieldErrors: {} };
  }
  const text = await response.text().catch(() => '');
  let data: any = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (response.ok) return { ok: true, status: response.status, data: data as T, error: '', fieldErrors: {} };
  const fieldErrors: Record<string, string> = {};
  for (const issue of Array.isArray(data?.issues) ? data.issues : []) {
    const key = String(issue?.path ?? '').split('.')[0] ?? '';
    if (key && !fieldErrors[key]) fieldErrors[key] = String(issue.message);
  }
  const error = typeof data?.error === 'string' ? data.error : `${response.status}: ${text || response.statusText}`;
  return { ok: false, status: response.status, data: null, error, fieldErrors };
}

/** First message per top-level field of a failed zod parse. */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
