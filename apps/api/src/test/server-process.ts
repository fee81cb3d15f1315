import { buildApp } from '../app';
import type { Config } from '../config';
import { openDatabase } from '../db/client';

// A listening server process for the tests that kill one with SIGKILL under load
// (plugins/audit-crash.int.test.ts): the app built from the test's Config (JSON in
// CLINVIA_TEST_CONFIG) on its own pool of the test's PostgreSQL database
// (CLINVIA_TEST_DATABASE_URL), or on the embedded PGlite database of a directory the test made
// and closed (CLINVIA_TEST_DATA_DIR), on a free port of 127.0.0.1. Prints 'listening <port>'.

const { CLINVIA_TEST_CONFIG: configJson, CLINVIA_TEST_DATABASE_URL: url, CLINVIA_TEST_DATA_DIR: dataDir } = process.env;
if (configJson === undefined || (!url && !dataDir)) throw new Error('server-process.ts needs CLINVIA_TEST_CONFIG and CLINVIA_TEST_DATABASE_URL or CLINVIA_TEST_DATA_DIR');
const config = JSON.parse(configJson) as Config;
const database = url ? await openDatabase({ url, poolSize: 10 }) : await openDatabase({ dataDir });
const app = await buildApp({ database, config: { ...config, jobs: { ...config.jobs, worker: false, autoStart: false } }, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('the server has no TCP address');
process.stdout.write(`listening ${String(address.port)}\n`);
