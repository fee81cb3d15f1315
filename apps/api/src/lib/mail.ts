// What an e-mail is and what sends one: the domain writes mails against this, plugins/mail.ts
// delivers them (SMTP, the outbox folder, or nowhere when MAIL_DELIVERY=off).

/** An iCalendar part (RFC 6047): calendar apps offer to add, update or remove the event. */
export interface MailCalendar {
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  /** The whole VCALENDAR text (@clinvia/contracts/calendar). */
  content: string;
  filename: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML (every value escaped by the writer); sent as multipart/alternative with the text. */
  html?: string;
  calendar?: MailCalendar;
  /**
   * Makes the mail idempotent: its Message-ID, and in the outbox its file name, so a job that
   * runs twice after a crash writes the file once (LIFE-6).
   */
  idempotencyKey?: string;
}

export interface Mailer {
  /** Where mail goes: 'smtp', 'outbox' (a folder, for development and tests) or 'off' (MAIL_DELIVERY=off: nowhere, on purpose, MAIL-2). */
  readonly delivery: 'smtp' | 'outbox' | 'off';
  send(mail: Mail): Promise<void>;
}
