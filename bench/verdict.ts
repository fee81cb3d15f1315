/** What autocannon counted for one endpoint: answers per status code, and failed requests. */
export interface AnswerCounts {
  /** Answers per HTTP status, e.g. `{ '200': 41234 }`. */
  statuses: Record<string, number>;
  /** Requests that got no answer (connection errors, timeouts). */
  errors: number;
}

/**
 * Why a bench row cannot be reported as a rate, or null when it can: every answer had the
 * expected status (any 2xx by default) and there was at least one. A row that measured 400s
 * or refused connections would otherwise print how fast the server says no.
 */
export function benchFailure(counts: AnswerCounts, expectedStatus?: number): string | null {
  const answered = Object.values(counts.statuses).reduce((sum, n) => sum + n, 0);
  if (answered === 0) return counts.errors > 0 ? `no answer, ${String(counts.errors)} errors` : 'no answer within the run';
  const unexpected = Object.entries(counts.statuses)
    .filter(([status, n]) => n > 0 && (expectedStatus === undefined ? !/^2\d\d$/.test(status) : Number(status) !== expectedStatus))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${String(n)} × ${status}`);
  if (counts.errors > 0) unexpected.push(`${String(counts.errors)} errors`);
  return unexpected.length === 0 ? null : unexpected.join(', ');
}

/** What a goal against a raw baseline reads of each side's measurement. */
export interface RateOutcome {
  name: string;
  requestsPerSecond: number;
  /** Why the measurement is not a rate (benchFailure), or null. */
  failure: string | null;
}

/**
 * One side of a row measured over several rounds, alternating with the other side: the mean
 * rate, failed if any round failed. On 2 cores shared with the load generator one 8-second pair
 * moves ±10 % from run to run; rounds taken in turn (ours then raw, raw then ours) let drift
 * weigh on both sides alike.
 */
export function overRounds(rounds: readonly RateOutcome[]): RateOutcome {
  const [first] = rounds;
  if (first === undefined) throw new Error('overRounds needs at least one round');
  const failed = rounds.find((round) => round.failure !== null);
  return { name: first.name, requestsPerSecond: rounds.reduce((sum, round) => sum + round.requestsPerSecond, 0) / rounds.length, failure: failed?.failure ?? null };
}

/**
 * Why an endpoint fails its goal against its raw baseline (the same work done bare, PERF-13), or
 * null: either side failed as a measurement, or the endpoint's rate is below `goal` (a share,
 * e.g. 0.7) of the baseline's.
 */
export function rawShareFailure(endpoint: RateOutcome, raw: RateOutcome, goal: number): string | null {
  if (endpoint.failure !== null) return `${endpoint.name}: ${endpoint.failure}`;
  if (raw.failure !== null) return `${endpoint.name}: its raw baseline failed (${raw.failure})`;
  if (!(raw.requestsPerSecond > 0)) return `${endpoint.name}: its raw baseline answered nothing`;
  const share = endpoint.requestsPerSecond / raw.requestsPerSecond;
  if (share >= goal) return null;
  // Rounded down, so a row just short of the goal never reads as reaching it.
  return `${endpoint.name} at ${String(Math.floor(share * 100))} % of its raw baseline (goal ≥ ${(goal * 100).toFixed(0)} %)`;
}
