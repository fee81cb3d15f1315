import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fileRules } from '@clinvia/contracts/files';
import { minimalPdf, photoWithLocation } from '../../test/files';
import { displayName, inspectUpload, photoInputOptions } from './inspect';

describe('inspectUpload (FILE-2)', () => {
  it('keeps a JPEG as a JPEG without its location, device or any other metadata', async () => {
    const original = await photoWithLocation('jpeg');
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const result = await inspectUpload(original);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.contentType).toBe('image/jpeg');
    const stored = await sharp(result.bytes).metadata();
    expect(stored.format).toBe('jpeg');
    expect([stored.width, stored.height]).toEqual([40, 30]);
    expect(stored.exif).toBeUndefined();
    expect(Buffer.from(result.bytes).includes('PhoneMaker')).toBe(false);
  });

  it('keeps a PNG as a PNG without its metadata', async () => {
    const result = await inspectUpload(await photoWithLocation('png'));
    expect(result.ok && result.contentType).toBe('image/png');
    if (!result.ok) return;
    expect((await sharp(result.bytes).metadata()).exif).toBeUndefined();
  });

  it('turns a photo upright by its recorded orientation before the orientation is dropped', async () => {
    const sideways = await sharp({ create: { width: 40, height: 30, channels: 3, background: 'white' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const result = await inspectUpload(sideways);
    if (!result.ok) throw new Error('refused');
    const stored = await sharp(result.bytes).metadata();
    expect([stored.width, stored.height, stored.orientation]).toEqual([30, 40, undefined]);
  });

  it('keeps a PDF byte for byte', async () => {
    const result = await inspectUpload(minimalPdf);
    expect(result).toEqual({ ok: true, contentType: 'application/pdf', bytes: minimalPdf });
  });

  it('decides by content: a web page named photo.png, a script, a ZIP and a GIF are refused', async () => {
    const page = Buffer.from('<!doctype html><script>alert(1)</script>');
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.alloc(60)]);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } }).gif().toBuffer();
    for (const bytes of [page, Buffer.from('#!/bin/sh\nrm -rf /\n'), zip, gif]) {
      expect(await inspectUpload(bytes)).toEqual({ ok: false, problem: 'wrongType' });
    }
  });

  it('refuses a file that only starts like a photo, and a PDF cut off in transfer', async () => {
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), Buffer.from('<script>alert(1)</script>')]);
    expect(await inspectUpload(fakeJpeg)).toEqual({ ok: false, problem: 'unreadable' });
    expect(await inspectUpload(minimalPdf.subarray(0, 60))).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('refuses an empty file, one over 10 MB, and a type the caller does not take', async () => {
    expect(await inspectUpload(new Uint8Array())).toEqual({ ok: false, problem: 'empty' });
    const big = Buffer.concat([minimalPdf, Buffer.alloc(fileRules.maxBytes)]);
    expect(await inspectUpload(big)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(await inspectUpload(minimalPdf, ['image/jpeg', 'image/png'])).toEqual({ ok: false, problem: 'wrongType' });
  });

  it('refuses a photo that claims a canvas above 50 megapixels before decoding it', async () => {
    // A tiny PNG whose header (IHDR, with its checksum recomputed) claims 10,000 × 6,000 pixels.
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: 'black' } }).png().toBuffer();
    const header = png.subarray(12, 29); // 'IHDR' + 13 bytes of data
    header.writeUInt32BE(10_000, 4);
    header.writeUInt32BE(6_000, 8);
    png.writeUInt32BE(crc32(header), 29);
    expect((await sharp(png).metadata()).width).toBe(10_000);
    await expect(sharp(png, photoInputOptions).png().toBuffer()).rejects.toThrow(/pixel limit/);
    expect(await inspectUpload(png)).toEqual({ ok: false, problem: 'unreadable' });
  });
});

describe('displayName', () => {
  it('keeps a plain name and strips folders and control characters', () => {
    expect(displayName('Rash on arm.jpg', 'image/jpeg')).toBe('Rash on arm.jpg');
    expect(displayName('C:\\Users\\me\\..\\scan<1>.pdf', 'application/pdf')).toBe('scan1.pdf');
    expect(displayName('../../etc/passwd\u0000', 'application/pdf')).toBe('passwd');
  });

  it('names a file with no usable name by its type, and shortens a long one keeping its extension', () => {
    expect(displayName(undefined, 'image/png')).toBe('file.png');
    expect(displayName('.htaccess', 'application/pdf')).toBe('file.pdf');
    const long = displayName(`${'a'.repeat(300)}.pdf`, 'application/pdf');
    expect(long).toHaveLength(fileRules.maxNameLength);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});
