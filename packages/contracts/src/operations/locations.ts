import { operation, schemasFrom, signedIn } from './operation';

// LOC-1 to LOC-3: the clinic's locations, managed by approved staff in the console; every
// change is audited (`location.*`). Doctors choose among them in their hours (HOURS-9), whose
// answer lists the ones they may choose.

const load = schemasFrom(async () => ({ locations: await import('../locations') }));
const staffAccess = signedIn(['staff'], 'approved staff');

export const listLocations = operation({
  operationId: 'listLocations',
  method: 'GET',
  path: '/api/staff/locations',
  tag: 'locations',
  summary: 'Every location (the default first, retired last) with how many doctors use it, and the time zones a location may take',
  access: staffAccess,
  errors: [401, 403],
  schemas: load(({ locations }) => ({ responses: { 200: locations.locationListSchema } })),
});

export const createLocation = operation({
  operationId: 'createLocation',
  method: 'POST',
  path: '/api/staff/locations',
  tag: 'locations',
  summary: 'Add a location (name, address, IANA time zone from the list); audited',
  access: staffAccess,
  errors: [400, 401, 403],
  schemas: load(({ locations }) => ({ body: locations.locationCreateSchema, responses: { 201: locations.locationAnswerSchema } })),
});

export const updateLocation = operation({
  operationId: 'updateLocation',
  method: 'PUT',
  path: '/api/staff/locations/:id',
  tag: 'locations',
  summary: 'Change a location’s name, address or zone; audited',
  description: 'The default location keeps CLINIC_TIME_ZONE (400 on `time_zone` for another); a location that doctors’ hours use keeps its zone (409 `location_zone_in_use`).',
  access: staffAccess,
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ locations }) => ({ params: locations.locationPathSchema, body: locations.locationUpdateSchema, responses: { 200: locations.locationAnswerSchema } })),
});

export const retireLocation = operation({
  operationId: 'retireLocation',
  method: 'POST',
  path: '/api/staff/locations/:id/retire',
  tag: 'locations',
  summary: 'Retire a location no doctor uses: offered for no new hours, kept on past bookings; audited',
  description: '409 `location_in_use` while a doctor’s own location or hours (the week, or a date from today on) name it; 409 `location_default` for the default location.',
  access: staffAccess,
  errors: [400, 401, 403, 404, 409],
  schemas: load(({ locations }) => ({ params: locations.locationPathSchema, responses: { 200: locations.locationAnswerSchema } })),
});
