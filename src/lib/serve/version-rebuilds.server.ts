import { readChangeCounters } from '~/lib/db/change-counter.server.ts';
import type { Db } from '~/lib/db/db.server.ts';

// Pages that stay pre-rendered still show a little data: the navigation's counts on every page, the
// figures of /tourism, /partnership and /authority, the strategies under way on /seo-enhancement. The
// host rebuilds them when the change counters of that data move, so no feature has to ask; a burst of
// changes (an afternoon of approvals) waits for a quiet moment, or at most `maxWaitMs`, and is one build.

/** Counters whose data pre-rendered pages show (migrations 0015, 0052). */
const PRERENDERED_DATA = ['listings', 'posts', 'seo'];

export interface VersionRebuildOptions {
  intervalMs?: number;
  /** A change is built once no other came for this long… */
  quietMs?: number;
  /** …or once the first unbuilt change is this old. */
  maxWaitMs?: number;
  now?: () => number;
}

/**
 * Reads the counters every `intervalMs` and calls `rebuild` when they moved since the values the last
 * build was asked for (at start: the values then). Returns the function that stops watching.
 */
export function watchPrerenderedData(
  db: Db,
  rebuild: (reason: string) => void,
  { intervalMs = 5_000, quietMs = 15_000, maxWaitMs = 60_000, now = Date.now }: VersionRebuildOptions = {},
): () => void {
  let built: string | null = null;
  let seen: string | null = null;
  let lastChangeAt = 0;
  let firstChangeAt: number | null = null;
  const tick = async () => {
    const values = (await readChangeCounters(db, PRERENDERED_DATA)).join(' ');
    const at = now();
    if (built === null) {
      built = values;
      seen = values;
      return;
    }
    if (values !== seen) {
      seen = values;
      lastChangeAt = at;
      firstChangeAt ??= at;
    }
    if (values === built || firstChangeAt === null) return;
    if (at - lastChangeAt >= quietMs || at - firstChangeAt >= maxWaitMs) {
      built = values;
      firstChangeAt = null;
      rebuild('veriler değişti');
    }
  };
  void tick().catch(() => {});
  const timer = setInterval(() => void tick().catch(() => {}), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
