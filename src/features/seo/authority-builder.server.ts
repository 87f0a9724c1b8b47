import type { Insertable } from 'kysely';
import type {
  ActionRecord,
  AuthorityActionInput,
  AuthorityProgress,
  DirectorySubmissionInput,
  PartnershipOutreachInput,
  ProgressFigure,
} from '~/features/seo/authority-builder-schema.ts';
import {
  type AuthorityActionId,
  type AuthorityActionStatus,
  DIRECTORY_TARGETS,
  type DirectoryStatus,
  PARTNER_INSTITUTIONS,
  type PartnerStatus,
} from '~/features/seo/authority-targets.ts';
import { type Db, insertUnlessDuplicate } from '~/lib/db/db.server.ts';
import type { Database } from '~/lib/db/schema.ts';

export type StoreResult = { ok: true; id: number } | { ok: false; reason: 'duplicate' };

/** Stores a row of a table where a second row for the same target is refused (a unique index): a duplicate. */
async function storeOnce<T extends 'directorySubmissions' | 'partnershipOutreach'>(
  db: Db,
  table: T,
  values: Insertable<Database[T]>,
): Promise<StoreResult> {
  const insert = db
    .insertInto(table)
    .values(values as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await insertUnlessDuplicate(insert as Promise<{ id: number }>);
  return row ? { ok: true, id: row.id } : { ok: false, reason: 'duplicate' };
}

/** Stores a directory submission; a directory already submitted to is a duplicate (its card no longer offers Submit). */
export async function recordDirectorySubmission(
  db: Db,
  input: DirectorySubmissionInput,
  userId: number | null,
): Promise<StoreResult> {
  // The schema keeps only the payload's known fields: each is a column.
  return storeOnce(db, 'directorySubmissions', {
    directory: input.directory,
    ...input.submissionData,
    submittedBy: userId,
  });
}

/** Stores the outreach to an institution; an institution already contacted is a duplicate. */
export async function recordPartnershipOutreach(
  db: Db,
  input: PartnershipOutreachInput,
  userId: number | null,
): Promise<StoreResult> {
  const { partnerName, partnerEmail, message } = input;
  return storeOnce(db, 'partnershipOutreach', { partnerName, partnerEmail, message, sentBy: userId });
}

/** Records 'Mark as Started' / 'Mark as Sent' of a priority action. */
export async function recordAuthorityAction(
  db: Db,
  input: AuthorityActionInput,
  userId: number | null,
): Promise<ActionRecord> {
  const row = await db
    .insertInto('authorityActions')
    .values({ action: input.action, status: input.status, recordedBy: userId })
    .returning(['action', 'status', 'createdAt'])
    .executeTakeFirstOrThrow();
  return { action: row.action as AuthorityActionId, status: row.status as AuthorityActionStatus, at: row.createdAt };
}

/** Number of directories submitted to (used by the technical SEO analysis as local citations). */
export async function countDirectorySubmissions(db: Db): Promise<number> {
  const row = await db
    .selectFrom('directorySubmissions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const DIRECTORY_STATUSES: DirectoryStatus[] = ['pending', 'submitted', 'approved'];
const PARTNER_STATUSES: PartnerStatus[] = ['identified', 'contacted', 'negotiating', 'active'];

/** A row's status when it is one the product knows; a row with another status counts as `recorded`, no row as `none`. */
function storedStatus<S extends string>(
  row: { status: string } | undefined,
  known: readonly S[],
  recorded: S,
  none: S,
): S {
  if (!row) return none;
  return known.includes(row.status as S) ? (row.status as S) : recorded;
}

/**
 * Every target and institution with the status its stored row gives it, the progress figures
 * derived from them and the next steps still open.
 */
export async function authorityProgress(db: Db): Promise<AuthorityProgress> {
  const [submissions, outreach, actionRows] = await Promise.all([
    db.selectFrom('directorySubmissions').select(['directory', 'status', 'createdAt']).execute(),
    db.selectFrom('partnershipOutreach').select(['partnerName', 'status', 'createdAt']).execute(),
    db
      .selectFrom('authorityActions')
      .select(['action', 'status', 'createdAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  const byDirectory = new Map(submissions.map((s) => [s.directory, s]));
  const byPartner = new Map(outreach.map((o) => [o.partnerName, o]));

  const directories = DIRECTORY_TARGETS.map((target) => {
    const row = byDirectory.get(target.id);
    const status = storedStatus(row, DIRECTORY_STATUSES, 'submitted', 'pending');
    return { ...target, status, submittedAt: row?.createdAt ?? null };
  });
  const partners = PARTNER_INSTITUTIONS.map((institution) => {
    const row = byPartner.get(institution.name);
    const status = storedStatus(row, PARTNER_STATUSES, 'contacted', 'identified');
    return { ...institution, status, contactedAt: row?.createdAt ?? null };
  });
  const actions = actionRows.map((a) => ({
    action: a.action as AuthorityActionId,
    status: a.status as AuthorityActionStatus,
    at: a.createdAt,
  }));

  const done = (list: typeof directories) => list.filter((d) => d.status !== 'pending').length;
  const high = directories.filter((d) => d.priority === 'high');
  const medium = directories.filter((d) => d.priority === 'medium');
  const partnerCounts = Object.fromEntries(
    PARTNER_STATUSES.map((s) => [s, partners.filter((p) => p.status === s).length]),
  ) as Record<PartnerStatus, number>;
  const progress: ProgressFigure[] = [
    { label: 'Yüksek öncelikli rehberler', done: done(high), total: high.length },
    { label: 'Orta öncelikli rehberler', done: done(medium), total: medium.length },
    { label: 'Tüm rehber başvuruları', done: done(directories), total: directories.length },
    { label: 'İletişime geçilen kurumlar', done: partners.length - partnerCounts.identified, total: partners.length },
  ];

  const nextSteps: string[] = [];
  const nextHigh = high.find((d) => d.status === 'pending');
  if (nextHigh) nextSteps.push(`${nextHigh.name} başvurusunu yapın (yüksek öncelik).`);
  const tourismSent = actions.some((a) => a.action === 'tourism-department' && a.status === 'sent');
  if (!tourismSent) nextSteps.push('Turizm müdürlüğüne iş birliği teklifini gönderin.');
  const nextPartner = partners.find((p) => p.status === 'identified');
  if (nextPartner) nextSteps.push(`${nextPartner.name} ile iletişime geçin.`);
  const submitted = directories.filter((d) => d.status === 'submitted');
  if (submitted.length) nextSteps.push(`Bekleyen ${submitted.length} rehber başvurusunu 3–5 iş günü sonra takip edin.`);
  const nextMedium = medium.find((d) => d.status === 'pending');
  if (!nextHigh && nextMedium) nextSteps.push(`${nextMedium.name} başvurusunu yapın.`);

  return {
    directories,
    partners,
    actions,
    summary: {
      directoryTargets: directories.length,
      partnershipOpportunities: partners.length,
      approvedListings: directories.filter((d) => d.status === 'approved').length,
    },
    progress,
    partnerCounts,
    nextSteps,
  };
}
