import { isbot } from 'isbot';
import { UAParser } from 'ua-parser-js';
import { countPageViews } from '~/features/listing-stats/stats.server.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { redactSecrets } from '~/lib/http/redact-secrets.ts';
import type { RequestLog, RequestRecord } from '~/lib/http/request-record.ts';

/** KVKK: keep only the network part of an address (IPv4 /24, IPv6 /48). */
export function truncateIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const v4 = ip.replace(/^::ffff:/, '');
  if (/^\d+\.\d+\.\d+\.\d+$/.test(v4)) return v4.replace(/\.\d+$/, '.0');
  if (ip.includes(':')) return `${ip.split(':').slice(0, 3).join(':')}::`;
  return null;
}

type Agent = { device: string; browser: string; isBot: boolean };

/** Parsed user agents: a few browsers make most requests, so each is parsed once (bounded, oldest out). */
const agents = new Map<string, Agent>();
const AGENT_CACHE_SIZE = 1000;

/** Device and browser names for the request log. */
function describeAgent(userAgent: string | null): Agent {
  if (!userAgent) return { device: 'unknown', browser: 'unknown', isBot: false };
  const known = agents.get(userAgent);
  if (known) return known;
  const parsed = new UAParser(userAgent).getResult();
  const agent = {
    device: parsed.device.type ?? 'desktop',
    browser: parsed.browser.name ?? 'unknown',
    isBot: isbot(userAgent),
  };
  if (agents.size >= AGENT_CACHE_SIZE) agents.delete(agents.keys().next().value as string);
  agents.set(userAgent, agent);
  return agent;
}

const FLUSH_INTERVAL_MS = 1000;
const MAX_PENDING = 200;
/** Rows kept for the next try while the database refuses them (beyond, the oldest are dropped). */
const MAX_KEPT = 20_000;

/**
 * Buffers request-log rows and writes them in one transaction per second, so logging
 * never puts an fsync on the path of a page view. Each process keeps its own buffer: writes are
 * one after another, a batch the database refused is kept and written with the next one, and
 * flush() (at shutdown) waits for the write under way before writing what is left.
 */
export class RequestLogWriter implements RequestLog {
  #pending: RequestRecord[] = [];
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Keeps a request for the next write; a token in its query or its Referer is masked first. */
  record(entry: RequestRecord): void {
    this.#pending.push({ ...entry, path: redactSecrets(entry.path), referrer: redactSecrets(entry.referrer) });
    if (this.#pending.length >= MAX_PENDING) void this.flush();
    else this.#schedule();
  }

  #schedule(): void {
    this.#timer ??= setTimeout(() => void this.flush(), FLUSH_INTERVAL_MS).unref();
  }

  flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#writing = this.#writing.then(() => this.#write());
    return this.#writing;
  }

  async #write(): Promise<void> {
    const batch = this.#pending.splice(0);
    if (!batch.length) return;
    const rows = batch.map((entry) => {
      const agent = describeAgent(entry.userAgent);
      return {
        ip: truncateIp(entry.ip),
        method: entry.method,
        path: entry.path.slice(0, 500),
        statusCode: entry.statusCode,
        duration: Math.round(entry.duration * 100) / 100,
        referrer: entry.referrer?.slice(0, 500) ?? null,
        userAgent: entry.userAgent?.slice(0, 500) ?? null,
        device: agent.device,
        browser: agent.browser,
        isBot: agent.isBot ? 1 : 0,
      };
    });
    try {
      await this.#db.transaction().execute(async (trx) => {
        await trx.insertInto('requestLog').values(rows).execute();
        // The listings' page views are counted from the same batch (their owners' numbers).
        await countPageViews(trx, batch);
      });
    } catch (error) {
      console.error('[request-log] could not write, kept for the next try', error);
      this.#pending = [...batch, ...this.#pending].slice(-MAX_KEPT);
      this.#schedule();
    }
  }
}
