import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';

// The PDF writing the signed consent (CONSENT-4) and the readable record (FHIR-5) share: a Letter
// page with one margin, paragraphs wrapped to it and carried onto new pages above the footer, and
// 'page n of m' footers. pdf-lib is loaded with the first PDF asked for, not with the server
// (as sharp is, PERF-9).

const page = { width: 612, height: 792, margin: 56 } as const;
/** Room kept free above the bottom margin for the footer. */
const footerSpace = 36;

/**
 * The standard PDF fonts write Windows-1252 only. A character outside it is written by its
 * letters without accents when it has them (é → e), else as '?'; a consent's hash is over the
 * stored text, not this rendering (docs/decisions/2026-11-29-consent-signatures.md).
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

/** Writes top to bottom: `y` is where the last line stands on `current`. */
export class PdfWriter {
  current: PDFPage;
  y = page.height - page.margin;
  readonly left = page.margin;
  readonly right = page.width - page.margin;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: { readonly regular: PDFFont; readonly bold: PDFFont },
    readonly colors: { readonly ink: RGB; readonly muted: RGB },
  ) {
    this.current = doc.addPage([page.width, page.height]);
  }

  /** Starts a new page when `height` more does not fit above the footer. */
  keepRoom(height: number): void {
    if (this.y - height >= page.margin + footerSpace) return;
    this.current = this.doc.addPage([page.width, page.height]);
    this.y = page.height - page.margin;
  }

  /** A paragraph, wrapped to the margins (less `indent`), over as many pages as it takes. */
  write(text: string, font: PDFFont, size: number, leading: number, color: RGB = this.colors.ink, indent = 0): void {
    for (const line of wrapLines(printable(font, text), this.right - this.left - indent, (part) => font.widthOfTextAtSize(part, size))) {
      this.keepRoom(leading);
      this.y -= leading;
      this.current.drawText(line, { x: this.left + indent, y: this.y, size, font, color });
    }
  }

  /** 'page n of m' footers on every page, then the file's bytes. */
  async save(footer: (pageNumber: number, pages: number) => string): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    const { regular } = this.fonts;
    pages.forEach((each, index) => {
      const text = printable(regular, footer(index + 1, pages.length));
      each.drawText(text, { x: page.margin, y: page.margin - 8, size: 8, font: regular, color: this.colors.muted });
    });
    return this.doc.save({ useObjectStreams: false });
  }
}

/** A new PDF with its title, author and dates set, Helvetica embedded, and a writer on its first page. */
export async function startPdf(meta: { title: string; author: string; date: Date }) {
  const lib = await import('pdf-lib');
  const doc = await lib.PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setCreationDate(meta.date);
  doc.setModificationDate(meta.date);
  const fonts = { regular: await doc.embedFont(lib.StandardFonts.Helvetica), bold: await doc.embedFont(lib.StandardFonts.HelveticaBold) };
  return { lib, writer: new PdfWriter(doc, fonts, { ink: lib.rgb(0.1, 0.1, 0.12), muted: lib.rgb(0.35, 0.35, 0.4) }) };
}
