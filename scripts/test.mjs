// `npm test`: lint, typecheck, unit/component/API tests on PGlite (and again on PostgreSQL when
// TEST_DATABASE_URL is set), then the browser tests. Stops at the first failing stage and ends
// with every runner's summary plus one total line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
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
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(code);
}

const lintSeconds = run('lint', 'npx', ['eslint', '--max-warnings', '0', '.']);
summaries.push(`lint: clean (${lintSeconds} s)`);
const typecheckSeconds = run('typecheck', 'npm', ['run', 'typecheck']);
summaries.push(`typecheck: clean (${typecheckSeconds} s)`);

const vitestArgs = (file) => ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
const pgliteReport = join(reports, 'vitest-pglite.json');
const { TEST_DATABASE_URL } = process.env;
run('unit, component and API tests (PGlite)', 'npx', vitestArgs(pgliteReport), { TEST_DATABASE_URL: '' }, (seconds) => {
  countVitest('vitest (PGlite)', pgliteReport, seconds);
});

if (TEST_DATABASE_URL) {
  const postgresReport = join(reports, 'vitest-postgres.json');
  run('API tests (PostgreSQL)', 'npx', [...vitestArgs(postgresReport), '--project', 'api'], { TEST_DATABASE_URL }, (seconds) => {
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
