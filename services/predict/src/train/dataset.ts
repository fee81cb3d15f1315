import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Example, ToolDefinition } from '../models/tool';

export const dataDir = fileURLToPath(new URL('../../data/', import.meta.url));

/** Parses a plain comma-separated file (no quoting is used by these data sets). */
export function parseCsv(text: string): Record<string, string>[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = (lines[0] ?? '').split(',');
  return lines.slice(1).map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(header.map((name, i) => [name, cells[i] ?? '']));
  });
}

export interface Dataset {
  file: string;
  sha256: string;
  examples: Example[];
}

export function loadDataset(def: ToolDefinition): Dataset {
  const bytes = readFileSync(`${dataDir}${def.data.file}`);
  return {
    file: def.data.file,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    examples: parseCsv(bytes.toString('utf8')).map(def.parse),
  };
}
