// The API without its audit rows (issue 39.2), for the bench's audited-read rows only: the app
// built as `npm start` builds it, from the same environment, on the same PostgreSQL database,
// with every request's `audit()` replaced by nothing. Each audited read is measured against the
// same read here, in the same run; the gap is what writing its audit row costs. PostgreSQL only:
// PGlite is one connection inside the API's own process. Never a way to run the product.
import { buildApp } from '@clinvia/api';
import { loadConfig } from '@clinvia/api/config';
import { openDatabase } from '@clinvia/api/database';

const config = loadConfig();
if (config.databaseUrl === undefined) throw new Error('bench/unaudited.ts runs on PostgreSQL only (DATABASE_URL)');
const database = await openDatabase({ url: config.databaseUrl });
const app = await buildApp({ database, config: { ...config, jobs: { ...config.jobs, worker: false } }, logger: false });
app.addHook('onRequest', (request, _reply, done) => {
  request.audit = () => Promise.resolve();
  done();
});
await app.listen({ port: config.port, host: config.host });
