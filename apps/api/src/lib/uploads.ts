import { fileRules } from '@clinvia/contracts/files';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { validationError } from './errors';

/** One file part of a multipart request, read into memory (at most fileRules.maxBytes). */
export interface UploadedPart {
  readonly field: string;
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

export interface MultipartUpload {
  /** The text fields, as the route's zod body schema then validates them. */
  readonly fields: Record<string, string>;
  readonly files: readonly UploadedPart[];
}

const uploads = new WeakMap<FastifyRequest, readonly UploadedPart[]>();

/**
 * A `preValidation` hook for a route that takes files beside text fields (FILE-3): reads the
 * multipart body within the limits, keeps the files beside the request for the handler
 * (`uploadedFiles(request)`), and leaves the text fields as the body the route's schema checks.
 * A JSON body passes untouched. The route's plugin registers @fastify/multipart.
 */
export function readUploads(fileField: string, maxFiles: number = fileRules.maxFilesPerMessage) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.isMultipart()) return;
    const fields: Record<string, string> = {};
    const files: UploadedPart[] = [];
    try {
      for await (const part of request.parts({ limits: { fileSize: fileRules.maxBytes, files: maxFiles, fields: 30, fieldSize: 20_000 } })) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          if (part.fieldname !== fileField) continue;
          files.push({ field: part.fieldname, fileName: part.filename, bytes });
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw validationError(fileRules.messages.tooLarge, { [fileField]: fileRules.messages.tooLarge });
      if (code === 'FST_FILES_LIMIT') throw validationError(fileRules.messages.tooMany, { [fileField]: fileRules.messages.tooMany });
      throw error;
    }
    uploads.set(request, files);
    request.body = fields;
  };
}

/** The files `readUploads` read for this request (none for a JSON body). */
export function uploadedFiles(request: FastifyRequest): readonly UploadedPart[] {
  return uploads.get(request) ?? [];
}

/** `filename="…"` for old clients (ASCII only) and `filename*` (RFC 5987) with the real name. */
function dispositionName(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * FILE-4: sends a stored file so that a browser never runs it as a page: a download
 * (`Content-Disposition: attachment`) with its detected type, `nosniff`, and a policy that
 * forbids every script and plugin even if it were opened. Photos may be shown inline, as images
 * only. Never cached by a shared cache.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { readonly name: string; readonly contentType: string; readonly sha256: string },
  bytes: Uint8Array,
  options: { readonly inline?: boolean } = {},
): FastifyReply {
  const inline = options.inline === true && file.contentType.startsWith('image/');
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; ${dispositionName(file.name)}`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox")
    .header('Cross-Origin-Resource-Policy', 'same-origin')
    .header('Cache-Control', 'private, no-store')
    .header('ETag', `"${file.sha256}"`)
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/**
 * FHIR-5, SHARE-3: a record made for download (the Bundle's JSON or the PDF), as an attachment:
 * never sniffed, never run, never kept by a shared cache.
 */
export function sendRecordDownload(reply: FastifyReply, file: { readonly contentType: string; readonly fileName: string; readonly body: Buffer }): FastifyReply {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; ${dispositionName(file.fileName)}`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}
