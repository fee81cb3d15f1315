import { fileTypeFromBuffer } from 'file-type';
import type sharpFunction from 'sharp';
import { acceptedFileTypes, fileRules, type AcceptedFileType } from '@clinvia/contracts/files';

/** Why an upload was refused; each has its message in fileRules.messages. */
export type UploadProblem = 'empty' | 'tooLarge' | 'wrongType' | 'unreadable';

export type InspectedUpload =
  | { readonly ok: true; readonly contentType: AcceptedFileType; readonly bytes: Uint8Array }
  | { readonly ok: false; readonly problem: UploadProblem };

/**
 * How photos are opened: one that claims more than 50 megapixels (above any phone camera's
 * photo) is refused before it is decoded, since a small file can claim a huge canvas (a
 * decompression bomb); a damaged one is refused rather than stored half-decoded.
 */
export const photoInputOptions = { limitInputPixels: 50_000_000, failOn: 'error' } as const;

/**
 * FILE-2: decides what an uploaded file is from its bytes (never its name or declared type), and
 * gives back the bytes to store. Photos are decoded and re-encoded: what is stored is the image
 * and nothing else, so camera metadata (location, device, time) never reaches the clinic's
 * records, and a file that only starts like a JPEG does not pass. PDFs are kept as sent: they are
 * only ever served as downloads (FILE-4).
 */
export async function inspectUpload(bytes: Uint8Array, accepted: readonly AcceptedFileType[] = acceptedFileTypes): Promise<InspectedUpload> {
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  if (bytes.length > fileRules.maxBytes) return { ok: false, problem: 'tooLarge' };
  const detected = await fileTypeFromBuffer(bytes);
  const contentType = accepted.find((type) => type === detected?.mime);
  if (contentType === undefined) return { ok: false, problem: 'wrongType' };
  if (contentType === 'application/pdf') return isWholePdf(bytes) ? { ok: true, contentType, bytes } : { ok: false, problem: 'unreadable' };
  try {
    return { ok: true, contentType, bytes: await reencodePhoto(bytes, contentType) };
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
}

let sharpModule: Promise<typeof sharpFunction> | undefined;

/**
 * sharp (libvips) is loaded with the first photo, not with the server: loading it costs ~25 MB of
 * resident memory (measured alone in Node.js 24), which a server that receives no photo never
 * needs (PERF-9, issue 39.3).
 */
export async function loadSharp(): Promise<typeof sharpFunction> {
  sharpModule ??= import('sharp').then((module) => module.default);
  return sharpModule;
}

/**
 * The photo decoded and written again in its own format, turned upright first (the orientation
 * a camera records in metadata would otherwise be lost with it). sharp writes no metadata unless
 * asked to.
 */
async function reencodePhoto(bytes: Uint8Array, type: 'image/jpeg' | 'image/png'): Promise<Uint8Array> {
  const sharp = await loadSharp();
  const image = sharp(bytes, photoInputOptions).rotate();
  const output = type === 'image/jpeg' ? image.jpeg({ quality: 90, mozjpeg: true }) : image.png({ compressionLevel: 9 });
  return new Uint8Array(await output.toBuffer());
}

/** A PDF that was cut off in transfer has no end-of-file marker in its last kilobyte. */
function isWholePdf(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  return tail.includes('%%EOF');
}

/** The name shown for a file: no folders, no control characters, not too long, never empty. */
export function displayName(name: string | undefined, contentType: AcceptedFileType): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '').trim();
  const extension = contentType === 'application/pdf' ? '.pdf' : contentType === 'image/png' ? '.png' : '.jpg';
  if (clean === '' || clean.startsWith('.')) return `file${extension}`;
  return clean.length <= fileRules.maxNameLength ? clean : `${clean.slice(0, fileRules.maxNameLength - extension.length)}${extension}`;
}
