import { afterEach, beforeEach } from 'vitest';
import type { RebuildStatus } from '~/lib/serve/publish.ts';
import { registerRebuildHook } from '~/lib/serve/rebuild.server.ts';

/** What the test hook answers every rebuild request with: a build under way. */
const QUEUED: RebuildStatus = {
  available: true,
  state: 'building',
  queued: false,
  startedAt: '2025-01-01T00:00:00.000Z',
  lastSuccessAt: null,
  lastDurationMs: null,
  lastError: null,
  lastErrorAt: null,
  lastReason: null,
};

/**
 * For every test of the file: a rebuild hook that queues each request and keeps its reason in the list
 * returned (emptied before each test); the hook is removed after each test.
 */
export function recordRebuildRequests(): string[] {
  const reasons: string[] = [];
  beforeEach(() => {
    reasons.length = 0;
    registerRebuildHook({
      requestRebuild: (reason) => {
        reasons.push(reason);
        return QUEUED;
      },
      status: () => QUEUED,
    });
  });
  afterEach(() => registerRebuildHook(null));
  return reasons;
}
