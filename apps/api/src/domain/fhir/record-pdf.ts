import type { PDFFont, RGB } from 'pdf-lib';
import type { QuestionnaireResponseAnswer, QuestionnaireResponseItem } from '@clinvia/contracts/questionnaire';
import { startPdf } from '../../lib/pdf';
import type { PatientRecord } from './record';
import { clinicTimeText, summaryByline, summarySections } from './summary-text';

// FHIR-5: the readable copy of the record the Bundle holds, as a PDF: the patient's details,
// lists (RECORD-2), visits with their signed summaries (SUMMARY-5), questionnaire answers, signed consents, documents and messages. Times are printed in
// the clinic's zone, named (TIME-5). The files themselves (PDFs, photos) are in the JSON Bundle;
// the PDF names them.

export interface RecordPdfOptions {
  clinicName: string;
  timeZone: string;
  now: Date;
}

const visitStatus = { pending: 'requested', confirmed: 'confirmed', completed: 'completed', cancelled: 'cancelled', no_show: 'missed (no-show)' } as const;

function answerText(answer: QuestionnaireResponseAnswer): string {
  if (answer.valueString !== undefined) return answer.valueString;
  if (answer.valueInteger !== undefined) return String(answer.valueInteger);
  if (answer.valueDecimal !== undefined) return String(answer.valueDecimal);
  if (answer.valueBoolean !== undefined) return answer.valueBoolean ? 'Yes' : 'No';
  if (answer.valueDate !== undefined) return answer.valueDate;
  if (answer.valueCoding !== undefined) return answer.valueCoding.display ?? answer.valueCoding.code;
  return '';
}

/** Each answered question as 'Question: answer', groups flattened in order. */
export function answerLines(items: readonly QuestionnaireResponseItem[] | undefined): string[] {
  return (items ?? []).flatMap((item) => {
    const answers = (item.answer ?? []).map(answerText).filter((text) => text !== '');
    const own = answers.length === 0 ? [] : [`${item.text ?? item.linkId}: ${answers.join(', ')}`];
    return [...own, ...answerLines(item.item)];
  });
}

