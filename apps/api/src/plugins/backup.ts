import { timingSafeEqual } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import fp from 'fastify-plugin';
import { auditDatabaseCopy, snapshotPglite, sqlOfPglite } from '../db/backup';
import { backupPath, manifestHeader } from '../lib/backup-access';
import { unauthorized } from '../lib/errors';

// OPS-1: `npm run backup` of the embedded database while the server runs. Only this process may
// open the PGlite data directory, so the copy is made here (db/backup.ts) and streamed to the
// command line tool, which finds the address and the key in DATA_DIR (lib/backup-access.ts).
// Not an /api operation: a tool's path on the loopback, outside the product's contract, like
// /metrics. docs/decisions/2026-11-28-backup-and-restore.md.

export interface BackupPluginOptions {
  pglite: PGlite;
  /** The key the command line tool sends as its bearer token. */
  key: string;
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function holdsKey(header: string | undefined, key: string): boolean {
  if (header?.startsWith('Bearer ') !== true) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const backupPlugin = fp<BackupPluginOptions>(
  (app, options, done) => {
    app.post(backupPath, { schema: { hide: true } }, async (request, reply) => {
      // The socket's own peer, not request.ip: TRUST_PROXY must not let a forwarded header in.
      if (!loopback.has(request.socket.remoteAddress ?? '')) {
        reply.callNotFound();
        return reply;
      }
      if (!holdsKey(request.headers.authorization, options.key)) {
        throw unauthorized("The backup key is not the running server's (DATA_DIR/backup-access.json).");
      }
      const { tarball, manifest } = await snapshotPglite(options.pglite);
      await options.pglite.transaction((tx) => auditDatabaseCopy(sqlOfPglite(tx), 'database.backup', 'pglite'));
      request.log.info({ tables: Object.keys(manifest.tables).length, bytes: tarball.size }, 'database backup taken');
      return reply
        .type('application/gzip')
        .header('cache-control', 'no-store')
        .header(manifestHeader, Buffer.from(JSON.stringify(manifest)).toString('base64url'))
        .send(Buffer.from(await tarball.arrayBuffer()));
    });
    done();
  },
  { name: 'clinvia-backup' },
);
