import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { accountEmailField, newPasswordField } from '@clinvia/contracts/auth';
import { loadConfig } from '../config';
import { administratorCount, createOrPromoteAdministrator } from '../modules/staff/members/service';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';

// npm run create-admin -- --email admin@clinic.example --name "Ada Admin"
// Creates (or promotes) a staff administrator, e.g. the first one of a fresh installation. The
// password comes from CLINVIA_ADMIN_PASSWORD or a hidden prompt, never from the command line,
// where it would stay in the shell history and the process list.

export const passwordVariable = 'CLINVIA_ADMIN_PASSWORD';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Reads a line without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const echo = rl as unknown as { _writeToOutput(text: string): void };
    // Show the question, then nothing of what is typed.
    let asked = false;
    echo._writeToOutput = (text: string) => {
      if (!asked) process.stdout.write(text);
      asked = true;
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function passwordFromUser(): Promise<string> {
  const fromEnv = process.env[passwordVariable];
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!process.stdin.isTTY) fail(`No terminal to ask for the password: set ${passwordVariable}.`);
  const first = await askHidden('Password for the new administrator: ');
  const second = await askHidden('Repeat the password: ');
  if (first !== second) fail('The passwords do not match.');
  return first;
}

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } }, strict: true });
if (values.password !== undefined) fail(`Do not pass the password on the command line: set ${passwordVariable} or answer the prompt.`);
const email = accountEmailField.safeParse(values.email ?? '');
if (!email.success) fail(`--email: ${email.error.issues[0]?.message ?? 'Invalid email address'}`);
const name = (values.name ?? '').trim();

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
try {
  await migrate(database);
  const existing = await database.db.query.users.findFirst({ where: (user, { sql }) => sql`lower(${user.email}) = ${email.data.toLowerCase()}`, columns: { id: true } });
  let password: string | undefined;
  if (!existing) {
    if (name === '') fail('--name is required to create a new account.');
    const checked = newPasswordField.safeParse(await passwordFromUser());
    if (!checked.success) fail(checked.error.issues[0]?.message ?? 'Invalid password');
    password = checked.data;
  }
  const outcome = await createOrPromoteAdministrator(database.db, { email: email.data, name, password });
  console.log(outcome === 'created' ? `Created the administrator ${email.data}.` : `${email.data} is now an approved staff administrator.`);
  console.log(`Administrators: ${String(await administratorCount(database.db))}.`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  await database.close();
}
