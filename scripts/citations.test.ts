import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchorsOf } from './markdown';

// ENG-1: code cites requirement ids from docs/requirements.md, never the sections of documents
// outside the repository (SPEC or DESIGN and a section sign), and every id it cites exists there.
// A doc it cites (a decision in docs/decisions/, docs/performance.md#anchor) exists, with its
// anchor; no comment names a file outside the repository. Each finding names its file and line.

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
// The area prefixes of the ids defined, longest first so PRED-CAL-2 is not read as PRED-… .
const areas = [...new Set([...known].map((id) => (id ?? '').replace(/-\d+$/, '')))].sort((a, b) => b.length - a.length);
const idPattern = new RegExp(`\\b(?:${areas.join('|')})-\\d{1,3}\\b`, 'g');
const outsideSection = /\b(?:SPEC|DESIGN)(?:\.md)? ?§/;
const docCitation = /\bdocs\/[\w./-]+\.md(?:#[\w-]+)?/g;
// A comment line: what follows `//`, or a line of a block comment or a shell or Python comment.
const commentOf = (text: string): string => /^\s*(?:\*|\/\*|#)/.test(text) ? text : (/(?:^|\s)\/\/(.*)$/.exec(text)?.[1] ?? '');
const outsideFile = /(?:\.\.\/)+shared\b|\/work\/|\bshared\/peers\b|\b(?:TOOLCHAIN|DESIGN|SPEC)\.md\b/;

/** Whether a cited `docs/….md#anchor` exists, anchor included. */
function citedDocExists(citation: string): boolean {
  const [path = '', anchor] = citation.split('#');
  const file = join(root, path);
  if (!existsSync(file)) return false;
  return anchor === undefined || anchorsOf(readFileSync(file, 'utf8')).has(anchor);
}

const lines = folders
  .flatMap((folder) => sourceFiles(join(root, folder)))
  .flatMap((file) => readFileSync(file, 'utf8').split('\n').map((text, index) => ({ where: `${relative(root, file)}:${index + 1}`, text })));

// This file's own probes name missing docs and outside files on purpose.
const citingLines = lines.filter((line) => !line.where.startsWith('scripts/citations.test.ts:'));

describe('requirement citations (ENG-1)', () => {
  it('reads the areas and ids of docs/requirements.md', () => {
    expect(areas).toContain('PRED-CAL');
    expect(known.has('ENG-1')).toBe(true);
  });

  it('cites no section of the specification or the design notes', () => {
    expect(lines.filter((line) => outsideSection.test(line.text)).map((line) => line.where)).toEqual([]);
  });

  it('cites only docs that exist, with their anchors', () => {
    expect(citedDocExists('docs/decisions/2026-11-25-jobs-engine-pg-boss.md')).toBe(true);
    expect(citedDocExists('docs/decisions.md')).toBe(false);
    expect(citedDocExists('docs/performance.md#no-such-anchor')).toBe(false);
    const missing = citingLines.flatMap((line) => [...line.text.matchAll(docCitation)].filter((match) => !citedDocExists(match[0])).map((match) => `${line.where} ${match[0]}`));
    expect(missing).toEqual([]);
  });

  it('names no file outside the repository in a comment', () => {
    expect(outsideFile.test(commentOf('  // the peer of ../shared/peers'))).toBe(true);
    expect(outsideFile.test(commentOf("  const dir = resolve(root, '../shared/peers');"))).toBe(false);
    expect(citingLines.filter((line) => outsideFile.test(commentOf(line.text))).map((line) => line.where)).toEqual([]);
  });

  it('cites only ids that docs/requirements.md defines', () => {
    const unknown = lines.flatMap((line) => [...line.text.matchAll(idPattern)].filter((match) => !known.has(match[0])).map((match) => `${line.where} ${match[0]}`));
    expect(unknown).toEqual([]);
  });
});
