import { type Actor, recordAudit } from '~/features/audit/audit.server.ts';
import { SEO_STRATEGIES, type SeoStrategy } from '~/features/seo/seo-strategies.ts';
import type { Db } from '~/lib/db/db.server.ts';

/** A strategy of the enhancement plan with the time an operator started implementing it (null: not started). */
export type StrategyWithImplementation = SeoStrategy & { implementedAt: string | null };

/** The plan's strategies, each with when its implementation started. */
export async function listStrategies(db: Db): Promise<StrategyWithImplementation[]> {
  const rows = await db.selectFrom('seoStrategyImplementations').select(['strategyId', 'startedAt']).execute();
  const started = new Map(rows.map((r) => [r.strategyId, r.startedAt]));
  return SEO_STRATEGIES.map((s) => ({ ...s, implementedAt: started.get(s.id) ?? null }));
}

/**
 * Marks a strategy as being implemented, dated now (a second call keeps the first date). Null for an
 * unknown strategy id.
 */
export async function implementStrategy(
  db: Db,
  id: string,
  actor: Actor,
  now = new Date(),
): Promise<StrategyWithImplementation | null> {
  const strategy = SEO_STRATEGIES.find((s) => s.id === id);
  if (!strategy) return null;
  const inserted = await db
    .insertInto('seoStrategyImplementations')
    .values({ strategyId: id, startedAt: now.toISOString(), startedBy: actor.id })
    .onConflict((oc) => oc.column('strategyId').doNothing())
    .executeTakeFirst();
  const row = await db
    .selectFrom('seoStrategyImplementations')
    .select('startedAt')
    .where('strategyId', '=', id)
    .executeTakeFirstOrThrow();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
    await recordAudit(db, actor, { action: 'seo.implement', targetType: 'seo', targetId: id, summary: strategy.title });
  }
  return { ...strategy, implementedAt: row.startedAt };
}
