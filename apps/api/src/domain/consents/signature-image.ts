import { fileTypeFromBuffer } from 'file-type';
import { consentLimits, consentMessages } from '@clinvia/contracts/consents';
import { loadSharp, photoInputOptions } from '../files/inspect';

export type SignatureImage = { readonly ok: true; readonly png: Uint8Array } | { readonly ok: false; readonly message: string };

const dataUrlPrefix = /^data:image\/png;base64,/;
const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * CONSENT-3, FILE-2: a drawn signature as signature_pad sends it (a PNG data URL), checked by its
 * bytes: a PNG of at most consentLimits.imageMaxBytes and a signature's dimensions, with
 * something drawn on it (a blank canvas is every pixel alike). What is returned is the image
 * decoded and written again, without any metadata the sender put in it.
 */
export async function readSignatureImage(sent: string | undefined): Promise<SignatureImage> {
  if (sent === undefined || sent.trim() === '') return { ok: false, message: consentMessages.imageRequired };
  const base64 = sent.trim().replace(dataUrlPrefix, '');
  if (!base64Pattern.test(base64)) return { ok: false, message: consentMessages.imageInvalid };
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) return { ok: false, message: consentMessages.imageRequired };
  if (bytes.length > consentLimits.imageMaxBytes) return { ok: false, message: consentMessages.imageTooLarge };
  if ((await fileTypeFromBuffer(bytes))?.mime !== 'image/png') return { ok: false, message: consentMessages.imageInvalid };
  try {
    const sharp = await loadSharp();
    const image = sharp(bytes, photoInputOptions);
    const { width, height } = await image.metadata();
    if (width > consentLimits.imageMaxWidth || height > consentLimits.imageMaxHeight) return { ok: false, message: consentMessages.imageTooLarge };
    const { channels } = await image.stats();
    if (channels.every((channel) => channel.min === channel.max)) return { ok: false, message: consentMessages.imageBlank };
    return { ok: true, png: new Uint8Array(await image.png({ compressionLevel: 9 }).toBuffer()) };
  } catch {
    return { ok: false, message: consentMessages.imageInvalid };
  }
}
