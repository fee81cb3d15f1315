import * as ops from '@clinvia/contracts/operations/staff';
import type { FastifyInstance } from 'fastify';
import { doctorVisitTypes, offersInWords, setDoctorVisitTypes, setSpecializationVisitTypes, specializationVisitTypes } from '../../../domain/slots/visit-types';
import { notFound } from '../../../lib/errors';
import { route } from '../../../lib/operations';
import { setDoctorActive, staffDoctorPage, updateDoctor } from './service';

const noDoctorMessage = 'No doctor with this id.';

/** Every doctor, listed or not; what staff may change about them; deactivation. */
export async function staffDoctorRoutes(app: FastifyInstance): Promise<void> {
  await route(app, ops.listStaffDoctors, {
    handler: async (request) => {
      const user = request.requireUser();
      const page = await staffDoctorPage(app.db, request.query);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'staff.doctors.read', subjectType: 'doctor', subjectId: null });
      return page;
    },
  });

  await route(app, ops.updateStaffDoctor, {
    handler: async (request) => {
      const user = request.requireUser();
      const { doctor, moved } = await updateDoctor(app.db, request.params.id, request.body, app.config.clinicTimeZone);
      await app.sessionsChanged(doctor.id);
      const changed = Object.keys(request.body).join(', ');
      // LOC-7: a move of the doctor's own location says from where to where.
      const move = moved === null ? '' : `; location: ${moved.from} → ${moved.to}`;
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'staff.doctor.update', subjectType: 'doctor', subjectId: doctor.id, detail: `changed: ${changed}${move}` });
      return doctor;
    },
  });

  await route(app, ops.setStaffDoctorVisitTypes, {
    handler: async (request) => {
      const user = request.requireUser();
      const doctorId = request.params.id;
      if (!(await setDoctorVisitTypes(app.db, doctorId, request.body.types))) throw notFound(noDoctorMessage);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'staff.doctor.visit_types.update', subjectType: 'doctor', subjectId: doctorId, detail: offersInWords(request.body.types) });
      const offered = await doctorVisitTypes(app.db, doctorId, app.config.clinicTimeZone, { listedOnly: false });
      if (!offered) throw notFound(noDoctorMessage);
      return offered;
    },
  });

  await route(app, ops.getSpecializationVisitTypes, {
    handler: (request) => specializationVisitTypes(app.db, request.params.specialization),
  });

  await route(app, ops.setSpecializationVisitTypes, {
    handler: async (request) => {
      const user = request.requireUser();
      const { specialization } = request.params;
      const saved = await setSpecializationVisitTypes(app.db, specialization, request.body.types);
      await request.audit({ actorId: user.id, actorRole: user.role, action: 'staff.specialization.visit_types.update', subjectType: 'specialization', subjectId: null, detail: `${specialization}: ${offersInWords(request.body.types)}` });
      return saved;
    },
  });

  for (const [active, operation] of [
    [false, ops.deactivateDoctor],
    [true, ops.reactivateDoctor],
  ] as const) {
    await route(app, operation, {
      handler: async (request) => {
        const user = request.requireUser();
        const doctor = await setDoctorActive(app.db, request.params.id, active, user);
        await app.sessionsChanged(doctor.id);
        await request.audit({ actorId: user.id, actorRole: user.role, action: active ? 'staff.doctor.reactivate' : 'staff.doctor.deactivate', subjectType: 'doctor', subjectId: doctor.id });
        return doctor;
      },
    });
  }
}
