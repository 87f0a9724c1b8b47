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
