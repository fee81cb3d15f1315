// `npm run lighthouse [-- /path …]`: Lighthouse's mobile preset (simulated slow 4G and a 4× slower
// CPU) on the first-load pages, against the product as `npm start` serves it (built when stale),
// on a fresh embedded database and a free port, in Debian's Chromium (no browser download).
// Prints one row per page and exits non-zero when a page scores under 95, shifts 0.05 or more, or
// scores under 100 for accessibility (issue 36: Lighthouse's accessibility audit, as well as axe in e2e).
// Not part of `npm test`: it takes minutes and the figures move with the machine's load.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import getPort from 'get-port';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const minScore = 95;
const minAccessibility = 100;
const maxShift = 0.05;
const demoPatient = { email: 'patient@clinvia.test', password: 'Clinvia-demo-2025' };
// /find-doctor is for signed-in users: the demo patient's token goes where the SPA keeps it
// (localStorage 'token', apps/web/src/lib/token.ts) before Lighthouse loads the page.
const allPages = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/register', signedIn: false },
  { path: '/find-doctor', signedIn: true },
];
const chosen = process.argv.slice(2);
// LIGHTHOUSE_REPORTS=dir keeps each page's full report and its trace (JSON; the trace opens in
// DevTools' Performance panel) there, to see where the time goes.
const reportDir = process.env.LIGHTHOUSE_REPORTS;
const pages = chosen.length === 0 ? allPages : allPages.filter((page) => chosen.includes(page.path));
// The machine notes' flags: no GPU, no sandbox in this container, no background traffic.
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-default-apps'];

async function waitForHealth(base, server, timeoutMs = 240_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${String(server.exitCode)}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('the server did not answer /api/health in time');
}

async function signIn(base) {
  const response = await fetch(`${base}/api/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...demoPatient, rememberMe: false }),
  });
  if (!response.ok) throw new Error(`demo sign-in failed: ${String(response.status)}`);
  const { token } = await response.json();
  return token;
}

/** One Lighthouse run in a fresh browser profile (cold cache, empty storage). */
async function audit(base, page, token) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  try {
    if (page.signedIn) {
      // A page of the same origin that loads none of the app's files, so the cache stays cold.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(chrome.port)}`);
      const tab = await browser.contexts()[0].newPage();
      await tab.goto(`${base}/api/health`);
      await tab.evaluate((value) => {
        localStorage.setItem('token', value);
      }, token);
      await tab.close();
    }
    const result = await lighthouse(`${base}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Storage is reset between runs unless told otherwise; the signed-in run keeps its token.
      disableStorageReset: page.signedIn,
    });
    if (result === undefined) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    if (reportDir !== undefined) {
      mkdirSync(reportDir, { recursive: true });
      const name = `${page.path === '/' ? 'home' : page.path.slice(1).replaceAll('/', '-')}-${new Date().toISOString().replaceAll(':', '')}`;
      writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(result.lhr));
      writeFileSync(join(reportDir, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
    }
    const { audits, categories } = result.lhr;
    const scripts = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
    return {
      path: page.path,
      score: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      accessibilityFailures: Object.values(audits).filter((one) => categories.accessibility.auditRefs.some((ref) => ref.id === one.id) && one.score === 0).map((one) => one.id),
      fcp: audits['first-contentful-paint']?.numericValue,
      lcp: audits['largest-contentful-paint']?.numericValue,
      tbt: audits['total-blocking-time']?.numericValue,
      cls: audits['cumulative-layout-shift']?.numericValue,
      lcpError: audits['largest-contentful-paint']?.errorMessage,
      jsKiB: (scripts?.transferSize ?? 0) / 1024,
      runtimeError: result.lhr.runtimeError?.message,
    };
  } finally {
    chrome.kill();
  }
}

const port = await getPort();
const base = `http://127.0.0.1:${String(port)}`;
const dataDir = mkdtempSync(join(tmpdir(), 'clinvia-lighthouse-'));
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', RATE_LIMIT_MAX: '0', LOG_LEVEL: 'warn' },
});

let failed = false;
try {
  await waitForHealth(base, server);
  const token = pages.some((page) => page.signedIn) ? await signIn(base) : '';
  const rows = [];
  for (const page of pages) {
    console.log(`Lighthouse (mobile): ${page.path}${page.signedIn ? ' (signed in)' : ''}…`);
    rows.push(await audit(base, page, token));
  }
  console.log('\n| page | score | accessibility | FCP | LCP | TBT | CLS | JS transferred |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    // A metric Lighthouse could not measure (e.g. no paint within its time-out) is undefined.
    const show = (value, format) => (typeof value === 'number' ? format(value) : 'n/a');
    const seconds = (value) => `${(value / 1000).toFixed(1)} s`;
    console.log(
      `| ${row.path} | ${String(row.score)} | ${String(row.accessibility)} | ${show(row.fcp, seconds)} | ${show(row.lcp, seconds)} | ${show(row.tbt, (v) => `${v.toFixed(0)} ms`)} | ${show(row.cls, (v) => v.toFixed(3))} | ${row.jsKiB.toFixed(1)} KiB |`,
    );
    if (row.runtimeError) console.log(`  ${row.path}: Lighthouse error: ${row.runtimeError}`);
    if (row.lcpError) console.log(`  ${row.path}: LCP: ${row.lcpError}`);
    const problems = [];
    if (row.score < minScore) problems.push(`score ${String(row.score)} < ${String(minScore)}`);
    if (!(row.cls < maxShift)) problems.push(`CLS ${typeof row.cls === 'number' ? row.cls.toFixed(3) : 'not measured'} ≥ ${String(maxShift)}`);
    if (row.accessibility < minAccessibility) problems.push(`accessibility ${String(row.accessibility)} < ${String(minAccessibility)} (${row.accessibilityFailures.join(', ')})`);
    if (row.runtimeError) problems.push('the run failed');
    if (problems.length > 0) {
      failed = true;
      console.log(`  ${row.path}: ${problems.join(', ')}`);
    }
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  server.kill('SIGTERM');
  await new Promise((done) => {
    if (server.exitCode !== null) done();
    else server.once('exit', done);
  });
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
