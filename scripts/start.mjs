// `npm start`: build the web app and the server bundle when missing or older than their sources,
// then run the API server (which also serves the SPA and the prediction service) in this process.
// Only Node's own modules are imported up front, so an old Node.js gets a clear message
// instead of a syntax error from a dependency.
// package.json's start script gives Node a 1 GB heap limit: V8 then grows the heap in smaller
// steps under load (docs/decisions/2026-11-24-npm-start-memory.md).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { setSourceMapsSupport } from 'node:module';
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { demoDataByDefault } from './demo-data.mjs';
import { nodeVersionProblem } from './node-version.mjs';

const tooOld = nodeVersionProblem();
if (tooOld !== null) {
  console.error(tooOld);
  process.exit(1);
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const webDist = join(root, 'apps/web/dist');
const builtIndex = join(webDist, 'index.html');
const serverBundle = join(root, 'apps/api/dist/server.mjs');
// What scripts/server-build.mjs bundles, and the script itself.
const serverSources = ['apps/api/src', 'packages/contracts/src', 'services/predict/src', 'tsconfig.base.json', 'scripts/server-build.mjs'];
const webSources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/vite-plugins.ts', 'packages/contracts/src'];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

function isStale(built, sources) {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => existsSync(join(root, source)) && newestChange(join(root, source)) > builtAt);
}

// PLAT-15: a line before each long step, so a first start (about a minute and a half) is never
// silent; the builds show only their warnings and errors (Vite's per-chunk table is for `npm run build`).
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

if (process.env.SKIP_WEB_BUILD !== '1' && isStale(builtIndex, webSources)) {
  console.log('Building the web app…');
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`  built in ${seconds(started)}`);
}

process.env.WEB_ROOT ??= webDist;
// One command on one's own machine: the console shows the address (and the demo accounts when
// it is a demo), and only requests that failed or were slow (REQUEST_LOG=all shows every request).
process.env.REQUEST_LOG ??= 'problems';
if (demoDataByDefault(process.env)) process.env.DEMO_DATA = 'true';
if (isStale(serverBundle, serverSources)) {
  console.log('Building the server…');
  const build = spawnSync(process.execPath, [join(root, 'scripts/server-build.mjs'), serverBundle], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// Error stacks name the TypeScript sources (the bundle has a source map), as they did under tsx.
// Only the bundle's own map: with node_modules' maps too, Node kept every dependency's map (and
// the sources inside) parsed in the heap, ~7 MB (PERF-9, issue 39.3).
setSourceMapsSupport(true, { nodeModules: false, generatedCode: false });
console.log('Starting the server…');
await import(pathToFileURL(serverBundle).href);
