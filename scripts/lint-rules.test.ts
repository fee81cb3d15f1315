import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// `npm run lint` keeps the structure the READMEs describe: features keep to themselves, the web
// names no API path, and an API module is reached only through its service.ts. Each rule is
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
    const found = await problems('apps/web/src/lib/probe.ts', "import { bookAppointment } from '../features/booking/api';\nexport const probe = bookAppointment;\n");
    expect(found.filter((line) => line.startsWith('boundaries/dependencies'))).toHaveLength(1);
  });

  it('refuses an API path written in the web app', async () => {
    const found = await problems(
      'apps/web/src/features/booking/probe.ts',
      "export const one = '/api/patients/book-appointment';\nexport const two = (id: string) => `/api/doctors/${id}/slots`;\nexport const fine = '/appointments';\n",
    );
    expect(found.filter((line) => line.includes('lib/client.ts'))).toHaveLength(2);
  });

  it('refuses a button class written by hand outside the UI kit (issue 37.3), and allows it in the kit', async () => {
    const code = [
      "export const filled = 'rounded-md bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800';",
      "export const outlined = (wide: boolean) => `${wide ? 'w-full' : ''} rounded-md border border-slate-300 bg-white px-4 py-2 hover:bg-slate-50`;",
      "export const red = 'rounded-md bg-red-700 px-4 py-2 text-white hover:bg-red-800';",
      "export const chip = 'rounded-full border border-teal-700 bg-teal-700 px-4 py-1.5 text-sm text-white';",
      '',
    ].join('\n');
    const inFeature = await problems('apps/web/src/features/booking/probe.ts', code);
    expect(inFeature.filter((line) => line.includes('components/ui/Button.tsx'))).toHaveLength(3);
    const inKit = await problems('apps/web/src/components/ui/probe.ts', code);
    expect(inKit.filter((line) => line.includes('components/ui/Button.tsx'))).toHaveLength(0);
  });

  it("refuses an import of another API module's internals, and allows its service.ts", async () => {
    const found = await problems(
      'apps/api/src/modules/patients/probe.ts',
      "import { doctorRoutes } from '../doctors/routes';\nimport { findDoctor } from '../doctors/service';\nexport const probe = [doctorRoutes, findDoctor];\n",
    );
    const boundaries = found.filter((line) => line.startsWith('boundaries/dependencies'));
    expect(boundaries).toHaveLength(1);
    expect(boundaries[0]).toContain('module="doctors"');
  });
});
