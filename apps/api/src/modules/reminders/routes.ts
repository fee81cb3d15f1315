import { getReminderPreferences, updateReminderPreferences as updateOperation } from '@clinvia/contracts/operations/visits';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/operations';
import { reminderPreferences, updateReminderPreferences } from './service';

/** /api/authentication/account/reminders: a patient's reminder channels, in /settings (LIFE-8). */
export async function reminderRoutes(app: FastifyInstance): Promise<void> {
  await route(app, getReminderPreferences, {
    handler: async (request) => reminderPreferences(app.db, request.requireUser().id),
  });

  await route(app, updateOperation, {
    handler: async (request) => updateReminderPreferences(app.db, request.requireUser().id, request.body),
  });
}
