import { zoneLabel } from '@clinvia/contracts/clinic-time';
import { startPdf } from '../../lib/pdf';
import type { SignedContent } from './hash';

// CONSENT-4: the signed consent as a PDF: the consent's title, version and whole text, the
// signature (the drawing, or the typed name said to be typed), the signer's name, the time in
// the clinic's zone with the zone named, and the SHA-256 of the signed content.

export interface ConsentPdfInput {
  readonly content: SignedContent;
  /** The drawn signature (PNG bytes as hashed), or null for a typed one. */
  readonly signaturePng: Uint8Array | null;
  readonly contentSha256: string;
  readonly clinicName: string;
}

const bodySize = 11;
const bodyLeading = 15;
/** Room the signature block needs; it starts a new page rather than break across two. */
const signatureBlockHeight = 230;

/** The time of signing as the clinic reads it, the zone named in words and by its IANA name (TIME-5). */
export function signedAtText(signedAt: Date, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'long', timeStyle: 'short' }).format(signedAt);
  return `${when} ${zoneLabel(timeZone, signedAt)} (${timeZone})`;
}

export async function consentPdf(input: ConsentPdfInput): Promise<Uint8Array> {
  const { content } = input;
  const { lib, writer } = await startPdf({
    title: `${content.title} (version ${String(content.version)}) signed by ${content.signerName}`,
    author: input.clinicName,
    date: content.signedAt,
  });
  const { regular, bold } = writer.fonts;
  const { muted } = writer.colors;
  const script = await writer.doc.embedFont(lib.StandardFonts.TimesRomanBoldItalic);
  const mono = await writer.doc.embedFont(lib.StandardFonts.Courier);
  const write = writer.write.bind(writer);

  write(input.clinicName, bold, 10, 14, muted);
  writer.y -= 6;
  write(content.title, bold, 18, 24);
  write(`Version ${String(content.version)}`, regular, 10, 16, muted);
  writer.y -= 10;
  for (const paragraph of content.body.split(/\n\s*\n/)) {
    for (const line of paragraph.split('\n')) write(line, regular, bodySize, bodyLeading);
    writer.y -= bodyLeading / 2;
  }

  writer.keepRoom(signatureBlockHeight);
  writer.y -= 12;
  writer.current.drawLine({ start: { x: writer.left, y: writer.y }, end: { x: writer.right, y: writer.y }, thickness: 0.75, color: muted });
  writer.y -= 8;
  write('Signature', bold, 12, 18);
  if (input.signaturePng !== null) {
    const image = await writer.doc.embedPng(input.signaturePng);
    const scale = Math.min(260 / image.width, 90 / image.height, 1);
    const height = image.height * scale;
    writer.y -= height + 6;
    writer.current.drawImage(image, { x: writer.left, y: writer.y, width: image.width * scale, height });
    write('Signed electronically by drawing their signature', regular, 9, 14, muted);
  } else {
    write(content.signerName, script, 26, 34);
    write('Signed electronically by typing their name', regular, 9, 14, muted);
  }
  writer.y -= 8;
  write(`Signed by: ${content.signerName}`, regular, bodySize, bodyLeading);
  write(`Signed on: ${signedAtText(content.signedAt, content.timeZone)}`, regular, bodySize, bodyLeading);
  write(`Patient record: ${content.patientId}`, regular, 9, 13, muted);
  write(`Consent version: ${content.consentVersionId}`, regular, 9, 13, muted);
  writer.y -= 6;
  write('SHA-256 of the signed content:', bold, 9, 13);
  write(input.contentSha256, mono, 8.5, 12);
  write('The signed content is this consent’s text and the details above, as the clinic’s records keep them; the same content always gives the same SHA-256.', regular, 8, 11, muted);

  return writer.save((pageNumber, pages) => `${content.title}, version ${String(content.version)}: page ${String(pageNumber)} of ${String(pages)}`);
}
