import { readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// ENG-1: code cites requirement ids from docs/requirements.md, never the sections of documents
// outside the repository (SPEC or DESIGN and a section sign), and every id it cites exists there. Each
// finding names its file and line.

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const folders = ['apps', 'packages', 'services', 'e2e', 'bench', 'scripts'];
const skipped = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report']);
const extensions = new Set(['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.css', '.html', '.py', '.sh']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) || entry.name.startsWith('.') ? [] : sourceFiles(path);
    return extensions.has(extname(entry.name)) ? [path] : [];
  });
}

const requirements = readFileSync(join(root, 'docs/requirements.md'), 'utf8');
const known = new Set([...requirements.matchAll(/\*\*([A-Z0-9]+(?:-[A-Z]+)?-\d+)\*\*/g)].map((match) => match[1]));
// The area prefixes of the Areas table, longest first so PRED-CAL-2 is not read as PRED-… .
const areas = [...requirements.matchAll(/^\| \[([A-Z0-9-]+)\]\(#/gm)].map((match) => match[1] ?? '').sort((a, b) => b.length - a.length);
const idPattern = new RegExp(`\\b(?:${areas.join('|')})-\\d{1,3}\\b`, 'g');
const outsideSection = /\b(?:SPEC|DESIGN)(?:\.md)? ?§/;

const lines = folders
  .flatMap((folder) => sourceFiles(join(root, folder)))
  .flatMap((file) => readFileSync(file, 'utf8').split('\n').map((text, index) => ({ where: `${relative(root, file)}:${index + 1}`, text })));

describe('requirement citations (ENG-1)', () => {
  it('reads the areas and ids of docs/requirements.md', () => {
    expect(areas).toContain('PRED-CAL');
    expect(known.has('ENG-1')).toBe(true);
  });

  it('cites no section of the specification or the design notes', () => {
    expect(lines.filter((line) => outsideSection.test(line.text)).map((line) => line.where)).toEqual([]);
  });

  it('cites only ids that docs/requirements.md defines', () => {
    const unknown = lines.flatMap((line) => [...line.text.matchAll(idPattern)].filter((match) => !known.has(match[0])).map((match) => `${line.where} ${match[0]}`));
    expect(unknown).toEqual([]);
  });
});
