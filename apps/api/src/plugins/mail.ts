import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Mail, Mailer } from '../lib/mail';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing e-mail. Links in mails are built from `app.config.appUrl`, never from the request. */
    mailer: Mailer;
  }
}

export const defaultFrom = 'Clinvia <no-reply@clinvia.local>';

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** A file name a recipient address cannot steer out of the outbox. */
function outboxFileName(to: string, now: Date, key?: string): string {
  const prefix = key === undefined ? now.toISOString().replace(/:/g, '-') : key.replace(/[^A-Za-z0-9-]/g, '_').slice(0, 80);
  const recipient = to.replace(/[^A-Za-z0-9@._+-]/g, '_').slice(0, 100);
  return `${prefix}-${recipient}.eml`;
}

const messageIdOf = (key: string) => `<${key}@clinvia.local>`;

/** nodemailer's options for a mail: text, HTML and the calendar as alternatives, the .ics also attached. */
export function composerOptions(mail: Mail, from: string) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html === undefined ? {} : { html: mail.html }),
    ...(mail.calendar === undefined
      ? {}
      : {
          icalEvent: { method: mail.calendar.method, content: mail.calendar.content, filename: mail.calendar.filename },
        }),
    ...(mail.idempotencyKey === undefined ? {} : { messageId: messageIdOf(mail.idempotencyKey) }),
  };
}

/** A multipart MIME message (text, HTML, text/calendar) built by nodemailer's own composer. */
function toMimeEml(mail: Mail, from: string, now: Date): Promise<Buffer> {
  return new MailComposer({ ...composerOptions(mail, from), date: now }).compile().build();
}

/** A plain-text RFC 5322 message, enough for any mail client to open the .eml file. */
function toEml(mail: Mail, from: string, now: Date): string {
  return [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: ${messageIdOf(mail.idempotencyKey ?? randomBytes(12).toString('hex'))}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    mail.text,
    '',
  ].join('\r\n');
}

/**
 * Development delivery without SMTP: each mail becomes DATA_DIR/outbox/<time>-<to>.eml (or
 * <idempotency key>-<to>.eml), readable by the server's user only (it may hold a reset link).
 * A plain-text mail is one text/plain part; one with HTML or a calendar is the multipart MIME
 * message SMTP would carry. Nothing of the mail reaches the log.
 */
/**
 * Writes a new file into the outbox, making the folder only when it is missing: a mkdir per mail
 * cost the server as much CPU as composing the mail when 10,000 fell due at once (a CPU profile:
 * 2.5 % of its samples against 2.3 % for the MIME text).
 */
async function writeInto(dir: string, name: string, content: string | Buffer): Promise<void> {
  try {
    await writeFile(path.join(dir, name), content, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await writeFile(path.join(dir, name), content, { flag: 'wx', mode: 0o600 });
  }
}

export function outboxMailer(dataDir: string, from: string, log: FastifyBaseLogger): Mailer {
  const dir = outboxDir(dataDir);
  return {
    delivery: 'outbox',
    send: async (mail) => {
      const now = new Date();
      const base = outboxFileName(mail.to, now, mail.idempotencyKey);
      const content = mail.html === undefined && mail.calendar === undefined ? toEml(mail, from, now) : await toMimeEml(mail, from, now);
      // Two mails to one address in the same millisecond get a suffix instead of overwriting.
      for (let attempt = 0; ; attempt++) {
        const name = attempt === 0 ? base : base.replace(/\.eml$/, `-${String(attempt)}.eml`);
        try {
          await writeInto(dir, name, content);
          log.info({ outbox: dir }, 'mail written to the outbox (no SMTP_URL)');
          return;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 20) throw error;
          // The same idempotent mail again (a job retried after a crash): it is written already.
          if (mail.idempotencyKey !== undefined) return;
        }
      }
    },
  };
}

export interface MailPluginOptions {
  smtpUrl?: string;
  from?: string;
  dataDir: string;
  /** MAIL_DELIVERY=off (MAIL-2): nothing is sent, on purpose. */
  off: boolean;
}

/** What the server says once at start when e-mail is off on purpose (MAIL-2). */
export const mailOffWarning = 'E-mail delivery is off (MAIL_DELIVERY=off): the clinic sends no e-mail; appointment e-mails are kept as not sent';

/**
 * MAIL_DELIVERY=off wins; else SMTP when SMTP_URL is set; else the outbox folder (development
 * and tests: config.ts refuses a production start without SMTP_URL, MAIL-2). With delivery off
 * a caller that must tell the person asks `delivery` first (appointment e-mails are kept as
 * not sent, password reset says it cannot send); a mail handed over anyway is logged, unsent.
 */
export const mailPlugin = fp(
  (app: FastifyInstance, options: MailPluginOptions) => {
    const from = options.from ?? defaultFrom;
    let mailer: Mailer;
    if (options.off) {
      app.log.warn(mailOffWarning);
      mailer = {
        delivery: 'off',
        send: () => {
          app.log.warn('an e-mail was not sent (MAIL_DELIVERY=off)');
          return Promise.resolve();
        },
      };
    } else if (options.smtpUrl !== undefined) {
      const transport = createTransport(options.smtpUrl);
      mailer = {
        delivery: 'smtp',
        send: async (mail) => {
          await transport.sendMail(composerOptions(mail, from));
        },
      };
    } else {
      mailer = outboxMailer(options.dataDir, from, app.log);
    }
    app.decorate('mailer', mailer);
    return Promise.resolve();
  },
  { name: 'clinvia-mail' },
);
