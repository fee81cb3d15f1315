import * as ops from '@clinvia/contracts/operations/notifications';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/operations';
import { listReadRows } from '../../plugins/audit';
import { markRead, notificationPage, patientsOfAppointments, unreadCount } from './service';

/** A comment line keeps proxies from closing a quiet stream. */
const streamPingMs = 25_000;
/** The stream ends after this long; the client reconnects (and is authenticated again). */
const streamMaxMs = 5 * 60_000;

/** The signed-in user's own notifications (the bell). Nobody reads anyone else's. */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {

  await route(app, ops.listNotifications, {
    handler: async (request) => {
      const user = request.requireUser();
      const page = await notificationPage(app.db, user, request.query.page, request.query.pageSize, app.config.clinicTimeZone);
      const patientIds = await patientsOfAppointments(app.db, page.items.map((item) => item.appointment_id));
      await request.audit(listReadRows({ actorId: user.id, actorRole: user.role, action: 'notification.list', subjectType: 'account', subjectId: user.id }, patientIds));
      return page;
    },
  });

  await route(app, ops.getUnreadNotificationCount, {
    handler: async (request) => ({ unread: await unreadCount(app.db, request.requireUser().id) }),
  });

  // Open streams end when the app closes (a clean stop does not wait for their clients).
  const streams = new Set<() => void>();
  app.addHook('preClose', (done) => {
    for (const end of streams) end();
    done();
  });

  // MSG-10: the bell's live channel. The stream says only "the unread count is now n"; it ends
  // after a few minutes so the client reconnects with its current token (a session that ended
  // gets its 401 then), and the web sends it as a background request (it keeps no session alive).
  await route(app, ops.streamNotifications, {
    handler: async (request, reply) => {
      const user = request.requireUser();
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'X-Accel-Buffering': 'no',
        'x-request-id': request.id,
      });
      let open = true;
      const send = async () => {
        const unread = await unreadCount(app.db, user.id);
        if (open) raw.write(`event: unread\ndata: ${JSON.stringify({ unread })}\n\n`);
      };
      const unsubscribe = app.bell.subscribe(user.id, () => {
        send().catch((error: unknown) => { request.log.warn({ err: error }, 'the bell could not count'); });
      });
      const ping = setInterval(() => raw.write(': ping\n\n'), streamPingMs);
      const end = () => {
        if (!open) return;
        open = false;
        clearInterval(ping);
        clearTimeout(limit);
        unsubscribe();
        raw.end();
      };
      const limit = setTimeout(end, streamMaxMs);
      request.raw.on('close', end);
      streams.add(end);
      request.raw.on('close', () => {
        streams.delete(end);
      });
      await send();
    },
  });

  await route(app, ops.markNotificationsRead, {
    handler: async (request) => ({ unread: await markRead(app.db, request.requireUser().id, request.body.ids) }),
  });
}
