import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { Database } from '../db/client';

// MSG-10: the bell rings within seconds on every replica. Every notification row announces its
// recipient on commit (the trigger of migration 0034: pg_notify('clinvia_notifications', user_id)),
// and each replica LISTENs on one connection of its own and tells its open streams. A replica
// that loses the connection reconnects; meanwhile the web's 60 s poll of the unread count still
// works (the fallback), and nothing is lost, since the stream only says "look again".

export const bellChannel = 'clinvia_notifications';

export interface Bell {
  /** Calls `listener` whenever a notification is written for `userId`; answers the unsubscribe. */
  subscribe(userId: string, listener: () => void): () => void;
  /** Open streams on this replica (metrics, tests). */
  readonly listeners: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    bell: Bell;
  }
}

export interface BellPluginOptions {
  database: Database;
}

const reconnectMs = 2000;

export const bellPlugin = fp(
  (app: FastifyInstance, options: BellPluginOptions) => {
    const byUser = new Map<string, Set<() => void>>();
    let total = 0;
    const ring = (userId: string) => {
      for (const listener of byUser.get(userId) ?? []) listener();
    };
    app.decorate<Bell>('bell', {
      subscribe(userId, listener) {
        const set = byUser.get(userId) ?? new Set();
        set.add(listener);
        byUser.set(userId, set);
        total += 1;
        return () => {
          if (set.delete(listener)) total -= 1;
          if (set.size === 0) byUser.delete(userId);
        };
      },
      get listeners() {
        return total;
      },
    });

    const { database } = options;
    if (database.kind === 'pglite') {
      // The embedded database is one process: its own LISTEN.
      let stop: (() => Promise<void>) | undefined;
      app.addHook('onReady', async () => {
        // A database that cannot listen (closed under the app, as when it is gone) leaves the 60 s
        // poll working and the health check to answer 503, rather than failing the start.
        stop = await database.pglite.listen(bellChannel, ring).catch((error: unknown) => {
          app.log.warn({ err: error }, 'the bell could not listen; the 60 s poll still works');
          return undefined;
        });
      });
      app.addHook('onClose', async () => {
        if (stop !== undefined && !database.pglite.closed) await stop();
      });
      return Promise.resolve();
    }

    // PostgreSQL: a connection of its own, outside the pool (a LISTEN holds its connection).
    let client: pg.Client | undefined;
    let closing = false;
    let timer: NodeJS.Timeout | undefined;
    const connect = async (): Promise<void> => {
      const next = new pg.Client(database.pool.options);
      next.on('notification', (message) => {
        if (message.channel === bellChannel && message.payload !== undefined) ring(message.payload);
      });
      next.on('error', (error) => {
        app.log.warn({ err: error }, 'the bell lost its database connection; reconnecting');
        void next.end().catch(() => undefined);
        if (client === next) client = undefined;
        if (!closing) timer = setTimeout(() => void connect().catch(retry), reconnectMs);
      });
      await next.connect();
      await next.query(`LISTEN ${bellChannel}`);
      client = next;
    };
    const retry = (error: unknown) => {
      app.log.warn({ err: error }, 'the bell could not listen; the 60 s poll still works; retrying');
      if (!closing) timer = setTimeout(() => void connect().catch(retry), reconnectMs);
    };
    app.addHook('onReady', async () => {
      await connect().catch(retry);
    });
    app.addHook('onClose', async () => {
      closing = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => undefined);
    });
    return Promise.resolve();
  },
  { name: 'bell' },
);
