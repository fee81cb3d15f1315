import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { errorAnswers, openRoute } from '../../lib/route-docs';
import { photoContentTypes, storedPhotoName, uploadsDir, type PhotoType } from '../auth/photos';

/** GET /api/uploads/:name: photos stored by registration, served with their sniffed type. */
export function uploadRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const dir = uploadsDir(app.config.dataDir);
  app.get(
    '/:name',
    {
      schema: {
        operationId: 'getUpload',
        tags: ['uploads'],
        summary: 'A stored profile photo',
        ...openRoute,
        params: z.object({ name: z.string() }),
        response: { 200: z.any().describe('The image (JPEG, PNG or WebP)'), ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      // Only names we generated: no path traversal, no other files of the data directory.
      const match = storedPhotoName.exec(name);
      if (!match) throw notFound();
      let bytes: Buffer;
      try {
        bytes = await readFile(path.join(dir, name));
      } catch {
        throw notFound();
      }
      return reply
        .header('Content-Type', photoContentTypes[match[1] as PhotoType])
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Disposition', 'inline')
        .send(bytes);
    },
  );
  return Promise.resolve();
}
