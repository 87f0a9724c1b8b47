import { sql } from 'kysely';
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, type AuditAction } from '~/features/audit/messages.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { jsonObject } from '~/lib/json.ts';
import { foldTr } from '~/lib/text.ts';

// The audit log: one row per admin action (who, when, what). Rows are never deleted, so the log keeps
// at least the year the operator needs.

export interface Actor {
  id: number;
  username: string;
}

export interface AuditEntry {
  action: AuditAction;
  targetType: 'business' | 'post' | 'inbox' | 'import' | 'seo' | 'listingpost' | 'pharmacy_roster' | 'tourism';
  targetId?: string | number | null;
  summary: string;
  details?: Record<string, unknown>;
}

/** Records one admin action. */
export async function recordAudit(db: Db, actor: Actor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      actorId: actor.id,
      actorName: actor.username,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
      summary: entry.summary,
      details: entry.details ? JSON.stringify(entry.details) : null,
    })
    .execute();
}

export interface AuditFilters {
  action?: string;
  actor?: string;
  q?: string;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  page?: number;
}

export interface AuditRow {
  id: number;
  actorName: string;
  action: string;
  actionLabel: string;
  targetType: string;
  targetId: string | null;
  summary: string;
  details: Record<string, unknown> | null;
  createdAt: string;
}

/** The log, newest first, filtered by action, actor, text and day range; one page and the total. */
export async function listAudit(db: Db, filters: AuditFilters): Promise<{ rows: AuditRow[]; total: number }> {
  let query = db.selectFrom('auditLog');
  if (filters.action) query = query.where('action', '=', filters.action);
  if (filters.actor) query = query.where('actorName', '=', filters.actor);
  if (filters.q) query = query.where(sql<boolean>`instr(fold_tr(summary), ${foldTr(filters.q)}) > 0`);
  if (filters.from) query = query.where('createdAt', '>=', filters.from);
  if (filters.to) query = query.where('createdAt', '<', `${filters.to}T99`);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const page = Math.max(1, filters.page ?? 1);
  const rows = await query
    .selectAll()
    .orderBy('id', 'desc')
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  return {
    total: Number(total),
    rows: rows.map((r) => ({
      id: r.id,
      actorName: r.actorName,
      action: r.action,
      actionLabel: AUDIT_ACTIONS[r.action as AuditAction] ?? r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      summary: r.summary,
      details: jsonObject(r.details),
      createdAt: r.createdAt,
    })),
  };
}

/** Names of the admins that appear in the log (the actor filter's options). */
export async function listAuditActors(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('auditLog').select('actorName').distinct().orderBy('actorName').execute();
  return rows.map((r) => r.actorName);
}
