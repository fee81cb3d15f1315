import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeExpiredRecords } from '../domain/retention/purge';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Applies the retention periods once the server is ready, then once a day. */
export const retentionPlugin = fp(
  (app: FastifyInstance) => {
    let timer: NodeJS.Timeout | undefined;
    const purge = async () => {
      try {
        const deleted = await purgeExpiredRecords(app.db);
        if (deleted.contactMessages + deleted.ambulanceRequests + deleted.newsletterSubscriptions > 0) app.log.info({ deleted }, 'expired records deleted');
      } catch (error) {
        app.log.error({ err: error }, 'deleting expired records failed');
      }
    };
    app.addHook('onReady', async () => {
      await purge();
      timer = setInterval(() => void purge(), DAY_MS);
      timer.unref();
    });
    app.addHook('onClose', (_instance, done) => {
      clearInterval(timer);
      done();
    });
    return Promise.resolve();
  },
  { name: 'clinvia-retention' },
);
