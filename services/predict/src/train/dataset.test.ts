import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { predictionTools } from '@clinvia/contracts/predictions';
import { tools } from '../models/registry';
import { dataDir, loadDataset, parseCsv } from './dataset';

/** The `| \`file\` | ... | \`sha256\` |` rows of a SOURCE.md table. */
function recordedHashes(sourceMd: string): [string, string][] {
  return [...sourceMd.matchAll(/^\| `([^`]+)`[^\n]*\| `([0-9a-f]{64})` \|$/gm)].map((m) => [m[1] ?? '', m[2] ?? '']);
}

describe('data sets copied byte for byte', () => {
  const folders = readdirSync(dataDir, { withFileTypes: true }).filter((d) => d.isDirectory());

  it('has the six folders, each with its SOURCE.md', () => {
    expect(folders.map((d) => d.name).sort()).toEqual(['breast-cancer', 'calories', 'diabetes', 'heart', 'insurance', 'parkinsons']);
  });

  it.each(folders.map((d) => d.name))('%s: every file has the sha256 recorded in SOURCE.md', (folder) => {
    const hashes = recordedHashes(readFileSync(`${dataDir}${folder}/SOURCE.md`, 'utf8'));
    expect(hashes.length).toBeGreaterThan(0);
    for (const [file, sha] of hashes) expect(createHash('sha256').update(readFileSync(`${dataDir}${folder}/${file}`)).digest('hex'), file).toBe(sha);
  });
});

describe('reading the data sets', () => {
  it('parses CSV with LF or CRLF line ends', () => {
    expect(parseCsv('a,b\r\n1,2\r\n3,4\r\n')).toEqual([
      { a: '1', b: '2' },
      { a: '3', b: '4' },
    ]);
    expect(parseCsv('a,b\n1,2')).toEqual([{ a: '1', b: '2' }]);
  });

  const expected = {
    heart: { rows: 303, positives: 139 },
    parkinsons: { rows: 195, positives: 147 },
    'breast-cancer': { rows: 569, positives: 212 },
    diabetes: { rows: 768, positives: 268 },
    insurance: { rows: 1338, positives: undefined },
    calories: { rows: 15000, positives: undefined },
  } as const;

  it.each(predictionTools)('%s: row count, class balance and input fields as SOURCE.md says', (tool) => {
    const def = tools[tool];
    const { examples } = loadDataset(def);
    expect(examples).toHaveLength(expected[tool].rows);
    if (expected[tool].positives !== undefined) expect(examples.filter((e) => e.target === 1)).toHaveLength(expected[tool].positives);
    for (const e of examples) {
      expect(Object.keys(e.inputs).sort()).toEqual(def.fields.map((f) => f.name).sort());
      expect(Object.values(e.inputs).every(Number.isFinite)).toBe(true);
      expect(Number.isFinite(e.target)).toBe(true);
    }
  });

  it('reads the Parkinson\'s subjects (32 codes) and the insurance and calories codings', () => {
    expect(new Set(loadDataset(tools.parkinsons).examples.map((e) => e.group)).size).toBe(32);
    const insurance = loadDataset(tools.insurance).examples;
    expect(insurance[0]).toEqual({ inputs: { age: 19, sex: 0, bmi: 27.9, children: 0, smoker: 1, region: 3 }, target: 16884.924 });
    expect(insurance.reduce((s, e) => s + e.target, 0) / insurance.length).toBeCloseTo(13270.4223, 3);
    const calories = loadDataset(tools.calories).examples;
    expect(calories[1]).toEqual({ inputs: { Gender: 0, Age: 20, Height: 166, Weight: 60, Duration: 14, Heart_Rate: 94, Body_Temp: 40.3 }, target: 66 });
    expect(calories.filter((e) => e.inputs.Gender === 1)).toHaveLength(7447);
  });
});
