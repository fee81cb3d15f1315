import * as ops from '@clinvia/contracts/operations/staff';
import type { FastifyInstance } from 'fastify';
import { statusChangeSuccess } from '@clinvia/contracts/appointments';
import { clinicNow } from '../../../lib/clinic-time';
import { notFound } from '../../../lib/errors';
import { route } from '../../../lib/operations';
import { appointmentDetails, appointmentPage, findDoctorAppointment } from '../../../domain/appointments/list';
import { listReadRows } from '../../../plugins/audit';
import { changeStatus } from '../../../domain/lifecycle/lifecycle';

const noAppointment = 'No appointment with this id.';

/** Every appointment of the clinic: the list, one appointment's details, and status changes with a reason. */
export async function staffAppointmentRoutes(app: FastifyInstance): Promise<void> {
  const zone = () => app.config.clinicTimeZone;

  await route(app, ops.listStaffAppointments, {
    handler: async (request) => {
      const user = request.requireUser();
      const { query } = request;
      const filters = { doctorId: query.doctorId, doctorText: query.doctor, from: query.from, to: query.to, status: query.status, patientText: query.q, order: query.order };
      const { items, total } = await appointmentPage(app.db, filters, query.page, query.pageSize, clinicNow(zone()), zone());
      await request.audit(listReadRows({ actorId: user.id, actorRole: user.role, action: 'appointment.list', subjectType: 'appointment', subjectId: null }, items.map((item) => item.patient_id)));
      return { items, total, page: query.page, pageSize: query.pageSize };
    },
  });

  await route(app, ops.getStaffAppointment, {
    handler: async (request) => {
      const user = request.requireUser();
      const details = await appointmentDetails(app.db, request.params.id, clinicNow(zone()), zone());
      if (!details) throw notFound(noAppointment);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'appointment.read', subjectType: 'appointment', subjectId: details.id, patientId: details.patient_id });
      return details;
    },
  });

  await route(app, ops.changeStaffAppointmentStatus, {
    handler: async (request) => {
      const user = request.requireUser();
      const now = clinicNow(zone());
      const { status, reason } = request.body;
      const changed = await app.db.transaction((tx) => changeStatus(tx, user, { appointmentId: request.params.id, to: status, reason }, now, app.reminders));
      await request.audit({
        actorId: user.id,
        actorRole: user.role,
        action: 'staff.appointment.status',
        subjectType: 'appointment',
        subjectId: request.params.id,
        patientId: changed.patientId,
        detail: `${changed.from} -> ${changed.to}`,
      });
      const appointment = await findDoctorAppointment(app.db, request.params.id, now, zone());
      if (!appointment) throw notFound(noAppointment);
      return { message: statusChangeSuccess[status], appointment };
    },
  });
}
