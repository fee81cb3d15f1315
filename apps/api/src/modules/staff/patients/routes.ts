import * as ops from '@clinvia/contracts/operations/staff';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../lib/operations';
import { listReadRows } from '../../../plugins/audit';
import { patientNoShows, searchPatients } from './service';

/** Finding a patient to book for (the booking wizard then books on their behalf), and their no-shows (NOSHOW-1). */
export async function staffPatientRoutes(app: FastifyInstance): Promise<void> {
  await route(app, ops.searchPatients, {
    handler: async (request) => {
      const user = request.requireUser();
      const { q, page, pageSize } = request.query;
      const result = await searchPatients(app.db, q, page, pageSize);
      const rows = listReadRows({ actorId: user.id, actorRole: user.role, action: 'staff.patient.search', subjectType: 'patient', subjectId: null }, result.items.map((patient) => patient.id));
      await request.audit(rows.map((row) => ({ ...row, subjectId: row.patientId ?? null })));
      return result;
    },
  });

  await route(app, ops.getPatientNoShows, {
    handler: async (request) => {
      const user = request.requireUser();
      const history = await patientNoShows(app.db, request.params.id, app.config.clinicTimeZone);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'staff.patient.no_shows.read', subjectType: 'patient', subjectId: request.params.id, patientId: request.params.id });
      return history;
    },
  });
}
