// `npm run dev`: the API with reload on change (port 3001) and Vite with hot reload (port 3000),
// which proxies /api and /ml to the API.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoDataByDefault } from './demo-data.mjs';
import { nodeVersionProblem } from './node-version.mjs';

const tooOld = nodeVersionProblem();
if (tooOld !== null) {
  console.error(tooOld);
  process.exit(1);
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3001';

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...(demoDataByDefault(process.env) ? { DEMO_DATA: 'true' } : {}), PORT: apiPort, WEB_ROOT: '' },
  }),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '3000'], {
    cwd: resolve(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) {
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
}
