import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lazyNamespaces } from './catalogues';

// I18N-9: a lazily imported component (a screen, a staff console section, a sign-in step) reads
// its words from lazy namespaces. Every namespace its static imports read must come with its code
// (`withTexts(import('…'), [...])`): one read first later, after the screen is on show, suspends
// the screen's boundary, and React hides the whole screen behind 'Loading…' until it is in (the
// appointments list vanished when the visit summaries arrived after it).

const src = join(dirname(fileURLToPath(import.meta.url)), '../..');
const lazy = new Set(Object.keys(lazyNamespaces));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((path) => existsSync(path));
}

/** The files a module loads with it: its static, non-type-only relative imports, transitively. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  const specifiers = [...code.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+'(\.[^']+)'/gms), ...code.matchAll(/^import\s+'(\.[^']+)'/gm)].map((match) => match[1] ?? '');
  for (const specifier of specifiers) {
    const target = resolveImport(file, specifier);
    if (target !== undefined) staticClosure(target, seen);
  }
  return seen;
}

/** The lazy namespaces a module and its static imports read. */
function namespacesRead(file: string): string[] {
  const read = new Set<string>();
  for (const path of staticClosure(file)) {
    const code = readFileSync(path, 'utf8');
    for (const match of [...code.matchAll(/useTranslation\(\s*'(\w+)'/g), ...code.matchAll(/getFixedT\([^,]+,\s*'(\w+)'/g)]) {
      if (lazy.has(match[1] ?? '')) read.add(match[1] ?? '');
    }
  }
  return [...read].sort();
}

/** Every `import('…')` of a component module, with the namespaces `withTexts` fetches beside it. */
function lazyComponents(): { at: string; target: string; declared: string[] | undefined }[] {
  return sourceFiles(src).flatMap((file) => {
    const code = readFileSync(file, 'utf8');
    return [...code.matchAll(/(withTexts\(\s*)?(?<!typeof )import\('(\.[^']+)'\)(?:,\s*\[([^\]]*)\])?/g)].flatMap((match) => {
      const target = resolveImport(file, match[2] ?? '');
      if (!target?.endsWith('.tsx')) return [];
      const declared = match[1] === undefined ? undefined : [...(match[3] ?? '').matchAll(/'(\w+)'/g)].map((name) => name[1] ?? '').sort();
      return [{ at: relative(src, file), target: relative(src, target), declared }];
    });
  });
}

describe('lazily loaded components fetch their words with their code (I18N-9)', () => {
  const components = lazyComponents();

  it('finds the screens of the router and the sections of the staff console', () => {
    expect(components.filter((component) => component.at === 'app/routes.tsx').length).toBeGreaterThan(40);
    expect(components.some((component) => component.target === 'features/staff/sections/PatientRecordSection.tsx')).toBe(true);
  });

  it('reads each lazy namespace in the static imports of a screen and no other', () => {
    expect(namespacesRead(join(src, 'features/appointments/AppointmentsPage.tsx'))).toEqual(['appointments', 'bookingKit', 'recordKit']);
  });

  it('fetches exactly the lazy namespaces each one reads, beside its code', () => {
    const wrong = components
      .map((component) => ({ ...component, needed: namespacesRead(join(src, component.target)) }))
      .filter(({ declared, needed }) => (declared === undefined ? needed.length > 0 : declared.join() !== needed.join()))
      .map(({ at, target, declared, needed }) => `${at}: import('${target}') needs withTexts(…, [${needed.join(', ')}]), has ${declared === undefined ? 'none' : `[${declared.join(', ')}]`}`);
    expect(wrong).toEqual([]);
  });
});
