import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  /** SMTP_URL of the server. */
  url: string;
  received: ReceivedMail[];
  /** While true the server refuses every message (a mail server that is down for sending). */
  refuse: boolean;
  /** The first message to an address (whose subject contains `subject` when given), waiting for it to arrive. */
  waitFor: (to: string, subject?: string, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (npm smtp-server) that parses what arrives with mailparser. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (state.refuse) return callback(Object.assign(new Error('Geçici hata'), { responseCode: 451 }));
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            parsed,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  const find = (to: string, subject?: string) =>
    received.find((m) => m.to.includes(to) && (!subject || m.subject.includes(subject)));
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    get refuse() {
      return state.refuse;
    },
    set refuse(value: boolean) {
      state.refuse = value;
    },
    waitFor: async (to, subject, timeoutMs = 5000) => {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const mail = find(to, subject);
        if (mail) return mail;
        if (Date.now() > until) throw new Error(`no mail to ${to}${subject ? ` about ${subject}` : ''}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
