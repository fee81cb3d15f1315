import type { RawKey } from './raw-queries';

/** One endpoint to measure. Later issues add theirs here. */
export interface BenchTarget {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Optional bearer token (e.g. a demo account's), resolved once before measuring. */
  token?: string;
  /** Extra request headers (e.g. accept-encoding). */
  headers?: Record<string, string>;
  /** The raw baseline (bench/raw.ts) running this endpoint's SQL, measured in the same run. */
  raw?: RawKey;
  /** Send the answer's own ETag as If-None-Match: every answer must be a 304. */
  revalidate?: boolean;
  /** A read that writes its audit row: measured again without it (bench/unaudited.ts), in the same run. */
  audited?: true;
}

/** Doctor discovery (issue 4): each sort, search, each filter and the SPEC endpoints. */
function doctorTargets(doctorId: string | undefined): BenchTarget[] {
  const get = (path: string, raw?: RawKey): BenchTarget => ({ name: `GET ${path}`, method: 'GET', path, ...(raw ? { raw } : {}) });
  const targets = [
    get('/api/doctors', 'list-recommended'),
    get('/api/doctors?sort=rating', 'list-rating'),
    get('/api/doctors?sort=experience', 'list-experience'),
    get('/api/doctors?sort=fee', 'list-fee'),
    get('/api/doctors?q=cardiology', 'list-q'),
    get('/api/doctors?specialization=Neurology', 'list-specialization'),
    get('/api/doctors?city=Boston%2C%20MA', 'list-city'),
    get('/api/doctors/specializations'),
    get('/api/doctors/cities'),
    get('/api/doctors/get-trending-doctor/'),
    get('/api/doctors/get-doctors/', 'array'),
    // Compression measured against the same endpoints without it (autocannon asks for none).
    { ...get('/api/doctors', 'list-recommended'), name: 'GET /api/doctors (accept-encoding: br, gzip)', headers: { 'accept-encoding': 'br, gzip' } },
    { ...get('/api/doctors/get-doctors/', 'array'), name: 'GET /api/doctors/get-doctors/ (accept-encoding: br, gzip)', headers: { 'accept-encoding': 'br, gzip' } },
    { ...get('/api/doctors'), name: 'GET /api/doctors (If-None-Match: its ETag → 304)', revalidate: true },
    { ...get('/api/doctors/get-doctors/'), name: 'GET /api/doctors/get-doctors/ (If-None-Match → 304)', revalidate: true },
  ];
  if (doctorId) targets.push(get(`/api/doctors/get-doctors/${doctorId}`, 'detail'), get(`/api/doctors/${doctorId}/slots`, 'slots'));
  return targets;
}

/** The patient portal (issue 10): a patient's list of 200 appointments, as they open /appointments. */
function patientTargets(patient: { id: string; token: string } | undefined): BenchTarget[] {
  if (!patient) return [];
  return [{ name: 'GET /api/patients/get-appointments/:id (200 appointments)', method: 'GET', path: `/api/patients/get-appointments/${patient.id}`, token: patient.token, audited: true }];
}

/**
 * The doctor portal (issue 11): a doctor with 10,000 appointments opens SPEC's list (its first
 * 100, soonest first), the portal's Upcoming tab, and searches the Past tab for a patient.
 */
function portalTargets(doctor: { id: string; token: string } | undefined): BenchTarget[] {
  if (!doctor) return [];
  const get = (name: string, path: string): BenchTarget => ({ name, method: 'GET', path, token: doctor.token, audited: true });
  return [
    get('GET /api/doctors/get-appointment-by-doctor-id/:id (10,000 appointments)', `/api/doctors/get-appointment-by-doctor-id/${doctor.id}`),
    get('GET /api/doctors/:id/appointments?tab=upcoming (10,000 appointments)', `/api/doctors/${doctor.id}/appointments?tab=upcoming`),
    get('GET /api/doctors/:id/appointments?tab=past&q=patient%207 (10,000 appointments)', `/api/doctors/${doctor.id}/appointments?tab=past&q=patient%207`),
    get('GET /api/doctors/:id/appointment-stats (10,000 appointments)', `/api/doctors/${doctor.id}/appointment-stats`),
  ];
}

/**
 * `doctorId`: a listed doctor of the database under test (ids differ per database);
 * `patient`: a signed-in patient with 200 appointments; `panelDoctor`: a signed-in doctor with
 * 10,000 appointments.
 */
export function apiTargets(doctorId: string | undefined, patient?: { id: string; token: string }, panelDoctor?: { id: string; token: string }): BenchTarget[] {
  return [
    { name: 'GET /api/health', method: 'GET', path: '/api/health' },
    { name: 'GET /api/config', method: 'GET', path: '/api/config' },
    ...doctorTargets(doctorId),
    ...patientTargets(patient),
    ...portalTargets(panelDoctor),
  ];
}
