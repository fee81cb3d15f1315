// Issue 37.3: how much test code each part of apps/web has, as test lines ÷ source lines. Run with
// `npx tsx apps/web/scripts/test-ratio.ts` (any directory). Lines are physical lines of .ts/.tsx
// files; a test is a file named *.test.ts(x), everything else under src/ is source (fixtures and
// the test set-up included: they are code someone keeps).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface CountedFile {
  /** The path under src/, with forward slashes. */
  path: string;
  lines: number;
}

export interface PartRatio {
  part: string;
  sourceLines: number;
  testLines: number;
  /** testLines ÷ sourceLines; 0 for a part without source. */
  ratio: number;
}

const testFile = /\.test\.tsx?$/;

/** The part a file belongs to: `features/<area>` for a feature, else its first folder under src/. */
export function partOf(path: string): string {
  const [first = '', second] = path.split('/');
  if (first === 'features' && second !== undefined && path.split('/').length > 2) return `features/${second}`;
  return path.includes('/') ? first : '(root)';
}

/** Lines per part and for the whole of src/ (part '(all)', last), parts sorted by ratio, lowest first. */
export function ratios(files: CountedFile[]): PartRatio[] {
  const totals = new Map<string, { sourceLines: number; testLines: number }>();
  const add = (part: string, file: CountedFile) => {
    const total = totals.get(part) ?? { sourceLines: 0, testLines: 0 };
    if (testFile.test(file.path)) total.testLines += file.lines;
    else total.sourceLines += file.lines;
    totals.set(part, total);
  };
  for (const file of files) {
    if (!/\.tsx?$/.test(file.path)) continue;
    add(partOf(file.path), file);
    add('(all)', file);
  }
  const rows = [...totals].map(([part, { sourceLines, testLines }]) => ({ part, sourceLines, testLines, ratio: sourceLines === 0 ? 0 : testLines / sourceLines }));
  const all = rows.filter((row) => row.part === '(all)');
  return [...rows.filter((row) => row.part !== '(all)').sort((a, b) => a.ratio - b.ratio || a.part.localeCompare(b.part)), ...all];
}

/** Physical lines: a last line without its newline still counts, an empty file has none. */
export function countLines(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

function filesUnder(root: string, dir = root): CountedFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(root, full);
    return [{ path: relative(root, full).split('\\').join('/'), lines: countLines(readFileSync(full, 'utf8')) }];
  });
}

function main() {
  const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
  for (const row of ratios(filesUnder(src))) {
    console.log(`${row.part.padEnd(26)} ${String(row.testLines).padStart(6)} / ${String(row.sourceLines).padStart(6)}  ${row.ratio.toFixed(3)}`);
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) main();
