import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchorsOf } from './markdown';

// The docs name only what is in the repository (issue 37): every repository path a Markdown file
// names, as a link or in backticks, exists; no doc names a file outside the repository; every
// decision in docs/decisions/ is in its index. Each finding names its file and line.

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const skipped = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', '.git']);

function walk(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return [];
    const path = join(folder, entry.name);
    return entry.isDirectory() ? [`${path}${sep}`, ...walk(path)] : [path];
  });
}

// Repository paths with '/' separators; folders end with '/'.
const entries = walk(root).map((path) => relative(root, path).split(sep).join('/') + (path.endsWith(sep) ? '/' : ''));
const folderNames = new Set(entries.filter((entry) => entry.endsWith('/')).flatMap((entry) => entry.split('/').filter(Boolean)));
const markdownFiles = entries.filter((entry) => (entry.startsWith('docs/') && entry.endsWith('.md')) || basename(entry) === 'README.md');

/** Generated or per-installation places a doc may name although no checkout holds them. */
const generated = /(^|\/)(dist|node_modules|coverage|test-results|playwright-report)(\/|$)|^(data|DATA_DIR)\//;
const extension = /\.(ts|tsx|mts|mjs|js|cjs|json|md|sql|css|html|sh|py|csv|txt|svg|png|webp|jpg|yml|yaml)$/;
const outsideText = /(?:\.\.\/)+shared\b|\/work\/|\b(?:TOOLCHAIN|DESIGN|SPEC)\.md\b/;

interface Line {
  file: string;
  number: number;
  text: string;
}

/** The lines of a Markdown file outside fenced code blocks (commands, not references). */
function proseLines(file: string): Line[] {
  let fenced = false;
  return readFileSync(join(root, file), 'utf8')
    .split('\n')
    .flatMap((text, index) => {
      if (text.trimStart().startsWith('```')) {
        fenced = !fenced;
        return [];
      }
      return fenced ? [] : [{ file, number: index + 1, text }];
    });
}

const globToPattern = (glob: string): RegExp => new RegExp(`(^|/)${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);

/** A path in backticks, as docs write them: from the root, or from a package's or source folder (`plugins/redis.ts`). */
function existsSomewhere(path: string): boolean {
  const wanted = path.replace(/^\.\//, '');
  if (wanted.includes('*')) return entries.some((entry) => globToPattern(wanted.replace(/\/$/, '')).test(entry.replace(/\/$/, '')));
  if (!wanted.includes('/')) return entries.some((entry) => basename(entry) === wanted);
  const folder = wanted.endsWith('/') ? wanted : `${wanted}/`;
  return entries.some((entry) => entry === wanted || entry === folder || entry.endsWith(`/${wanted}`) || entry.endsWith(`/${folder}`));
}

/** Whether a backticked span names a repository path (not a URL path, a MIME type, a package or a placeholder). */
function pathLike(span: string): boolean {
  if (!/^[\w.@*\-/]+$/.test(span) || span.startsWith('/') || span.startsWith('@') || generated.test(span)) return false;
  // A bare file name is checked when it names a source or doc file (`route-docs.ts`), not data or output.
  if (!span.includes('/')) return /\.(ts|tsx|mts|mjs|js|cjs|md|sql)$/.test(span) && !span.startsWith('.') && !span.startsWith('*');
  const first = span.replace(/^\.\//, '').split('/')[0] ?? '';
  return extension.test(span) || (folderNames.has(first) && first !== first.toUpperCase());
}

interface Finding {
  where: string;
  what: string;
}

function linkFindings(line: Line): Finding[] {
  const where = `${line.file}:${String(line.number)}`;
  return [...line.text.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)].flatMap((match): Finding[] => {
    const target = match[1] ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return [];
    const [path = '', anchor] = target.split('#');
    const resolved = path === '' ? join(root, line.file) : resolve(root, dirname(line.file), decodeURIComponent(path));
    const inside = relative(root, resolved);
    if (inside.startsWith('..')) return [{ where, what: `links outside the repository: ${target}` }];
    let isFile: boolean;
    try {
      isFile = statSync(resolved).isFile();
    } catch {
      return [{ where, what: `links to a missing path: ${target}` }];
    }
    if (anchor === undefined || !isFile || !resolved.endsWith('.md')) return [];
    return anchorsOf(readFileSync(resolved, 'utf8')).has(anchor) ? [] : [{ where, what: `links to a missing anchor: ${target}` }];
  });
}

function spanFindings(line: Line): Finding[] {
  const where = `${line.file}:${String(line.number)}`;
  return [...line.text.replace(/\]\([^)]*\)/g, ']').matchAll(/`([^`]+)`/g)].flatMap((match): Finding[] => {
    const span = (match[1] ?? '').trim();
    if (span.startsWith('../')) return resolve(root, dirname(line.file), span).startsWith(root + sep) ? [] : [{ where, what: `names a path outside the repository: ${span}` }];
    if (!pathLike(span) || existsSomewhere(span)) return [];
    return [{ where, what: `names a missing path: ${span}` }];
  });
}

