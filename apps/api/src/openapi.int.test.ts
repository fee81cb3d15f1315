import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Operation } from '@clinvia/contracts/operations/operation';
import { predictRoutes } from '@clinvia/predict';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';

// The generated OpenAPI document is what client generators read: it must say, for every
// operation, who may call it (security), how to name it (operationId) and how it fails (4xx).
// Checked with Redocly CLI's recommended rules.

interface Problem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer: string }[];
}

/**
 * Accepted findings, each with its reason. Nothing else may be reported, errors or warnings.
 * - The specification's two array paths end in a slash (FIND-10); an existing client calls them that way.
 * - `/api/doctors/{id}/slots` (and the portal's `{id}/appointments`, `{id}/appointment-stats`,
 *   `{id}/hours` (HOURS-5), `{id}/visit-types`)
 *   look ambiguous next to `/api/doctors/<name>/{param}` routes (`get-doctors/{id}`, SPEC's
 *   `get-appointment-by-doctor-id/{id}`, `appointments/{id}`), but Fastify's router always
 *   prefers a static segment and a doctor id is a UUID, so a request can only ever reach one.
 */
const accepted: { ruleId: string; pointer: RegExp }[] = [
  { ruleId: 'no-path-trailing-slash', pointer: /^#\/paths\/~1api~1doctors~1(get-doctors|get-trending-doctor)~1$/ },
  { ruleId: 'no-ambiguous-paths', pointer: /^#\/paths\/~1api~1doctors~1(\{id\}~1(slots|appointments|appointment-stats|hours|visit-types)|get-appointment-by-doctor-id~1\{id\}|appointments~1\{id\})$/ },
];

function isAccepted(problem: Problem): boolean {
  const pointer = problem.location[0]?.pointer ?? '';
  return accepted.some((rule) => rule.ruleId === problem.ruleId && rule.pointer.test(pointer));
}

let testApp: TestApp;
let document: { paths: Record<string, Record<string, { operationId?: string; security?: unknown[]; responses: Record<string, unknown> }>> };
const dir = mkdtempSync(path.join(tmpdir(), 'clinvia-openapi-'));

beforeAll(async () => {
  // As a deployment serves it (APP_URL set): Redocly rightly flags a localhost server.
  testApp = await createTestApp({ predict: predictRoutes, config: { appUrl: 'https://portal.clinvia.health' } });
  const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});

afterAll(async () => {
  await testApp.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('OpenAPI document', () => {
  it("passes Redocly's recommended rules", () => {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
    const run = spawnSync(process.execPath, [cli, 'lint', file, '--extends', 'recommended', '--format', 'json'], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      timeout: 60_000,
    });
    const report = JSON.parse(run.stdout) as { problems: Problem[] };
    const problems = report.problems.filter((problem) => !isAccepted(problem)).map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`);
    expect(problems).toEqual([]);
  });

  it('names every operation uniquely and says which need the bearer token', () => {
    const operations = Object.entries(document.paths).flatMap(([url, methods]) => Object.entries(methods).map(([method, operation]) => ({ url, method, operation })));
    expect(operations.length).toBeGreaterThan(20);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const me = document.paths['/api/authentication/me']?.get;
    expect(me?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(me?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '429']));
    expect(document.paths['/api/authentication/login']?.post?.security).toEqual([]);
  });

  it('has exactly the operations declared in @clinvia/contracts/operations, at their method and path', async () => {
    const folder = path.dirname(createRequire(import.meta.url).resolve('@clinvia/contracts/operations/operation'));
    const files = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const modules = await Promise.all(files.map((file) => import(path.join(folder, file)) as Promise<Record<string, unknown>>));
    const declared = modules
      .flatMap((module) => Object.values(module))
      .filter((value): value is Operation => typeof value === 'object' && value !== null && 'operationId' in value && 'schemas' in value)
      .filter((operation) => operation.service !== 'predict')
      .map((operation) => `${operation.method} ${operation.path.replace(/:(\w+)/g, '{$1}')} ${operation.operationId}`);
    const served = Object.entries(document.paths)
      .filter(([url]) => url.startsWith('/api/'))
      .flatMap(([url, methods]) => Object.entries(methods).map(([method, operation]) => `${method.toUpperCase()} ${url} ${operation.operationId ?? ''}`));
    expect(served.sort()).toEqual(declared.sort());
  });
});
