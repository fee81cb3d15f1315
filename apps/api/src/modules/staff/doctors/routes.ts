import { idParamsSchema, staffDoctorPageSchema, staffDoctorQuerySchema, staffDoctorSchema, staffDoctorUpdateSchema } from '@clinvia/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers, signedIn } from '../../../lib/route-docs';
import { setDoctorActive, staffDoctorPage, updateDoctor } from './service';

const anyStaff = signedIn('approved staff');

/** Every doctor, listed or not; what staff may change about them; deactivation. */
export const staffDoctorRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/doctors',
    {
      schema: {
        operationId: 'listStaffDoctors',
        tags: ['staff'],
        summary: 'Search and page through all doctors, listed or not, with their account state',
        ...anyStaff,
        querystring: staffDoctorQuerySchema,
        response: { 200: staffDoctorPageSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    (request) => staffDoctorPage(app.db, request.query),
  );

  app.patch(
    '/doctors/:id',
    {
      schema: {
        operationId: 'updateStaffDoctor',
        tags: ['staff'],
        summary: "Change a doctor's availability, trending flag, fee or specialization (shows in Find Doctor at once)",
        ...anyStaff,
        params: idParamsSchema,
        body: staffDoctorUpdateSchema,
        response: { 200: staffDoctorSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const doctor = await updateDoctor(app.db, request.params.id, request.body);
      const changed = Object.keys(request.body).join(', ');
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'staff.doctor.update', subjectType: 'doctor', subjectId: doctor.id, detail: `changed: ${changed}` });
      return doctor;
    },
  );

  for (const active of [false, true]) {
    app.post(
      `/doctors/:id/${active ? 'reactivate' : 'deactivate'}`,
      {
        schema: {
          operationId: active ? 'reactivateDoctor' : 'deactivateDoctor',
          tags: ['staff'],
          summary: active
            ? "Reactivate a doctor's account: the doctor can sign in and, if verified, is listed again"
            : "Deactivate a doctor's account: its sessions end and the doctor leaves every listing",
          ...anyStaff,
          params: idParamsSchema,
          response: { 200: staffDoctorSchema, ...errorAnswers(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const user = request.requireUser();
        const doctor = await setDoctorActive(app.db, request.params.id, active);
        await request.audit({ actorId: user.id, actorRole: user.role, action: active ? 'staff.doctor.reactivate' : 'staff.doctor.deactivate', subjectType: 'doctor', subjectId: doctor.id });
        return doctor;
      },
    );
  }
  return Promise.resolve();
};
