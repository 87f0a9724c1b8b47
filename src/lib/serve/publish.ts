// The host as features see it (DESIGN §3), and the one module of lib/serve a feature may import. Data
// changes need no call here: the database's change counters reach the pages by themselves (pages on demand
// are kept in the render cache per version, pre-rendered ones are rebuilt when their counters move). What
// is left is the state of the site's rebuilds, which the admin's pages show; zod- and node-free, so
// islands can import it.

/** State of the site rebuild queue, as GET /api/admin/rebuild reports it (DESIGN §4). */
export interface RebuildStatus {
  /** False when the process serving the site cannot rebuild (astro dev, tests). */
  available: boolean;
  state: 'idle' | 'building' | 'unavailable';
  /** True when another build is queued behind the running one. */
  queued: boolean;
  startedAt: string | null;
  lastSuccessAt: string | null;
  lastDurationMs: number | null;
  lastError: string | null;
  lastErrorAt: string | null;
  lastReason: string | null;
}

export const REBUILD_MSG = {
  title: 'Site yeniden oluşturma',
  unavailable: 'Bu sunucuda otomatik yeniden oluşturma kullanılamıyor.',
  idle: 'Site güncel.',
  building: 'Site yeniden oluşturuluyor…',
  queued: 'Bir yeniden oluşturma daha sırada.',
  lastSuccess: 'Son başarılı oluşturma',
  duration: 'Süre',
  failed: 'Son oluşturma başarısız oldu; önceki sürüm yayında kalıyor.',
} as const;
