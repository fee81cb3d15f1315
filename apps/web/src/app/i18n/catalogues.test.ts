import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keysOf, type Catalogue } from '../../lib/i18n/catalogue';
import { english as bundled, lazyNamespaces } from './catalogues';
import { spanish as bundledSpanish } from './spanish';

// I18N-1, I18N-8: every namespace has the same keys in English and Spanish, and every key is
// used by the code (a key the code no longer reads is a translation nobody sees).

/** The lazy namespaces' catalogues in `language`, fetched as the app fetches them. */
async function lazyCatalogues(language: string): Promise<Record<string, Catalogue>> {
  const entries = await Promise.all(Object.entries(lazyNamespaces).map(async ([namespace, load]) => [namespace, (await load(language)) ?? {}] as const));
  return Object.fromEntries(entries);
}

// Every namespace, the bundled ones and the lazy ones.
const english: Record<string, Catalogue> = { ...bundled, ...(await lazyCatalogues('en')) };
const spanish: Record<string, Catalogue> = { ...bundledSpanish, ...(await lazyCatalogues('es')) };

const src = join(dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/texts(\.es)?\.ts$/.test(path) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The keys a file reads, per namespace: `t('a.b')` exactly, `t(`a.${x}.b`)` as a pattern. */
function keysRead(): Map<string, RegExp[]> {
  const read = new Map<string, RegExp[]>();
  for (const file of sourceFiles(src)) {
    const code = readFileSync(file, 'utf8');
    const namespaces = [...code.matchAll(/useTranslation\(\s*'(\w+)'\s*\)/g)].map((match) => match[1] ?? '');
    if (namespaces.length === 0) continue;
    // t('a.b') and <Trans i18nKey="a.b">.
    const patterns = [...code.matchAll(/(?:\bt\(\s*|\bi18nKey=)(?:'([^']+)'|"([^"]+)"|`([^`]+)`)/g)].map(([, single, double, template]) => {
      const plain = single ?? double;
      if (plain !== undefined) return new RegExp(`^${plain.replace(/\./g, '\\.')}$`);
      return new RegExp(`^${(template ?? '').replace(/\./g, '\\.').replace(/\$\{[^}]+\}/g, '[^.]+')}$`);
    });
    // A conditional key: t(cond ? 'a' : 'b').
    const conditional = [...code.matchAll(/\bt\([^'`)]*\?\s*'([^']+)'\s*:\s*'([^']+)'/g)].flatMap(([, a, b]) => [a, b]).map((key) => new RegExp(`^${(key ?? '').replace(/\./g, '\\.')}$`));
    for (const namespace of namespaces) read.set(namespace, [...(read.get(namespace) ?? []), ...patterns, ...conditional]);
  }
  return read;
}

describe('the message catalogues (I18N-1, I18N-8)', () => {
  it('has the same keys in Spanish as in English, namespace by namespace', () => {
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
    for (const [namespace, catalogue] of Object.entries(english)) {
      expect(keysOf(spanish[namespace] ?? {}).sort(), namespace).toEqual(keysOf(catalogue).sort());
    }
  });

  it('has no empty string and keeps every placeholder in Spanish', () => {
    for (const [namespace, catalogue] of Object.entries(english)) {
      const es = spanish[namespace] ?? {};
      for (const key of keysOf(catalogue)) {
        const at = (c: Catalogue) => key.split('.').reduce<string | Catalogue | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), c);
        const [en, translated] = [at(catalogue), at(es)];
        expect(typeof translated === 'string' && translated.trim() !== '', `${namespace}:${key}`).toBe(true);
        // '{{time, clockArticle}}' is the placeholder 'time' put through a formatter (lib/i18n/i18n.ts).
        const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)(?:, *\w+)?\}\}/g)].map((match) => match[1]).sort();
        expect(placeholders(translated), `${namespace}:${key}`).toEqual(placeholders(en));
      }
    }
  });

  it('has no key the code does not read', () => {
    const read = keysRead();
    const unused = Object.entries(english).flatMap(([namespace, catalogue]) =>
      keysOf(catalogue)
        .map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''))
        .filter((key) => !(read.get(namespace) ?? []).some((pattern) => pattern.test(key)))
        .map((key) => `${namespace}:${key}`),
    );
    expect(unused).toEqual([]);
  });
});
