import { type Actor, recordAudit } from '~/features/audit/audit.server.ts';
import { asClosure, CLOSURE_LABELS } from '~/features/directory/closure.ts';
import type { ClosureData } from '~/features/directory/closure-schema.ts';
import type { Db } from '~/lib/db/db.server.ts';

/**
 * Sets a listing's state from the desk: moving keeps the address before the move (still searchable)
 * and takes the new one; closing keeps everything as it is. Null for an unknown business.
 */
export async function setClosure(db: Db, id: number, input: ClosureData, actor: Actor): Promise<{ id: number } | null> {
  const before = await db
    .selectFrom('businesses')
    .select(['name', 'address', 'closure', 'previousAddress'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!before) return null;
  const closure = input.closure ?? null;
  const moving = closure === 'moved' && input.newAddress && input.newAddress !== before.address;
  await db
    .updateTable('businesses')
    .set({
      closure,
      address: moving ? (input.newAddress as string) : before.address,
      previousAddress: moving ? before.address : closure === 'moved' ? before.previousAddress : null,
      movedAt: closure === 'moved' ? (input.movedAt ?? null) : null,
      holidayMode: input.holidayMode ?? null,
      holidayHours: input.holidayMode === 'special' ? (input.holidayHours ?? null) : null,
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
  const label = (c: unknown) => (asClosure(c) ? CLOSURE_LABELS[asClosure(c) as keyof typeof CLOSURE_LABELS] : 'Açık');
  await recordAudit(db, actor, {
    action: 'business.closure',
    targetType: 'business',
    targetId: id,
    summary: `${before.name} (#${id}): ${label(before.closure)} → ${label(closure)}`,
    details: { from: before.closure, to: closure, ...(moving ? { previousAddress: before.address } : {}) },
  });
  return { id };
}
