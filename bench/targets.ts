/** One endpoint to measure. Later issues add theirs here. */
export interface BenchTarget {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Optional bearer token (e.g. a demo account's), resolved once before measuring. */
  token?: string;
}

export function apiTargets(): BenchTarget[] {
  return [
    { name: 'GET /api/health', method: 'GET', path: '/api/health' },
    { name: 'GET /api/config', method: 'GET', path: '/api/config' },
  ];
}
