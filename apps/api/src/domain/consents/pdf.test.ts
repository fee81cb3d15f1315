import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signedContentSha256, type SignedContent } from './hash';
import { readPdf as readBack } from '../../test/pdf';
import { wrapLines } from '../../lib/pdf';
import { consentPdf, signedAtText } from './pdf';

// CONSENT-4: the PDF read back with a PDF parser (pdfjs-dist): its text, the signer's name, the
// time in the clinic's zone with the zone named, and the hash of the signed content.

const paragraph =
  'I consent to examination, tests and treatment that my care team considers necessary. I understand that no result can be guaranteed and that I may ask questions at any time before I agree.';

const typed: SignedContent = {
  consentId: '11111111-1111-4111-8111-111111111111',
  consentVersionId: '22222222-2222-4222-8222-222222222222',
  version: 2,
  title: 'Consent to treatment',
  body: Array.from({ length: 40 }, (_, i) => `${String(i + 1)}. ${paragraph}`).join('\n\n'),
  patientId: '33333333-3333-4333-8333-333333333333',
  signerName: 'Zoë Ångström',
  method: 'typed',
  imageSha256: null,
  signedAt: new Date('2026-07-04T16:30:00.000Z'),
  timeZone: 'America/Denver',
  appointmentId: null,
};

describe('the signed consent’s PDF (CONSENT-4)', () => {
  it('holds the title, version, the whole text over several pages, the typed name said to be typed, the time with its zone and the hash', async () => {
    const hash = signedContentSha256(typed);
    const { pages, images } = await readBack(await consentPdf({ content: typed, signaturePng: null, contentSha256: hash, clinicName: 'Clinvia' }));
    const all = pages.join('\n');
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain('Consent to treatment');
    expect(all).toContain('Version 2');
    // Every numbered paragraph is there, the last one on a later page.
    for (const n of [1, 20, 40]) expect(all).toContain(`${String(n)}. I consent to examination`);
    expect(pages.at(-1)).toContain('Signed electronically by typing their name');
    expect(all).toContain('Signed by: Zoë Ångström');
    expect(all).toContain('Signed on: July 4, 2026 at 10:30 AM Mountain time (America/Denver)');
    expect(all).toContain(hash);
    expect(all).toContain(`page ${String(pages.length)} of ${String(pages.length)}`);
    expect(images).toBe(0);
  });

  it('places a drawn signature as an image, said to be drawn', async () => {
    const png = await sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: Buffer.from('<svg width="300" height="100"><path d="M10 80 C 60 10, 120 90, 290 20" stroke="black" stroke-width="3" fill="none"/></svg>') }])
      .png()
      .toBuffer();
    const drawn: SignedContent = { ...typed, body: 'Short text.', method: 'drawn', imageSha256: 'b'.repeat(64), signerName: 'Alex Morgan' };
    const hash = signedContentSha256(drawn);
    const { pages, images } = await readBack(await consentPdf({ content: drawn, signaturePng: new Uint8Array(png), contentSha256: hash, clinicName: 'Clinvia' }));
    expect(pages).toHaveLength(1);
    expect(images).toBe(1);
    expect(pages[0]).toContain('Signed electronically by drawing their signature');
    expect(pages[0]).not.toContain('typing');
    expect(pages[0]).toContain('Signed by: Alex Morgan');
    expect(pages[0]).toContain(hash);
  });

  it('writes a character the standard fonts lack by its letters, never failing', async () => {
    const foreign: SignedContent = { ...typed, body: 'Nguyễn signs 署名 here.', signerName: 'Trần Nguyễn' };
    const { pages } = await readBack(await consentPdf({ content: foreign, signaturePng: null, contentSha256: 'c'.repeat(64), clinicName: 'Clinvia' }));
    expect(pages.join('\n')).toContain('Nguyen signs ?? here.');
    expect(pages.join('\n')).toContain('Signed by: Tran Nguyen');
  });
});

describe('signedAtText (TIME-5)', () => {
  it('names the zone in words and by its IANA name, in summer and winter', () => {
    expect(signedAtText(new Date('2026-01-15T15:00:00Z'), 'America/New_York')).toBe('January 15, 2026 at 10:00 AM Eastern time (America/New_York)');
    expect(signedAtText(new Date('2026-07-15T15:00:00Z'), 'America/New_York')).toBe('July 15, 2026 at 11:00 AM Eastern time (America/New_York)');
  });
});

describe('wrapLines', () => {
  const measure = (text: string) => text.length;
  it('breaks at spaces within the width and cuts a word longer than a line', () => {
    expect(wrapLines('aaa bbb ccc', 7, measure)).toEqual(['aaa bbb', 'ccc']);
    expect(wrapLines('abcdefghij', 4, measure)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrapLines('', 4, measure)).toEqual(['']);
  });
});
