import { apiData } from '~/lib/client/api.ts';
import { atom } from '~/lib/client/store.ts';
import type { RebuildStatus } from '~/lib/serve/publish.ts';

/** Latest rebuild status seen by the admin pages (null until loaded, or when it could not be read). */
export const $rebuildStatus = atom<RebuildStatus | null>(null);

const POLL_MS = 3000;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Reads GET /api/admin/rebuild; keeps reading every few seconds while a build runs or waits. */
export async function refreshRebuildStatus(): Promise<void> {
  clearTimeout(timer);
  try {
    const status = await apiData<RebuildStatus>('/api/admin/rebuild');
    $rebuildStatus.set(status);
    if (status.state === 'building' || status.queued) timer = setTimeout(() => void refreshRebuildStatus(), POLL_MS);
  } catch {
    $rebuildStatus.set(null);
  }
}
