// Outgoing e-mail: every message is stored in the outbox first, then sent with nodemailer over SMTP
// (SMTP_URL, MAIL_FROM). Without a mail server the message stays in the outbox as unsent; a failed send
// is retried with backoff (MAIL_RETRY_DELAYS_MS) and the outbox shows each attempt's error.
import nodemailer, { type Transporter } from 'nodemailer';
import type { OutboxEntry, OutboxStatus } from '~/features/mail/messages.ts';
import { MAIL_KINDS, type MailContent, type MailKind } from '~/features/mail/templates.ts';
import { choiceOf } from '~/lib/choices.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { smtpSettings } from '~/lib/env.server.ts';
import { redactSecrets } from '~/lib/http/redact-secrets.ts';
import { SITE_NAME } from '~/lib/site.ts';

/** Wait before each retry of a failed send; after the last one the message is given up ('failed'). */
export const MAIL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000, 12 * 60 * 60_000] as const;

/** Longest time one SMTP exchange may take before it counts as failed. */
const SMTP_TIMEOUT_MS = 10_000;

export interface OutgoingMail extends MailContent {
  to: string;
  kind?: MailKind;
}

export interface MailConfig {
  url: string;
  from: string;
}

/** The SMTP server and sender, or null when SMTP_URL is unset (messages are then kept unsent). */
function mailConfig(): MailConfig | null {
  const smtp = smtpSettings();
  return smtp && { url: smtp.url, from: smtp.from ?? `"${SITE_NAME}" <no-reply@localhost>` };
}

let transport: { url: string; transporter: Transporter } | undefined;

function transporterFor(url: string): Transporter {
  if (transport?.url !== url) {
    transport?.transporter.close();
    transport = {
      url,
      transporter: nodemailer.createTransport({
        url,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      }),
    };
  }
  return transport.transporter;
}

type Row = {
  id: number;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  attempts: number;
};

const nowIso = (now: Date) => now.toISOString();

/** One delivery attempt of a stored message; records the outcome and, after a failure, when to try again. */
async function deliver(db: Db, row: Row, config: MailConfig | null, now: Date): Promise<OutboxStatus> {
  if (!config) {
    await db
      .updateTable('mailOutbox')
      .set({ status: 'unsent', updatedAt: nowIso(now) })
      .where('id', '=', row.id)
      .execute();
    return 'unsent';
  }
  const attempts = row.attempts + 1;
  try {
    const info = await transporterFor(config.url).sendMail({
      from: config.from,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody ?? undefined,
    });
    await db
      .updateTable('mailOutbox')
      .set({
        status: 'sent',
        // Delivered: the stored copy keeps no live link (a reset or verification token) for anyone to reuse.
        textBody: redactSecrets(row.textBody),
        htmlBody: redactSecrets(row.htmlBody),
        attempts,
        sentAt: nowIso(now),
        messageId: info.messageId ?? null,
        lastError: null,
        nextAttemptAt: null,
        updatedAt: nowIso(now),
      })
      .where('id', '=', row.id)
      .execute();
    return 'sent';
  } catch (error) {
    const delay = MAIL_RETRY_DELAYS_MS[attempts - 1];
    const status: OutboxStatus = delay === undefined ? 'failed' : 'retrying';
    await db
      .updateTable('mailOutbox')
      .set({
        status,
        attempts,
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        nextAttemptAt: delay === undefined ? null : new Date(now.getTime() + delay).toISOString(),
        updatedAt: nowIso(now),
      })
      .where('id', '=', row.id)
      .execute();
    if (delay !== undefined) scheduleRetry(db, delay);
    return status;
  }
}

let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** Runs the due retries once the earliest delay has passed (a timer that does not keep the process alive). */
function scheduleRetry(db: Db, delayMs: number): void {
  if (retryTimer) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    retryDueMail(db).catch(() => {});
  }, delayMs);
  retryTimer.unref();
}

/**
 * Stores a message in the outbox and sends it: the row's id and what became of it (sent, retrying after
 * a failure, or unsent without a mail server). Never throws for a failed send: the outbox keeps it.
 */
export async function sendMail(
  db: Db,
  mail: OutgoingMail,
  options: { now?: Date; config?: MailConfig | null } = {},
): Promise<{ id: number; status: OutboxStatus }> {
  const now = options.now ?? new Date();
  const row = await db
    .insertInto('mailOutbox')
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      kind: mail.kind ?? 'other',
      status: 'pending',
      createdAt: nowIso(now),
      updatedAt: nowIso(now),
    })
    .returning(['id', 'toAddress', 'subject', 'textBody', 'htmlBody', 'attempts'])
    .executeTakeFirstOrThrow();
  const config = options.config === undefined ? mailConfig() : options.config;
  return { id: row.id, status: await deliver(db, row, config, now) };
}

/**
 * Sends again what is due: messages whose retry time has come (every waiting one with `all`) and, once a
 * mail server is configured, messages kept unsent. Returns how many were tried.
 */
export async function retryDueMail(
  db: Db,
  options: { now?: Date; config?: MailConfig | null; all?: boolean } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const config = options.config === undefined ? mailConfig() : options.config;
  if (!config) return 0;
  const due = await db
    .selectFrom('mailOutbox')
    .select(['id', 'toAddress', 'subject', 'textBody', 'htmlBody', 'attempts'])
    .where((eb) =>
      eb.or([
        eb('status', '=', 'unsent'),
        options.all
          ? eb('status', '=', 'retrying')
          : eb.and([eb('status', '=', 'retrying'), eb('nextAttemptAt', '<=', nowIso(now))]),
      ]),
    )
    .orderBy('id')
    .limit(100)
    .execute();
  for (const row of due) await deliver(db, row, config, now);
  return due.length;
}

const KIND_NAMES = Object.keys(MAIL_KINDS) as MailKind[];

/** The newest messages of the outbox first (links' tokens masked), optionally only those to one address. */
export async function listOutbox(db: Db, options: { to?: string; limit?: number } = {}): Promise<OutboxEntry[]> {
  let query = db
    .selectFrom('mailOutbox')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(options.limit ?? 100);
  if (options.to) query = query.where('toAddress', '=', options.to);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    to: r.toAddress,
    subject: r.subject,
    // A message not sent yet still holds its live links: whoever reads the outbox sees them masked.
    text: redactSecrets(r.textBody),
    kind: choiceOf(KIND_NAMES, r.kind) ?? 'other',
    status: r.status as OutboxStatus,
    attempts: r.attempts,
    lastError: r.lastError,
    nextAttemptAt: r.nextAttemptAt,
    sentAt: r.sentAt,
    createdAt: r.createdAt,
  }));
}
