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
import { errorAnswers, openRoute } from '../../lib/route-docs';
import { doctorPage, doctorSlots, findDoctor, listCities, listDoctors, listSpecializations, trendingDoctors } from './service';
import { TotalsCache } from './totals-cache';

const doctorNotFound = 'No doctor with this id is listed.';

/** Every route here is a public read: ETag, 304 and a short shared cache (plugins/http-cache.ts). */
const publicCache = { publicCache: true };

/**
 * Doctor discovery, mounted under /api/doctors. Public: listed doctors are the clinic's
 * directory (no health data), and the home page's carousel is open to visitors. Only
 * verified doctors ever appear (DESIGN §5).
 */
export const doctorRoutes: FastifyPluginAsyncZod = (app) => {
  const zone = () => app.config.clinicTimeZone;
  const totals = new TotalsCache();

  app.get(
    '/',
    {
      config: publicCache,
      schema: {
        operationId: 'listDoctors',
        tags: ['doctors'],
        summary: 'Find Doctor: search, filter, sort and page the listed doctors',
        ...openRoute,
        querystring: doctorListQuerySchema,
        response: { 200: doctorPageSchema, ...errorAnswers(400) },
      },
    },
    (request) => doctorPage(app.database, request.query, zone(), totals),
  );

  app.get(
    '/get-doctors/',
    {
      config: publicCache,
      schema: {
        operationId: 'getDoctors',
        tags: ['doctors'],
        summary: "SPEC §7's list of doctors (an array; same filters, at most 100 per call)",
        ...openRoute,
        querystring: doctorArrayQuerySchema,
        response: { 200: doctorArraySchema, ...errorAnswers(400) },
      },
    },
    (request) => listDoctors(app.database, request.query, zone()),
  );

  app.get(
    '/get-doctors/:id',
    {
      config: publicCache,
      schema: {
        operationId: 'getDoctor',
        tags: ['doctors'],
        summary: 'One listed doctor with every field of SPEC §3',
        ...openRoute,
        params: doctorIdParamsSchema,
        response: { 200: doctorDetailSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const doctor = await findDoctor(app.database, request.params.id);
      if (!doctor) throw notFound(doctorNotFound);
      return doctor;
    },
  );

  app.get(
    '/get-trending-doctor/',
    {
      config: publicCache,
      schema: {
        operationId: 'getTrendingDoctors',
        tags: ['doctors'],
        summary: 'Trending doctors for the Recommended Doctors carousel, highest rated first',
        ...openRoute,
        response: { 200: trendingDoctorsSchema, ...errorAnswers() },
      },
    },
    () => trendingDoctors(app.db),
  );

  app.get(
    '/specializations',
    {
      config: publicCache,
      schema: {
        operationId: 'listSpecializations',
        tags: ['doctors'],
        summary: 'The distinct specializations of listed doctors (Find Doctor specialty buttons)',
        ...openRoute,
        response: { 200: specializationsSchema, ...errorAnswers() },
      },
    },
    () => listSpecializations(app.db),
  );

  app.get(
    '/cities',
    {
      config: publicCache,
      schema: {
        operationId: 'listDoctorCities',
        tags: ['doctors'],
        summary: 'The distinct cities of listed doctors (suggestions for the location box)',
        ...openRoute,
        response: { 200: citiesSchema, ...errorAnswers() },
      },
    },
    () => listCities(app.db),
  );

  app.get(
    '/:id/slots',
    {
      config: publicCache,
      schema: {
        operationId: 'getDoctorSlots',
        tags: ['doctors'],
        summary: "A doctor's 12 daily slots with their state, in the clinic's zone",
        ...openRoute,
        params: doctorIdParamsSchema,
        querystring: slotsQuerySchema,
        response: { 200: slotsResponseSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const slots = await doctorSlots(app.database, request.params.id, request.query, zone());
      if (!slots) throw notFound(doctorNotFound);
      return slots;
    },
  );
  return Promise.resolve();
};
