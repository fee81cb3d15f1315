import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileRules } from '@clinvia/contracts/files';
import { minimalPdf, multipartBody } from '../test/files';
import { ApiError } from './errors';
import { readUploads, sendStoredFile, uploadedFiles } from './uploads';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(multipart);
  app.setErrorHandler((error: Error, _request, reply) => {
    if (error instanceof ApiError) return reply.code(error.statusCode).send({ error: { code: error.code, message: error.message, fields: error.fields } });
    return reply.code(500).send({ error: { message: error.message } });
  });
  app.post('/upload', { preValidation: readUploads('attachments', 2) }, (request) => ({
    body: request.body,
    files: uploadedFiles(request).map((file) => ({ field: file.field, fileName: file.fileName, size: file.bytes.length })),
  }));
  app.get('/file', (request, reply) => {
    const inline = (request.query as { inline?: string }).inline === '1';
    const type = (request.query as { type?: string }).type ?? 'application/pdf';
    return sendStoredFile(reply, { name: 'Résultats "mars".pdf', contentType: type, sha256: 'ab'.repeat(32) }, minimalPdf, { inline });
  });
  await app.ready();
});
afterAll(() => app.close());

describe('readUploads (FILE-3)', () => {
  it('keeps the text fields as the body and the files of the named field beside the request', async () => {
    const body = multipartBody({ topic: 'medication', text: 'Hello' }, [
      { field: 'attachments', name: 'a.pdf', type: 'application/pdf', bytes: minimalPdf },
      { field: 'other', name: 'b.pdf', type: 'application/pdf', bytes: minimalPdf },
    ]);
    const response = await app.inject({ method: 'POST', url: '/upload', ...body });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      body: { topic: 'medication', text: 'Hello' },
      files: [{ field: 'attachments', fileName: 'a.pdf', size: minimalPdf.length }],
    });
  });

  it('answers 400 on the files field for too many files or one too large', async () => {
    const pdf = { field: 'attachments', name: 'a.pdf', type: 'application/pdf', bytes: minimalPdf };
    const tooMany = await app.inject({ method: 'POST', url: '/upload', ...multipartBody({}, [pdf, pdf, pdf]) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ error: { fields: { attachments: fileRules.messages.tooMany } } });
    const big = { ...pdf, bytes: Buffer.concat([minimalPdf, Buffer.alloc(fileRules.maxBytes)]) };
    const tooLarge = await app.inject({ method: 'POST', url: '/upload', ...multipartBody({}, [big]) });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toMatchObject({ error: { fields: { attachments: fileRules.messages.tooLarge } } });
  });

  it('leaves a JSON body as it is', async () => {
    const response = await app.inject({ method: 'POST', url: '/upload', payload: { text: 'Hi' } });
    expect(response.json()).toEqual({ body: { text: 'Hi' }, files: [] });
  });
});

describe('sendStoredFile (FILE-4)', () => {
  it('sends a download that no browser runs as a page, named safely in both header forms', async () => {
    const response = await app.inject({ method: 'GET', url: '/file' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(minimalPdf)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="R_sultats _mars_.pdf"; filename*=UTF-8''R%C3%A9sultats%20%22mars%22.pdf`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('shows a photo inline only when asked, and never a PDF', async () => {
    const photo = await app.inject({ method: 'GET', url: '/file?inline=1&type=image/png' });
    expect(photo.headers['content-disposition']).toMatch(/^inline; /);
    const pdf = await app.inject({ method: 'GET', url: '/file?inline=1' });
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; /);
  });
});
