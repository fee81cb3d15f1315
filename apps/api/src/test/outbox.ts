import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { outboxDir } from '../plugins/mail';

// The appointment e-mails in a test's outbox, read as a mail client would: mailparser for the
// MIME message, ical.js for its calendar part (tests never trust our own writer to read back).

export interface OutboxMail {
  file: string;
  mail: ParsedMail;
  /** The text/calendar part, when the mail has one. */
  calendar: string | undefined;
}

/** Empties the outbox, so that the next test reads only the e-mails it caused. */
export function clearOutbox(dataDir: string): Promise<void> {
  return rm(outboxDir(dataDir), { recursive: true, force: true });
}

export async function outboxMails(dataDir: string, filter: (file: string) => boolean = () => true): Promise<OutboxMail[]> {
  const dir = outboxDir(dataDir);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml') && filter(name)).sort();
  return Promise.all(
    names.map(async (file) => {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      const part = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
      return { file, mail, calendar: part?.content.toString('utf8') };
    }),
  );
}

/** The VEVENT of an .ics read by ical.js, its start placed in the file's own VTIMEZONE (a real instant). */
export function parseEvent(ics: string): { method: string; event: ICAL.Event; start: Date } {
  // ical.js types its parse result as any; the Component constructor takes the jCal array.
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const vevent = calendar.getFirstSubcomponent('vevent');
  const vtimezone = calendar.getFirstSubcomponent('vtimezone');
  if (!vevent || !vtimezone) throw new Error('The .ics has no VEVENT or no VTIMEZONE');
  const event = new ICAL.Event(vevent);
  event.startDate.zone = new ICAL.Timezone(vtimezone);
  return { method: String(calendar.getFirstPropertyValue('method')), event, start: event.startDate.toJSDate() };
}