const lines = markdownFiles.flatMap(proseLines);
const describeFinding = (finding: Finding): string => `${finding.where} ${finding.what}`;

describe('the docs name only what the repository holds', () => {
  it('reads the Markdown files of docs/ and every README', () => {
    expect(markdownFiles).toContain('docs/architecture.md');
    expect(markdownFiles).toContain('apps/web/README.md');
    expect(markdownFiles.filter((file) => file.startsWith('docs/decisions/')).length).toBeGreaterThan(10);
  });

  it('recognises repository paths, and only those', () => {
    expect(pathLike('apps/api/src/plugins/redis.ts')).toBe(true);
    expect(pathLike('plugins/redis.ts')).toBe(true);
    expect(pathLike('route-docs.ts')).toBe(true);
    expect(pathLike('modules/appointments/*')).toBe(true);
    expect(pathLike('text/calendar')).toBe(false);
    expect(pathLike('/api/doctors/:id/slots')).toBe(false);
    expect(pathLike('@clinvia/contracts/operations')).toBe(false);
    expect(pathLike('DATA_DIR/outbox/*.eml')).toBe(false);
    expect(existsSomewhere('plugins/redis.ts')).toBe(true);
    expect(existsSomewhere('services/predict/models/*.json')).toBe(true);
    expect(existsSomewhere('lib/route-docs.ts')).toBe(false);
  });

  it('finds a missing path, a missing anchor and a path outside the repository', () => {
    const sample = (text: string): Line => ({ file: 'docs/architecture.md', number: 1, text });
    expect(spanFindings(sample('see `apps/api/src/lib/route-docs.ts`')).map((finding) => finding.what)).toEqual(['names a missing path: apps/api/src/lib/route-docs.ts']);
    expect(spanFindings(sample('see `../../shared/TOOLCHAIN.md`')).map((finding) => finding.what)).toEqual(['names a path outside the repository: ../../shared/TOOLCHAIN.md']);
    expect(linkFindings(sample('[x](requirements.md#no-such-heading) [y](../../shared/SPEC.md) [z](decisions/README.md)')).map((finding) => finding.what)).toEqual([
      'links to a missing anchor: requirements.md#no-such-heading',
      'links outside the repository: ../../shared/SPEC.md',
    ]);
    expect(outsideText.test('as TOOLCHAIN.md says')).toBe(true);
  });

  it('links only to files and headings that exist', () => {
    expect(lines.flatMap(linkFindings).map(describeFinding)).toEqual([]);
  });

  it('names in backticks only repository paths that exist', () => {
    expect(lines.flatMap(spanFindings).map(describeFinding)).toEqual([]);
  });

  it('names no file outside the repository', () => {
    const outside = lines.filter((line) => outsideText.test(line.text)).map((line) => `${line.file}:${String(line.number)} ${outsideText.exec(line.text)?.[0] ?? ''}`);
    expect(outside).toEqual([]);
  });
});

describe('docs/decisions', () => {
  const folder = 'docs/decisions/';
  const decisions = markdownFiles.filter((file) => file.startsWith(folder) && file !== `${folder}README.md`).map((file) => basename(file));
  const indexLines = readFileSync(join(root, folder, 'README.md'), 'utf8').split('\n');

  it('names each decision YYYY-MM-DD-<slug>.md, with a title, its context, the decision and why', () => {
    const malformed = decisions.filter((name) => {
      const text = readFileSync(join(root, folder, name), 'utf8');
      // `- **Context**: …` as in most files here, or a paragraph that starts `**Context.**`.
      const parts = ['Context', 'Decision', 'Why'].every((part) => new RegExp(`^(?:- )?\\*\\*${part}(?:\\*\\*:|\\.\\*\\*) \\S`, 'm').test(text));
      return !/^\d{4}-\d{2}-\d{2}-[a-z0-9-]+\.md$/.test(name) || !/^# \S/.test(text) || !parts;
    });
    expect(malformed).toEqual([]);
  });

  it('lists every decision in the index, on a line that starts with its date', () => {
    const missing = decisions.filter((name) => !indexLines.some((line) => line.startsWith(`- ${name.slice(0, 10)}: [`) && line.includes(`](${name})`)));
    expect(missing).toEqual([]);
  });
});
