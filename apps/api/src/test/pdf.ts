import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

// A PDF read back with a real parser (pdfjs-dist), as a reader's software would: each page's text
// and how many images it paints (CONSENT-4's tests).

const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export interface ReadPdf {
  /** Each page's text items, one a line. */
  readonly pages: string[];
  readonly images: number;
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, standardFontDataUrl });
  const pdf = await task.promise;
  const pages: string[] = [];
  let images = 0;
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const text = await page.getTextContent();
    pages.push(text.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
    images += (await page.getOperatorList()).fnArray.filter((op) => op === OPS.paintImageXObject).length;
  }
  await task.destroy();
  return { pages, images };
}
