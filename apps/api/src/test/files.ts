import sharp from 'sharp';

// Files for the tests of uploads (FILE-1 to FILE-4): what patients really send, and what an
// attacker would.

/** The smallest valid PDF: one empty page. */
export const minimalPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** A small photo as a phone takes it: with the camera and the place it was taken in its EXIF metadata. */
export async function photoWithLocation(format: 'jpeg' | 'png' = 'jpeg', size = { width: 40, height: 30 }): Promise<Buffer> {
  const image = sharp({ create: { ...size, channels: 3, background: { r: 200, g: 80, b: 40 } } }).withExif({
    IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 44/1 54/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 59/1 9/1' },
  });
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
}

/** A web page with a script, named and typed as a photo by whoever sends it. */
export const pageDisguisedAsPhoto = { name: 'photo.png', type: 'image/png', bytes: Buffer.from('<!doctype html><script>alert(document.cookie)</script>') };

export interface MultipartFile {
  readonly field: string;
  readonly name: string;
  readonly type: string;
  readonly bytes: Buffer;
}

/** A multipart/form-data body for `app.inject` (it has no FormData encoder). */
export function multipartBody(fields: Record<string, string>, files: readonly MultipartFile[] = []) {
  const boundary = `----clinvia-test-${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
