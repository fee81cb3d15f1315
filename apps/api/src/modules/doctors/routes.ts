import * as ops from '@clinvia/contracts/operations/doctors';
import type { FastifyInstance } from 'fastify';
import { doctorVisitTypes } from '../../domain/slots/visit-types';
import { notFound } from '../../lib/errors';
import { route } from '../../lib/operations';
import { doctorPage, doctorSlots, findDoctor, listCities, listDoctors, listSpecializations, trendingDoctors } from './service';
import { TotalsCache } from './totals-cache';

const doctorNotFound = 'No doctor with this id is listed.';

/** Every route here is a public read: ETag, 304 and a short shared cache (plugins/http-cache.ts). */
const publicCache = { publicCache: true };

/**
 * Doctor discovery, mounted under /api/doctors. Public: listed doctors are the clinic's
 * directory (no health data), and the home page's carousel is open to visitors. Only
 * verified doctors ever appear (FIND-11).
 */
export async function doctorRoutes(app: FastifyInstance): Promise<void> {
  const zone = () => app.config.clinicTimeZone;
  const totals = new TotalsCache();

  await route(app, ops.listDoctors, {
    config: publicCache,
    handler: (request) => doctorPage(app.database, request.query, zone(), totals),
  });

  await route(app, ops.getDoctors, {
    config: publicCache,
    handler: (request) => listDoctors(app.database, request.query, zone()),
  });

  await route(app, ops.getDoctor, {
    config: publicCache,
    handler: async (request) => {
      const doctor = await findDoctor(app.database, request.params.id);
      if (!doctor) throw notFound(doctorNotFound);
      return doctor;
    },
  });

  await route(app, ops.getTrendingDoctors, {
    config: publicCache,
    handler: () => trendingDoctors(app.db, app.config.clinicTimeZone),
  });

  await route(app, ops.listSpecializations, {
    config: publicCache,
    handler: () => listSpecializations(app.db),
  });

  await route(app, ops.listDoctorCities, {
    config: publicCache,
    handler: () => listCities(app.db),
  });

  await route(app, ops.getDoctorSlots, {
    config: publicCache,
    handler: async (request) => {
      const slots = await doctorSlots(app.database, request.params.id, request.query, zone());
      if (!slots) throw notFound(doctorNotFound);
      return slots;
    },
  });

  await route(app, ops.getDoctorVisitTypes, {
    config: publicCache,
    handler: async (request) => {
      const offered = await doctorVisitTypes(app.db, request.params.id, zone(), { listedOnly: true });
      if (!offered) throw notFound(doctorNotFound);
      return offered;
    },
  });
}
