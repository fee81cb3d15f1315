import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getUpload } from '@clinvia/contracts/operations/uploads';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors';
import { route } from '../../lib/operations';
import { photoContentTypes, storedPhotoName, uploadsDir, type PhotoType } from './service';

/** GET /api/uploads/:name: photos stored by registration, served with their sniffed type. */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const dir = uploadsDir(app.config.dataDir);
  await route(app, getUpload, {
    handler: async (request, reply) => {
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
  });
}
