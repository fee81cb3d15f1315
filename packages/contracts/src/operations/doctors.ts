import { openAccess, operation, schemasFrom } from './operation';

const load = schemasFrom(async () => {
  const [doctors, visitTypes] = await Promise.all([import('../doctors'), import('../visit-types')]);
  return { doctors, visitTypes };
});

export const listDoctors = operation({
  operationId: 'listDoctors',
  method: 'GET',
  path: '/api/doctors',
  tag: 'doctors',
  summary: 'Find Doctor: search, filter, sort and page the listed doctors',
  access: openAccess,
  errors: [400],
  schemas: load(({ doctors }) => ({ query: doctors.doctorListQuerySchema, responses: { 200: doctors.doctorPageSchema } })),
});

export const getDoctors = operation({
  operationId: 'getDoctors',
  method: 'GET',
  path: '/api/doctors/get-doctors/',
  tag: 'doctors',
  summary: "The specification's list of doctors (FIND-10; an array; same filters, at most 100 per call)",
  access: openAccess,
  errors: [400],
  schemas: load(({ doctors }) => ({ query: doctors.doctorArrayQuerySchema, responses: { 200: doctors.doctorArraySchema } })),
});

export const getDoctor = operation({
  operationId: 'getDoctor',
  method: 'GET',
  path: '/api/doctors/get-doctors/:id',
  tag: 'doctors',
  summary: 'One listed doctor with every field of the specification (FIND-10)',
  access: openAccess,
  errors: [400, 404],
  schemas: load(({ doctors }) => ({ params: doctors.doctorIdParamsSchema, responses: { 200: doctors.doctorDetailSchema } })),
});

export const getTrendingDoctors = operation({
  operationId: 'getTrendingDoctors',
  method: 'GET',
  path: '/api/doctors/get-trending-doctor/',
  tag: 'doctors',
  summary: 'Trending doctors for the Recommended Doctors carousel, highest rated first',
  access: openAccess,
  errors: [],
  schemas: load(({ doctors }) => ({ responses: { 200: doctors.trendingDoctorsSchema } })),
});

export const listSpecializations = operation({
  operationId: 'listSpecializations',
  method: 'GET',
  path: '/api/doctors/specializations',
  tag: 'doctors',
  summary: 'The distinct specializations of listed doctors (Find Doctor specialty buttons)',
  access: openAccess,
  errors: [],
  schemas: load(({ doctors }) => ({ responses: { 200: doctors.specializationsSchema } })),
});

export const listDoctorCities = operation({
  operationId: 'listDoctorCities',
  method: 'GET',
  path: '/api/doctors/cities',
  tag: 'doctors',
  summary: 'The distinct cities of listed doctors (suggestions for the location box)',
  access: openAccess,
  errors: [],
  schemas: load(({ doctors }) => ({ responses: { 200: doctors.citiesSchema } })),
});

export const getDoctorSlots = operation({
  operationId: 'getDoctorSlots',
  method: 'GET',
  path: '/api/doctors/:id/slots',
  tag: 'doctors',
  summary: "A doctor's 12 daily slots with their state, in the clinic's zone",
  access: openAccess,
  errors: [400, 404],
  schemas: load(({ doctors }) => ({ params: doctors.doctorIdParamsSchema, query: doctors.slotsQuerySchema, responses: { 200: doctors.slotsResponseSchema } })),
});

export const getDoctorVisitTypes = operation({
  operationId: 'getDoctorVisitTypes',
  method: 'GET',
  path: '/api/doctors/:id/visit-types',
  tag: 'doctors',
  summary: 'The visit types a listed doctor offers, each with its length in slots and minutes (VISIT-3)',
  access: openAccess,
  errors: [400, 404],
  schemas: load(({ doctors, visitTypes }) => ({ params: doctors.doctorIdParamsSchema, responses: { 200: visitTypes.doctorVisitTypesSchema } })),
});
