/** An API call that did not succeed: status plus the server's `error` text when it sent one. */
export class ApiError extends Error {
  status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * JSON call from an island (SPEC §7: JSON, credentials included, body only when given). A non-OK
 * response throws ApiError whose message is the server's `error` field, else 'status: body'.
 */
export async function requestJson<T>(path: string, options: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers:
      options.body === undefined
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const serverMessage =
      data && typeof data === 'object' && 'error' in data ? String((data as { error: unknown }).error) : null;
    throw new ApiError(response.status, serverMessage ?? `${response.status}: ${text || response.statusText}`);
  }
  return data as T;
}
