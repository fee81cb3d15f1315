// The zod schemas of stored files (FILE-1); the rules without zod are in files.ts.
import { z } from 'zod';
import { acceptedFileTypes } from './files';

/** A stored file as its readers list it: never its bytes, never where it is kept. */
export const fileMetaSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    contentType: z.enum(acceptedFileTypes),
    size: z.number().int().nonnegative(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'FileMeta' });
export type FileMeta = z.infer<typeof fileMetaSchema>;

/** The path parameter of a file download. */
export const fileParamsSchema = z.object({ fileId: z.uuid({ error: 'The file id must be a valid id' }) });
