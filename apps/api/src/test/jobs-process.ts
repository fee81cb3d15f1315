import { appendFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../app';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import type { Mail } from '../lib/mail';

// A server process for the tests that kill one with SIGKILL (offers-crash.int.test.ts): the app
// built from the test's Config (JSON in CLINVIA_TEST_CONFIG) on its own pool of the test's
// PostgreSQL database (CLINVIA_TEST_DATABASE_URL). Each mail it starts to send is first
// appended to CLINVIA_TEST_SEND_LOG (its idempotency key): the outbox writes a key's file once,
// so only this log shows a mail sent twice. Prints 'ready', then works until it is killed.
//
// The config has autoStart off and this script polls `drain()` itself, as the worker's own
// loop does (JobsWorker.start): with autoStart the first round could begin before the mailer
// is wrapped.

const { CLINVIA_TEST_CONFIG: configJson, CLINVIA_TEST_DATABASE_URL: url, CLINVIA_TEST_SEND_LOG: sendLog } = process.env;
if (configJson === undefined || url === undefined || sendLog === undefined) throw new Error('jobs-process.ts needs CLINVIA_TEST_CONFIG, CLINVIA_TEST_DATABASE_URL and CLINVIA_TEST_SEND_LOG');
const config = JSON.parse(configJson) as Config;
const database = await openDatabase({ url, poolSize: 4 });
const app = await buildApp({ database, config: { ...config, jobs: { ...config.jobs, worker: true, autoStart: false } }, logger: false });
// The jobs plugin sends through this very object.
const send = app.mailer.send.bind(app.mailer);
app.mailer.send = async (mail: Mail) => {
  appendFileSync(sendLog, `${mail.idempotencyKey ?? '-'}\n`);
  await send(mail);
};
await app.ready();
process.stdout.write('ready\n');
const pollMs = (config.jobs?.pollSeconds ?? 1) * 1000;
for (;;) {
  await app.jobs.drain();
  await sleep(pollMs);
}