function sizeText(bytes: number): string {
  return bytes < 1024 ? `${String(bytes)} bytes` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export async function recordPdf(record: PatientRecord, options: RecordPdfOptions): Promise<Uint8Array> {
  const { patient } = record;
  const { timeZone } = options;
  const when = (instant: Date) => clinicTimeText(instant, timeZone);
  const { writer } = await startPdf({ title: `Health record of ${patient.name}`, author: options.clinicName, date: options.now });
  const { regular, bold } = writer.fonts;
  const { ink, muted } = writer.colors;
  const write = (text: string, font: PDFFont = regular, size = 10.5, leading = 14, color: RGB = ink, indent = 0) => {
    writer.write(text, font, size, leading, color, indent);
  };
  const heading = (text: string) => {
    writer.y -= 10;
    write(text, bold, 14, 20);
  };
  const none = (text: string) => {
    write(text, regular, 10, 14, muted);
  };

  write(options.clinicName, bold, 10, 14, muted);
  write(`Health record of ${patient.name}`, bold, 18, 26);
  write(`Made on ${when(options.now)}. Times are in the clinic’s zone (${timeZone}). The same record is in the FHIR R4 file (JSON) you can download beside this one.`, regular, 9, 12, muted);

  heading('Your details');
  write(`Name: ${patient.name}`);
  write(`Gender: ${patient.gender}`);
  write(`Age: ${String(patient.age)}`);
  write(`E-mail: ${patient.email}`);
  write(`Phone: ${patient.phone}`);
  if (patient.address.trim() !== '') write(`Address: ${patient.address}`);

  const lists = { medications: 'Medications', allergies: 'Allergies', conditions: 'Conditions' } as const;
  for (const [list, title] of Object.entries(lists)) {
    heading(title);
    const entries = record.entries.filter((entry) => entry.list === list);
    if (entries.length === 0) none(`No ${title.toLowerCase()} listed.`);
    for (const entry of entries) {
      const dates = [entry.startedOn === null ? '' : `since ${entry.startedOn}`, entry.endedOn === null ? '' : `until ${entry.endedOn}`].filter((part) => part !== '').join(', ');
      write(dates === '' ? entry.name : `${entry.name} (${dates})`);
      if (entry.details !== null && entry.details.trim() !== '') write(entry.details, regular, 10, 13, ink, 12);
    }
  }

  heading('Visits');
  // SUMMARY-5: a visit's signed summary (drafts never reach the record) is printed under it.
  const summaryOf = new Map(record.summaries.map((summary) => [summary.appointment_id, summary]));
  if (record.appointments.length === 0) none('No visits.');
  for (const visit of record.appointments) {
    write(`${when(visit.start)}: ${visit.appointmentType} with Dr. ${visit.doctorName} (${visitStatus[visit.status]})`, bold, 10.5, 15);
    if (visit.reason.trim() !== '') write(`Reason: ${visit.reason}`, regular, 10, 13, ink, 12);
    if (visit.status === 'cancelled' && visit.statusReason !== null) write(`Why it was cancelled: ${visit.statusReason}`, regular, 10, 13, ink, 12);
    const summary = summaryOf.get(visit.id);
    if (summary === undefined) continue;
    writer.y -= 4;
    write('Visit summary', bold, 10.5, 15, ink, 12);
    write(summaryByline(summary, timeZone), regular, 9.5, 13, muted, 12);
    for (const section of summarySections(summary, timeZone)) {
      write(section.title, bold, 10, 14, ink, 24);
      for (const line of section.lines) write(line, regular, 10, 13, ink, 24);
    }
  }

  heading('Questionnaire answers');
  if (record.responses.length === 0) none('No questionnaires answered.');
  for (const response of record.responses) {
    const status = response.completedAt === null ? 'not finished' : `sent ${when(response.completedAt)}`;
    write(`${response.title} (${status})`, bold, 10.5, 15);
    const lines = answerLines(response.response.item);
    if (lines.length === 0) none('No answers.');
    for (const line of lines) write(line, regular, 10, 13, ink, 12);
  }

  heading('Signed consents');
  if (record.signatures.length === 0) none('No consents signed.');
  for (const signature of record.signatures) {
    write(`${signature.title}, version ${String(signature.version)}: signed by ${signature.signedName} on ${when(signature.signedAt)} (${signature.method === 'drawn' ? 'drawn signature' : 'typed name'})`);
  }

  heading('Documents');
  if (record.documents.length === 0) none('No documents.');
  for (const document of record.documents) write(`${document.kind}: ${document.file.name} (${sizeText(document.file.size)}), ${when(document.file.createdAt)}`);

  heading('Messages');
  if (record.messages.length === 0) none('No messages.');
  let thread: string | null = null;
  for (const message of record.messages) {
    if (message.threadId !== thread) {
      thread = message.threadId;
      writer.y -= 4;
      write(`Conversation about ${message.topic}${message.doctor === null ? '' : ` with Dr. ${message.doctor.name}`}`, bold, 11, 16);
    }
    const author = message.authorRole === 'patient' ? 'You' : message.authorRole === 'doctor' ? `Dr. ${message.authorName ?? 'former doctor'}` : (message.authorName ?? 'Clinic staff');
    write(`${author}, ${when(message.createdAt)}:`, bold, 9.5, 13, muted, 12);
    for (const line of message.body.split('\n')) write(line, regular, 10, 13, ink, 12);
    for (const file of message.attachments) write(`Attached: ${file.name} (${sizeText(file.size)})`, regular, 9.5, 13, muted, 12);
  }

  return writer.save((pageNumber, pages) => `Health record of ${patient.name}: page ${String(pageNumber)} of ${String(pages)}`);
}
