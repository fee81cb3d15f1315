import { errorBodySchema } from '@clinvia/contracts';
import {
  citiesSchema,
  doctorArrayQuerySchema,
  doctorArraySchema,
  doctorDetailSchema,
  doctorIdParamsSchema,
  doctorListQuerySchema,
  doctorPageSchema,
  slotsQuerySchema,
  slotsResponseSchema,
  specializationsSchema,
  trendingDoctorsSchema,
} from '@clinvia/contracts/doctors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { doctorPage, doctorSlots, findDoctor, listCities, listDoctors, listSpecializations, trendingDoctors } from './service';
import { TotalsCache } from './totals-cache';

const doctorNotFound = 'No doctor with this id is listed.';
const errors = { 400: errorBodySchema, 404: errorBodySchema };

/**
 * Doctor discovery, mounted under /api/doctors. Public: listed doctors are the clinic's
 * directory (no health data), and the home page's carousel is open to visitors. Only
 * verified doctors ever appear (DESIGN §5).
 */
export interface DoctorRoutesOptions {
  /** How long a listing total may be reused (ms); 0 counts on every request. */
  totalsTtlMs?: number;
}

export const doctorRoutes: FastifyPluginAsyncZod<DoctorRoutesOptions> = (app, options) => {
  const zone = () => app.config.clinicTimeZone;
  const totals = new TotalsCache(options.totalsTtlMs ?? 15_000);

  app.get(
    '/',
    {
      schema: {
        tags: ['doctors'],
        summary: 'Find Doctor: search, filter, sort and page the listed doctors',
        querystring: doctorListQuerySchema,
        response: { 200: doctorPageSchema, 400: errorBodySchema },
      },
    },
    (request) => doctorPage(app.db, request.query, zone(), totals),
  );

  app.get(
    '/get-doctors/',
    {
      schema: {
        tags: ['doctors'],
        summary: "SPEC §7's list of doctors (an array; same filters, at most 100 per call)",
        querystring: doctorArrayQuerySchema,
        response: { 200: doctorArraySchema, 400: errorBodySchema },
      },
    },
    (request) => listDoctors(app.db, request.query, zone()),
  );

  app.get(
    '/get-doctors/:id',
    {
      schema: {
        tags: ['doctors'],
        summary: 'One listed doctor with every field of SPEC §3',
        params: doctorIdParamsSchema,
        response: { 200: doctorDetailSchema, ...errors },
      },
    },
    async (request) => {
      const doctor = await findDoctor(app.db, request.params.id);
      if (!doctor) throw notFound(doctorNotFound);
      return doctor;
    },
  );

  app.get(
    '/get-trending-doctor/',
    {
      schema: {
        tags: ['doctors'],
        summary: 'Trending doctors for the Recommended Doctors carousel, highest rated first',
        response: { 200: trendingDoctorsSchema },
      },
    },
    () => trendingDoctors(app.db),
  );

  app.get(
    '/specializations',
    {
      schema: {
        tags: ['doctors'],
        summary: 'The distinct specializations of listed doctors (Find Doctor specialty buttons)',
        response: { 200: specializationsSchema },
      },
    },
    () => listSpecializations(app.db),
  );

  app.get(
    '/cities',
    {
      schema: {
        tags: ['doctors'],
        summary: 'The distinct cities of listed doctors (suggestions for the location box)',
        response: { 200: citiesSchema },
      },
    },
    () => listCities(app.db),
  );

  app.get(
    '/:id/slots',
    {
      schema: {
        tags: ['doctors'],
        summary: "A doctor's 12 daily slots with their state, in the clinic's zone",
        params: doctorIdParamsSchema,
        querystring: slotsQuerySchema,
        response: { 200: slotsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const slots = await doctorSlots(app.db, request.params.id, request.query, zone());
      if (!slots) throw notFound(doctorNotFound);
      return slots;
    },
  );
  return Promise.resolve();
};
