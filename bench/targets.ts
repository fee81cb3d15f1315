/** One endpoint to measure. Later issues add theirs here. */
export interface BenchTarget {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Optional bearer token (e.g. a demo account's), resolved once before measuring. */
  token?: string;
}

/** Doctor discovery (issue 4): each sort, search, each filter and the SPEC endpoints. */
function doctorTargets(doctorId: string | undefined): BenchTarget[] {
  const get = (path: string): BenchTarget => ({ name: `GET ${path}`, method: 'GET', path });
  const targets = [
    get('/api/doctors'),
    get('/api/doctors?sort=rating'),
    get('/api/doctors?sort=experience'),
    get('/api/doctors?sort=fee'),
    get('/api/doctors?q=cardiology'),
    get('/api/doctors?specialization=Neurology'),
    get('/api/doctors?city=Boston%2C%20MA'),
    get('/api/doctors/specializations'),
    get('/api/doctors/cities'),
    get('/api/doctors/get-trending-doctor/'),
    get('/api/doctors/get-doctors/'),
  ];
  if (doctorId) targets.push(get(`/api/doctors/get-doctors/${doctorId}`), get(`/api/doctors/${doctorId}/slots`));
  return targets;
}

/** `doctorId`: a listed doctor of the database under test (ids differ per database). */
export function apiTargets(doctorId: string | undefined): BenchTarget[] {
  return [
    { name: 'GET /api/health', method: 'GET', path: '/api/health' },
    { name: 'GET /api/config', method: 'GET', path: '/api/config' },
    ...doctorTargets(doctorId),
  ];
}
