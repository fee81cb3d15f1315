import { sql } from 'drizzle-orm';
import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatient } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { rowsOf } from '../test/waitlist-offers';

// Issue 39.6: /metrics read by a Prometheus text parser, behind a token or an allow-list, and
// the health probes a load balancer and an orchestrator use.

const token = 'metrics-token-for-the-test-0123456789';
const outside = '203.0.113.9';
const allowed = '198.51.100.7';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { metrics: { token, allow: [allowed] } } });
  await t.app.ready();
});

afterAll(async () => {
  await t.close();
});

async function scrapeText(): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: outside, headers: { authorization: `Bearer ${token}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
}

async function scrape(): Promise<Map<string, PrometheusFamily>> {
  return new Map(parsePrometheusTextFormat(await scrapeText()).map((family) => [family.name, family]));
}

/**
 * One series of a histogram family, parsed: the parser keeps a histogram's buckets, count and
 * sum only for a series without labels, so the series' own labels are taken off its lines first.
 */
function histogramSeries(text: string, name: string, labels: Record<string, string>): PrometheusFamily | undefined {
  const own = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const lines = text.split('\n').flatMap((line) => {
    if (line.startsWith('#')) return line.includes(` ${name} `) ? [line] : [];
    if (!line.startsWith(name) || !own.every((label) => line.includes(label))) return [];
    const stripped = own.reduce((rest, label) => rest.replace(new RegExp(`,?${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`), ''), line);
    return [stripped.replace('{,', '{').replace('{}', '')];
  });
  return parsePrometheusTextFormat(`${lines.join('\n')}\n`).find((found) => found.name === name);
}

function family(metrics: Map<string, PrometheusFamily>, name: string): PrometheusFamily {
  const found = metrics.get(name);
  if (!found) throw new Error(`no ${name} in /metrics`);
  return found;
}

const valueOf = (found: PrometheusFamily, labels: Record<string, string> = {}) =>
  Number(found.metrics.find((sample) => Object.entries(labels).every(([key, value]) => sample.labels?.[key] === value))?.value ?? Number.NaN);

describe('/metrics', () => {
  it('answers 404 to a client neither allowed nor holding the token, and to a wrong token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: outside })).statusCode).toBe(404);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: outside, headers: { authorization: `Bearer ${token.replace('0', '1')}` } });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).not.toContain('clinvia_');
  });

  it('answers the loopback and METRICS_ALLOW addresses without the token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: allowed })).statusCode).toBe(200);
  });

  it('times requests by route and counts answers by status', async () => {
    const before = await scrape();
    const notFoundBefore = valueOf(family(before, 'clinvia_http_responses_total'), { status: '404' }) || 0;
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-thing' })).statusCode).toBe(404);
    const text = await scrapeText();
    const after = new Map(parsePrometheusTextFormat(text).map((found) => [found.name, found]));
    expect(family(after, 'clinvia_http_request_duration_seconds').type).toBe('HISTOGRAM');
    const config = histogramSeries(text, 'clinvia_http_request_duration_seconds', { method: 'GET', route: '/api/config' })?.metrics[0];
    expect(Number(config?.count)).toBe(3);
    expect(Number(config?.buckets?.['+Inf'])).toBe(3);
    expect(Number(config?.sum)).toBeGreaterThan(0);
    expect(Number(histogramSeries(text, 'clinvia_http_request_duration_seconds', { method: 'GET', route: 'unmatched' })?.metrics[0]?.count)).toBeGreaterThanOrEqual(1);
    const answers = family(after, 'clinvia_http_responses_total');
    expect(answers.type).toBe('COUNTER');
    expect(valueOf(answers, { status: '200' })).toBeGreaterThanOrEqual(3);
    expect(valueOf(answers, { status: '404' })).toBe(notFoundBefore + 1);
  });

  it('reports sessions, e-mails, offers, the job queues and the pool from the database', async () => {
    const sessionsBefore = valueOf(family(await scrape(), 'clinvia_sessions_active'));
    await createPatient(t.database.db, t.config.jwtSecret, 'Metric Patient');
    const metrics = await scrape();
    expect(valueOf(family(metrics, 'clinvia_sessions_active'))).toBe(sessionsBefore + 1);
    const emails = family(metrics, 'clinvia_appointment_emails');
    for (const status of ['sent', 'failed', 'queued']) expect(valueOf(emails, { status })).toBeGreaterThanOrEqual(0);
    expect(valueOf(family(metrics, 'clinvia_appointment_emails_waiting_oldest_seconds'))).toBeGreaterThanOrEqual(0);
    expect(valueOf(family(metrics, 'clinvia_waitlist_offers_held'))).toBe(0);
    expect(family(metrics, 'clinvia_job_queue_depth').type).toBe('GAUGE');
    expect(family(metrics, 'clinvia_job_queue_oldest_seconds').type).toBe('GAUGE');
    const pool = family(metrics, 'clinvia_db_pool_connections');
    if (t.database.kind === 'postgres') expect(valueOf(pool, { state: 'total' })).toBeGreaterThan(0);
    expect(valueOf(family(metrics, 'process_resident_memory_bytes'))).toBeGreaterThan(0);
  });
});

describe('health probes', () => {
  it('live answers without looking at anything', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'live' });
  });

  it('ready answers once the database answers and every migration is applied', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'ok', redis: 'not configured', migrations: 'applied' });
  });

  it('is not ready while a migration of this build is missing', async () => {
    const { db } = t.database;
    const [newest] = await rowsOf<{ newest: string }>(db, sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
    await db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest?.newest ?? '0'}::bigint`);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json<{ error: { message: string } }>().error.message).toMatch(/migrations/);
    } finally {
      await db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest?.newest ?? '0'}::bigint - 1`);
    }
  });
});
