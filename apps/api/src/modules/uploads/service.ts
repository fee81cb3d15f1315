import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type PhotoType = 'jpg' | 'png' | 'webp';

export const photoContentTypes: Record<PhotoType, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Stored names: random hex plus the type's extension; nothing a client chose reaches the disk. */
export const storedPhotoName = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

/** The image type by its first bytes (the client's file name and MIME type are not trusted). */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'jpg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  // RIFF....WEBP
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'webp';
  return null;
}

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** Writes the photo under a random name; returns the URL path it is served from. */
export async function storePhoto(dataDir: string, bytes: Uint8Array, type: PhotoType): Promise<{ name: string; url: string }> {
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${type}`;
  await writeFile(path.join(dir, name), bytes, { flag: 'wx', mode: 0o644 });
  return { name, url: `/api/uploads/${name}` };
}

export async function removePhoto(dataDir: string, name: string): Promise<void> {
  if (storedPhotoName.test(name)) await rm(path.join(uploadsDir(dataDir), name), { force: true });
}
