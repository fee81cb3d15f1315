import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The message source with quoted-printable soft breaks and escapes undone. */
  body: string;
  /** The message source as received, for a real parser (mailparser). */
  raw: string;
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Addresses the sink refuses (550), as a real server refuses an unknown mailbox: a test's way to the sender's failure path. */
function refusedFile(dir: string): string {
  return join(dir, 'refused.list');
}

function refusedIn(dir: string): string[] {
  try {
    return readFileSync(refusedFile(dir), 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * The SMTP server the app's mailer (nodemailer) delivers to: smtp-server, plain SMTP on 127.0.0.1
 * (no STARTTLS, no AUTH, as the app's `SMTP_URL` names it). One runs for the whole browser test
 * run (e2e/support/mail-sink.ts, Playwright's global setup) and writes every message to `dir`,
 * so the server's mail never fails and its output has no error lines for mail nobody meant to
 * fail (PLAT-15); a test reads the messages it expects with `Mailbox`.
 */
export function startMailSink(port: number, dir: string): Promise<SMTPServer> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    banner: 'mailbox.test',
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refusedIn(dir).some((refused) => address.address.includes(refused))) {
        callback();
        return;
      }
      callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = { to: session.envelope.rcptTo.map((recipient) => recipient.address), body: decodeQuotedPrintable(raw), raw };
        writeFileSync(join(dir, `${String(Date.now())}-${String(count)}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  // A client that drops its connection is an 'error' event; the sink serves the whole run regardless.
  server.on('error', () => undefined);
  return new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve(server);
    });
  });
}

/** The mail the run's sink received (E2E_MAIL_DIR), for a test to find its message in. */
export class Mailbox {
  constructor(private readonly dir = process.env.E2E_MAIL_DIR ?? '') {}

  /** From now on the sink answers 550 to mail for `address`, until `accept(address)`. */
  refuse(address: string): void {
    writeFileSync(refusedFile(this.dir), [...refusedIn(this.dir), address].join('\n'));
  }

  accept(address: string): void {
    writeFileSync(refusedFile(this.dir), refusedIn(this.dir).filter((refused) => refused !== address).join('\n'));
  }

  /** Every message received so far, oldest first. */
  get mails(): ReceivedMail[] {
    let names: string[];
    try {
      names = readdirSync(this.dir).filter((name) => name.endsWith('.json'));
    } catch {
      return [];
    }
    return names
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      .map((name) => JSON.parse(readFileSync(join(this.dir, name), 'utf8')) as ReceivedMail);
  }

  /** Waits for the mail to `address` whose subject matches, parsed as a mail client reads it (mailparser). */
  async parsedMailTo(address: string, subject: RegExp, timeoutMs = 25_000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      for (const received of this.mails.filter((mail) => mail.to.some((to) => to.includes(address)))) {
        const parsed = await simpleParser(received.raw);
        if (subject.test(parsed.subject ?? '')) return parsed;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`no e-mail ${String(subject)} to ${address}`);
  }

  /** Waits for a mail to `address` and returns the reset link in it. */
  async resetLinkFor(address: string, timeoutMs = 10_000): Promise<string> {
    return this.linkFor(address, /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/, timeoutMs);
  }

  /** Waits for a mail to `address` with a link matching `pattern` and returns the link. */
  async linkFor(address: string, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mail = this.mails.find((candidate) => candidate.to.some((recipient) => recipient.includes(address)));
      const link = mail ? pattern.exec(mail.body)?.[0] : undefined;
      if (link) return link;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail for ${address} with a link like ${String(pattern)}`);
  }
}
