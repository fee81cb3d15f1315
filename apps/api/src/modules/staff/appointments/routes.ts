import { appointmentDetailsSchema, staffStatusChangeSchema, statusChangeResponseSchema, statusChangeSuccess } from '@clinvia/contracts/appointments';
import { idParamsSchema, staffAppointmentPageSchema, staffAppointmentQuerySchema } from '@clinvia/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clinicNow } from '../../../lib/clinic-time';
import { notFound } from '../../../lib/errors';
import { errorAnswers, signedIn } from '../../../lib/route-docs';
import { appointmentDetails, appointmentPage, findDoctorAppointment } from '../../appointments/list';
import { changeAppointmentStatus } from '../../appointments/status';

const anyStaff = signedIn('approved staff');
const noAppointment = 'No appointment with this id.';

/** Every appointment of the clinic: the list, one appointment's details, and status changes with a reason. */
export const staffAppointmentRoutes: FastifyPluginAsyncZod = (app) => {
  const zone = () => app.config.clinicTimeZone;

  app.get(
    '/appointments',
    {
      schema: {
        operationId: 'listStaffAppointments',
        tags: ['staff'],
        summary: 'All appointments, by date range, doctor, status and patient name, paged',
        ...anyStaff,
        querystring: staffAppointmentQuerySchema,
        response: { 200: staffAppointmentPageSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const { query } = request;
      const filters = { doctorId: query.doctorId, doctorText: query.doctor, from: query.from, to: query.to, status: query.status, patientText: query.q, order: query.order };
      const { items, total } = await appointmentPage(app.db, filters, query.page, query.pageSize, clinicNow(zone()));
      await request.audit([...new Set(items.map((item) => item.patient_id))].map((patientId) => ({ actorId: user.id, actorRole: user.role, action: 'appointment.list', subjectType: 'appointment', subjectId: null, patientId })));
      return { items, total, page: query.page, pageSize: query.pageSize };
    },
  );

  app.get(
    '/appointments/:id',
    {
      schema: {
        operationId: 'getStaffAppointment',
        tags: ['staff'],
        summary: 'One appointment with the visit’s details (contact, insurance) and its history',
        ...anyStaff,
        params: idParamsSchema,
        response: { 200: appointmentDetailsSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const details = await appointmentDetails(app.db, request.params.id, clinicNow(zone()));
      if (!details) throw notFound(noAppointment);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'appointment.read', subjectType: 'appointment', subjectId: details.id, patientId: details.patient_id });
      return details;
    },
  );

  app.patch(
    '/appointments/:id/status',
    {
      schema: {
        operationId: 'changeStaffAppointmentStatus',
        tags: ['staff'],
        summary: "Change any appointment's status, with the reason the patient and the doctor read",
        ...signedIn(
          'approved staff',
          'The same moves as the doctor’s: pending → confirmed or cancelled; confirmed → completed (once begun) or cancelled. The reason is required. 409 codes: `status_unchanged`, `status_final`, `invalid_transition`, `visit_not_begun`.',
        ),
        params: idParamsSchema,
        body: staffStatusChangeSchema,
        response: { 200: statusChangeResponseSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const now = clinicNow(zone());
      const { status, reason } = request.body;
      const changed = await app.db.transaction((tx) => changeAppointmentStatus(tx, { appointmentId: request.params.id, to: status, reason, actor: user, now }));
      await request.audit({
        actorId: user.id,
        actorRole: user.role,
        action: 'staff.appointment.status',
        subjectType: 'appointment',
        subjectId: request.params.id,
        patientId: changed.patientId,
        detail: `${changed.from} -> ${changed.to}`,
      });
      const appointment = await findDoctorAppointment(app.db, request.params.id, now);
      if (!appointment) throw notFound(noAppointment);
      return { message: statusChangeSuccess[status], appointment };
    },
  );
  return Promise.resolve();
};
