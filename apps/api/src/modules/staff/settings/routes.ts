import * as ops from '@clinvia/contracts/operations/staff';
import { clinicSettingsMessages } from '@clinvia/contracts/waitlist';
import type { FastifyInstance } from 'fastify';
import { readClinicSettings, writeClinicSettings } from '../../../domain/no-shows/no-shows';
import { route } from '../../../lib/operations';

/** The clinic's settings (NOSHOW-2): staff read them, administrators change them; each change is audited. */
export async function clinicSettingsRoutes(app: FastifyInstance): Promise<void> {
  await route(app, ops.getClinicSettings, {
    handler: async () => readClinicSettings(app.db),
  });

  await route(app, ops.updateClinicSettings, {
    handler: async (request) => {
      const user = request.requireUser();
      await writeClinicSettings(app.db, request.body, user.id);
      const { enabled, threshold } = request.body.noShowConfirmation;
      await request.audit({
        actorId: user.id,
        actorRole: user.role,
        action: 'clinic_settings.update',
        subjectType: 'clinic_settings',
        subjectId: null,
        detail: enabled ? `no-show confirmation from ${String(threshold)} in 12 months` : 'no-show confirmation off',
      });
      return { message: clinicSettingsMessages.saved, settings: await readClinicSettings(app.db) };
    },
  });
}
