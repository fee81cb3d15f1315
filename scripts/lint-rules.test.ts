import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// `npm run lint` keeps the structure the READMEs describe: features keep to themselves, the web
// names no API path, and the API's layers point down (apps/api/README.md): routes → services →
// domain → db, with plugins, lib and config beside. Each rule is
// shown failing on a probe file (linted as if it were in the tree, never written to disk).

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
let eslint: ESLint;

beforeAll(() => {
  // The probes are not on disk, so the type-aware rules (which need the file in a tsconfig) are
  // left out; the rules under test read only the syntax and the paths.
  eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked, { languageOptions: { parserOptions: { projectService: false } } }] });
});

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

describe('lint rules', () => {
  it('refuses an import from one web feature into another, and from a feature into app/', async () => {
    const found = await problems(
      'apps/web/src/features/booking/probe.ts',
      "import { specializationsQuery } from '../doctors/api';\nimport { routes } from '../../app/routes';\nimport { bookAppointment } from './api';\nexport const probe = [specializationsQuery, routes, bookAppointment];\n",
    );
    expect(found.filter((line) => line.startsWith('boundaries/dependencies'))).toHaveLength(2);
    expect(found.join('\n')).toContain('feature="doctors"');
  });

  it('refuses a shared module that imports a feature', async () => {
    const found = await problems('apps/web/src/lib/probe.ts', "import { bookingTexts } from '../features/booking/texts';\nexport const probe = bookingTexts;\n");
    expect(found.filter((line) => line.startsWith('boundaries/dependencies'))).toHaveLength(1);
  });

  it('refuses an API path written in the web app', async () => {
    const found = await problems(
      'apps/web/src/features/booking/probe.ts',
      "export const one = '/api/patients/book-appointment';\nexport const two = (id: string) => `/api/doctors/${id}/slots`;\nexport const fine = '/appointments';\n",
    );
    expect(found.filter((line) => line.includes('lib/client.ts'))).toHaveLength(2);
  });

  it('refuses a button or text-link class written by hand outside the UI kit (issue 37.3), and allows it in the kit and on a choice', async () => {
    const code = [
      "export const filled = 'rounded-md bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800';",
      "export const outlined = (wide: boolean) => `${wide ? 'w-full' : ''} rounded-md border border-slate-300 bg-white px-4 py-2 hover:bg-slate-50`;",
      "export const red = 'rounded-md bg-red-700 px-4 py-2 text-white hover:bg-red-800';",
      "export const chip = 'rounded-full border border-teal-700 bg-teal-700 px-4 py-1.5 text-sm text-white';",
      "export const retry = 'mt-4 rounded-md border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-100';",
      "export const bell = 'inline-flex size-10 rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900';",
      "export const link = 'mt-6 inline-block font-medium text-teal-700 underline underline-offset-4 hover:text-teal-800';",
      "export const option = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-800 hover:border-teal-600';",
      '',
    ].join('\n');
    const inFeature = await problems('apps/web/src/features/booking/probe.ts', code);
    expect(inFeature.filter((line) => line.includes('components/ui/Button.tsx'))).toHaveLength(6);
    const inKit = await problems('apps/web/src/components/ui/probe.ts', code);
    expect(inKit.filter((line) => line.includes('components/ui/Button.tsx'))).toHaveLength(0);
  });

  it('refuses a literal word in the JSX of a converted screen, and allows catalogue keys and data (I18N-7)', async () => {
    const code = [
      "import { useTranslation } from 'react-i18next';",
      'export function Probe({ name, busy }: { name: string; busy: boolean }) {',
      "  const { t } = useTranslation('layout');",
      '  return (',
      '    <section>',
      '      <h1>Welcome Back</h1>',
      "      <p>{'Sign in to your account'}</p>",
      '      <p>{`Hello ${name}`}</p>',
      "      <button type=\"button\" aria-label=\"Close\" title={busy ? 'Saving...' : t('menu')}>{busy ? 'Wait' : t('menu')}</button>",
      "      <img alt=\"Doctor\" src=\"/a.png\" />",
      "      <p aria-label={t('menu')}>{t('loading')} {name} · {' '}{42}</p>",
      '    </section>',
      '  );',
      '}',
      '',
    ].join('\n');
    const literals = (found: string[]) => found.filter((line) => line.includes('from the catalogue'));
    // Seven: the heading's text, the quoted and the template words, the aria-label, the title's 'Saving...', the child's 'Wait' and the alt.
    expect(literals(await problems('apps/web/src/app/layout/Probe.tsx', code))).toHaveLength(7);
    // A test of a converted screen may write the words it looks for.
    expect(literals(await problems('apps/web/src/app/layout/Probe.test.tsx', code))).toHaveLength(0);
  });

  it("refuses an import of another API module's internals, and allows its service.ts", async () => {
    const found = await problems(
      'apps/api/src/modules/patients/routes.ts',
      "import { doctorRoutes } from '../doctors/routes';\nimport { findDoctor } from '../doctors/service';\nexport const probe = [doctorRoutes, findDoctor];\n",
    );
    const boundaries = found.filter((line) => line.startsWith('boundaries/dependencies'));
    expect(boundaries).toHaveLength(1);
    expect(boundaries[0]).toContain('module="doctors"');
  });

  /** The layer rules' findings for a probe file: one line per refused import. */
  async function layerProblems(file: string, code: string): Promise<string[]> {
    return (await problems(file, code)).filter((line) => line.startsWith('boundaries/dependencies'));
  }

  it('refuses a domain import of a module, a plugin or the CLI, and allows db, lib and config', async () => {
    const found = await layerProblems(
      'apps/api/src/domain/probe.ts',
      "import { markRead } from '../modules/notifications/service';\nimport { doctorRoutes } from '../modules/doctors/routes';\nimport { mailPlugin } from '../plugins/mail';\nimport { seed } from '../cli/seed';\nimport { users } from '../db/schema';\nimport { notFound } from '../lib/errors';\nimport type { Config } from '../config';\nimport { notify } from './notifications/notify';\nexport const probe = [markRead, doctorRoutes, mailPlugin, seed, users, notFound, notify] as unknown as Config;\n",
    );
    expect(found).toHaveLength(4);
    expect(found.filter((line) => line.includes('in elements of type "api-domain"'))).toHaveLength(4);
  });

  it('refuses a plugin import of any module, even its service.ts', async () => {
    const found = await layerProblems(
      'apps/api/src/plugins/probe.ts',
      "import { doctorRoutes } from '../modules/doctors/routes';\nimport { findDoctor } from '../modules/doctors/service';\nimport { purgeExpiredRecords } from '../domain/retention/purge';\nexport const probe = [doctorRoutes, findDoctor, purgeExpiredRecords];\n",
    );
    expect(found).toHaveLength(2);
    expect(found.every((line) => line.includes('in elements of type "api-plugin"'))).toBe(true);
  });

  it("refuses a service's import of routes (its own too) or a plugin", async () => {
    const found = await layerProblems(
      'apps/api/src/modules/doctors/probe.ts',
      "import { doctorRoutes } from './routes';\nimport { auditPlugin } from '../../plugins/audit';\nimport { findDoctor } from './service';\nexport const probe = [doctorRoutes, auditPlugin, findDoctor];\n",
    );
    expect(found).toHaveLength(2);
    expect(found.every((line) => line.includes('in file of category "service"'))).toBe(true);
  });

  it('refuses an import of the test helpers or of the app assembly outside the tests', async () => {
    const found = await layerProblems(
      'apps/api/src/modules/doctors/routes.ts',
      "import { createTestApp } from '../../test/app';\nimport { buildApp } from '../../app';\nimport { auditRefusals } from '../../plugins/audit';\nexport const probe = [createTestApp, buildApp, auditRefusals];\n",
    );
    expect(found).toHaveLength(2);
  });

  it('refuses a config that imports a module, a plugin or the domain', async () => {
    const found = await layerProblems(
      'apps/api/src/config.ts',
      "import type { A } from './modules/auth/login-limits';\nimport type { B } from './plugins/jobs';\nimport type { C } from './domain/sessions/sessions';\nimport type { D } from './lib/public-forms';\nexport type Probe = [A, B, C, D];\n",
    );
    expect(found).toHaveLength(3);
    expect(found.every((line) => line.includes('in file of category "config"'))).toBe(true);
  });

  it('keeps db and lib on the ground floor', async () => {
    const db = await layerProblems(
      'apps/api/src/db/probe.ts',
      "import { book } from '../domain/lifecycle/lifecycle';\nimport type { Config } from '../config';\nimport { todayIn } from '../lib/clinic-time';\nexport const probe = [book, todayIn] as unknown as Config;\n",
    );
    expect(db).toHaveLength(2);
    const lib = await layerProblems(
      'apps/api/src/lib/probe.ts',
      "import type { Config } from '../config';\nimport { users } from '../db/schema';\nimport { notify } from '../domain/notifications/notify';\nimport { ApiError } from './errors';\nexport const probe = [users, notify, ApiError] as unknown as Config;\n",
    );
    expect(lib).toHaveLength(3);
  });

  it('refuses a CLI import of routes or a plugin, and allows a service', async () => {
    const found = await layerProblems(
      'apps/api/src/cli/probe.ts',
      "import { doctorRoutes } from '../modules/doctors/routes';\nimport { mailPlugin } from '../plugins/mail';\nimport { administratorCount } from '../modules/staff/members/service';\nexport const probe = [doctorRoutes, mailPlugin, administratorCount];\n",
    );
    expect(found).toHaveLength(2);
  });
});
