// `npm test`: lint and typecheck (side by side), unit/component/API tests on PGlite (and again on
// PostgreSQL when TEST_DATABASE_URL is set), then the browser tests. Stops at the first failing
// stage and ends with every runner's summary plus one total line.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(join(tmpdir(), 'clinvia-test-'));
const summaries = [];
const totals = { passed: 0, failed: 0, skipped: 0 };

/** Runs one stage; a failing stage ends the run, after `count` has read its report (if any). */
function run(label, command, args, env = {}, count = undefined) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (count) {
    try {
      count(seconds);
    } catch {
      summaries.push(`${label}: no report (${seconds} s)`);
    }
  }
  if (result.status !== 0) {
    summaries.push(`${label}: FAILED (${seconds} s)`);
    finish(result.status ?? 1);
  }
  return seconds;
}

function countVitest(label, file, seconds) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  summaries.push(`${label}: ${report.numPassedTests} passed, ${report.numFailedTests} failed in ${report.numTotalTestSuites} suites (${seconds} s)`);
}

function countPlaywright(label, file, seconds) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  summaries.push(`${label}: ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed, ${stats.flaky} flaky (${seconds} s)`);
}

function finish(code) {
  console.log('\n=== Summary ===');
  for (const line of summaries) console.log(line);
  // Per-file and per-test durations, for whoever next looks into the run's time.
  console.log(`reports (Vitest and Playwright JSON): ${reports}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(code);
}

/** One stage with its output held, printed whole under its label when it ends. */
function runHeld(label, command, args) {
  return new Promise((done) => {
    const started = Date.now();
    const output = [];
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n=== ${label} (${seconds} s) ===`);
      process.stdout.write(Buffer.concat(output));
      done({ label, status: status ?? 1, seconds });
    });
  });
}

// Lint and typecheck each keep one core busy and share nothing, so on CI's two cores they run
// side by side (docs/decisions/2026-11-29-test-run-time.md); both finish, so a run that fails
// shows every lint and type error at once. Their output is held so the two never interleave.
console.log('\n=== lint and typecheck (side by side) ===');
const checks = await Promise.all([runHeld('lint', 'npx', ['eslint', '--max-warnings', '0', '.']), runHeld('typecheck', 'npm', ['run', 'typecheck'])]);
for (const { label, status, seconds } of checks) summaries.push(status === 0 ? `${label}: clean (${seconds} s)` : `${label}: FAILED (${seconds} s)`);
const failedCheck = checks.find(({ status }) => status !== 0);
if (failedCheck) finish(failedCheck.status);

const vitestArgs = (file) => ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
const pgliteReport = join(reports, 'vitest-pglite.json');
const { TEST_DATABASE_URL } = process.env;
run('unit, component and API tests (PGlite)', 'npx', vitestArgs(pgliteReport), { TEST_DATABASE_URL: '' }, (seconds) => {
  countVitest('vitest (PGlite)', pgliteReport, seconds);
});

/**
 * The API's test files that open a database: every `*.int.test.ts`, and any other test that opens
 * one itself or through src/test/'s helpers (app.test.ts, the plugins'). The others are pure unit
 * tests, the same on either database, and already ran in the PGlite stage.
 */
function apiDatabaseTests() {
  const src = join(root, 'apps/api/src');
  const opensDatabase = /openDatabase|from '(?:\.\.?\/)+test\//;
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => file.endsWith('.int.test.ts') || opensDatabase.test(readFileSync(join(src, file), 'utf8')))
    .map((file) => join('apps/api/src', file));
}

if (TEST_DATABASE_URL) {
  const postgresReport = join(reports, 'vitest-postgres.json');
  run('API tests (PostgreSQL)', 'npx', [...vitestArgs(postgresReport), '--project', 'api', ...apiDatabaseTests()], { TEST_DATABASE_URL }, (seconds) => {
    countVitest('vitest api (PostgreSQL)', postgresReport, seconds);
  });
} else {
  summaries.push('vitest api (PostgreSQL): not run (TEST_DATABASE_URL is not set)');
}

run('build web app', 'npm', ['run', 'build', '-w', 'apps/web']);
const sizeSeconds = run('first-load JavaScript size (gzip)', 'npx', ['tsx', 'apps/web/scripts/check-size.ts']);
summaries.push(`first-load size: within budget (${sizeSeconds} s)`);
const playwrightReport = join(reports, 'playwright.json');
run('browser tests (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport }, (seconds) => {
  countPlaywright('playwright', playwrightReport, seconds);
});

finish(totals.failed > 0 ? 1 : 0);
