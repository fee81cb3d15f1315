import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set. Without it the mail is written to the log (info level) so a
 * developer can follow a reset link; a reset link is not health data.
 */
export function createMailer(options: { smtpUrl?: string; from?: string; log: FastifyBaseLogger }): Mailer {
  const { smtpUrl, from = 'Clinvia <no-reply@clinvia.local>', log } = options;
  if (smtpUrl === undefined) {
    return {
      send: (mail) => {
        log.info({ mailTo: mail.to, subject: mail.subject, body: mail.text }, 'mail not sent (no SMTP_URL); its content follows');
        return Promise.resolve();
      },
    };
  }
  const transport = createTransport(smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
  };
}
