import type { PDFFont, PDFPage } from 'pdf-lib';
import { zoneLabel } from '@clinvia/contracts/clinic-time';
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

const page = { width: 612, height: 792, margin: 56 } as const;
const bodySize = 11;
const bodyLeading = 15;
const footerSpace = 36;
/** Room the signature block needs; it starts a new page rather than break across two. */
const signatureBlockHeight = 230;

/** The time of signing as the clinic reads it, the zone named in words and by its IANA name (TIME-5). */
export function signedAtText(signedAt: Date, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'long', timeStyle: 'short' }).format(signedAt);
  return `${when} ${zoneLabel(timeZone, signedAt)} (${timeZone})`;
}

/**
 * The standard PDF fonts write Windows-1252 only. A character outside it is written by its
 * letters without accents when it has them (é → e), else as '?'; the hash is over the stored
 * text, not this rendering (docs/decisions/2026-11-29-consent-signatures.md).
 */
export function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (known.has(code)) out += char;
    else if (char === '\t') out += '    ';
    else {
      // Code points on purpose: a decomposed letter is its base and its accents, and only the base is kept.
      const base = Array.from(char.normalize('NFKD')).filter((part) => known.has(part.codePointAt(0) ?? 0)).join('');
      out += base === '' ? '?' : base;
    }
  }
  return out;
}

/** Breaks a paragraph into lines that fit `width`; a word longer than a line is cut. */
export function wrapLines(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    let rest = word;
    while (measure(rest) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  lines.push(line);
  return lines;
}

export async function consentPdf(input: ConsentPdfInput): Promise<Uint8Array> {
  // Loaded with the first signature, not with the server (as sharp is, PERF-9).
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const { content } = input;
  const doc = await PDFDocument.create();
  doc.setTitle(`${content.title} (version ${String(content.version)}) signed by ${content.signerName}`);
  doc.setAuthor(input.clinicName);
  doc.setCreationDate(content.signedAt);
  doc.setModificationDate(content.signedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const script = await doc.embedFont(StandardFonts.TimesRomanBoldItalic);
  const mono = await doc.embedFont(StandardFonts.Courier);
  const ink = rgb(0.1, 0.1, 0.12);
  const muted = rgb(0.35, 0.35, 0.4);
  const textWidth = page.width - 2 * page.margin;

  let current: PDFPage = doc.addPage([page.width, page.height]);
  let y = page.height - page.margin;
  const newPage = () => {
    current = doc.addPage([page.width, page.height]);
    y = page.height - page.margin;
  };
  const write = (text: string, font: PDFFont, size: number, leading: number, color = ink) => {
    for (const line of wrapLines(printable(font, text), textWidth, (part) => font.widthOfTextAtSize(part, size))) {
      if (y - leading < page.margin + footerSpace) newPage();
      y -= leading;
      current.drawText(line, { x: page.margin, y, size, font, color });
    }
  };

  write(input.clinicName, bold, 10, 14, muted);
  y -= 6;
  write(content.title, bold, 18, 24);
  write(`Version ${String(content.version)}`, regular, 10, 16, muted);
  y -= 10;
  for (const paragraph of content.body.split(/\n\s*\n/)) {
    for (const line of paragraph.split('\n')) write(line, regular, bodySize, bodyLeading);
    y -= bodyLeading / 2;
  }

  if (y - signatureBlockHeight < page.margin + footerSpace) newPage();
  y -= 12;
  current.drawLine({ start: { x: page.margin, y }, end: { x: page.width - page.margin, y }, thickness: 0.75, color: muted });
  y -= 8;
  write('Signature', bold, 12, 18);
  if (input.signaturePng !== null) {
    const image = await doc.embedPng(input.signaturePng);
    const scale = Math.min(260 / image.width, 90 / image.height, 1);
    const height = image.height * scale;
    y -= height + 6;
    current.drawImage(image, { x: page.margin, y, width: image.width * scale, height });
    write('Signed electronically by drawing their signature', regular, 9, 14, muted);
  } else {
    write(content.signerName, script, 26, 34);
    write('Signed electronically by typing their name', regular, 9, 14, muted);
  }
  y -= 8;
  write(`Signed by: ${content.signerName}`, regular, bodySize, bodyLeading);
  write(`Signed on: ${signedAtText(content.signedAt, content.timeZone)}`, regular, bodySize, bodyLeading);
  write(`Patient record: ${content.patientId}`, regular, 9, 13, muted);
  write(`Consent version: ${content.consentVersionId}`, regular, 9, 13, muted);
  y -= 6;
  write('SHA-256 of the signed content:', bold, 9, 13);
  write(input.contentSha256, mono, 8.5, 12);
  write('The signed content is this consent’s text and the details above, as the clinic’s records keep them; the same content always gives the same SHA-256.', regular, 8, 11, muted);

  const pages = doc.getPages();
  pages.forEach((each, index) => {
    const footer = printable(regular, `${content.title}, version ${String(content.version)}: page ${String(index + 1)} of ${String(pages.length)}`);
    each.drawText(footer, { x: page.margin, y: page.margin - 8, size: 8, font: regular, color: muted });
  });
  return doc.save({ useObjectStreams: false });
}
