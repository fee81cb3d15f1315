import type { FastifyPluginAsync } from 'fastify';
import { auditRefusals } from '../../plugins/audit';
import { ambulanceQueueRoutes } from './ambulance/routes';
import { staffAppointmentRoutes } from './appointments/routes';
import { approvalRoutes } from './approvals/routes';
import { auditLogRoutes } from './audit-log/routes';
import { dashboardRoutes } from './dashboard/routes';
import { staffDoctorRoutes } from './doctors/routes';
import { inboxRoutes } from './inbox/routes';
import { staffMemberRoutes } from './members/routes';
import { staffMessageRoutes } from './messages/routes';
import { staffPatientRoutes } from './patients/routes';
import { clinicSettingsRoutes } from './settings/routes';

/**
 * The staff console's API under /api/staff. Every route needs an approved staff member (401
 * anonymous, 403 patients, doctors and staff awaiting approval); approvals, roles and the audit
 * log also need an administrator (each operation's declared access). Every action is audited.
 */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  // A signed-in caller refused here (a patient, a doctor, staff awaiting approval, staff at an
  // administrator's route) leaves a row: it is how probing shows up, as in the patient portal.
  app.addHook(
    'onError',
    auditRefusals('staff_console.denied', (request) => ({ subjectType: 'staff_console', subjectId: (request.params as { id?: string } | undefined)?.id ?? null })),
  );
  await app.register(dashboardRoutes);
  await app.register(approvalRoutes);
  await app.register(staffMemberRoutes);
  await app.register(staffDoctorRoutes);
  await app.register(staffAppointmentRoutes);
  await app.register(staffPatientRoutes);
  await app.register(inboxRoutes);
  await app.register(staffMessageRoutes);
  await app.register(ambulanceQueueRoutes);
  await app.register(auditLogRoutes);
  await app.register(clinicSettingsRoutes);
};
