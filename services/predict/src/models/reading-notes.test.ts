import { describe, expect, it } from 'vitest';
import { defaultValues, predictionTools, type PredictionTool } from '@clinvia/contracts/predictions';
import { buildPredictApp } from '../app';
import { bindArtefact, readArtefact } from '../service/models';
import { loadDataset } from '../train/dataset';
import { tools } from './registry';

// PRED-11: a contribution must not read wrongly to a clinician without plain words beside it.
// Where a linear model's fitted sign is the opposite of the input's own relation with the
// outcome in the data (overlapping inputs), the tool needs a reading note; and each note that
// says so must still be true of the committed model.

/**
 * Below this size a coefficient (per standard deviation of its term) is too small to mislead:
 * 0.1 log-odds for a classifier, 1 % of the target's standard deviation for a regression.
 */
function negligible(tool: PredictionTool): number {
  if (tools[tool].task === 'classification') return 0.1;
  const targets = loadDataset(tools[tool]).examples.map((e) => e.target);
  const mean = targets.reduce((s, y) => s + y, 0) / targets.length;
  return 0.01 * Math.sqrt(targets.reduce((s, y) => s + (y - mean) ** 2, 0) / targets.length);
}

function correlation(xs: readonly number[], ys: readonly number[]): number {
  const mean = (v: readonly number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const mx = mean(xs);
  const my = mean(ys);
  let cov = 0;
  let vx = 0;
  let vy = 0;
  xs.forEach((x, i) => {
    const y = ys[i] ?? NaN;
    cov += (x - mx) * (y - my);
    vx += (x - mx) ** 2;
    vy += (y - my) ** 2;
  });
  return cov / Math.sqrt(vx * vy);
}

interface TermSign {
  term: string;
  field: string;
  level: number | undefined;
  coefficient: number;
  alone: number;
}

/**
 * The terms of a linear model that are an input alone (or one of its levels), for inputs that
 * enter the model through no product or square (there the one coefficient's sign says little):
 * the fitted coefficient and the term's correlation with the target.
 */
function termSigns(tool: PredictionTool): TermSign[] {
  const def = tools[tool];
  const artefact = readArtefact(tool);
  const { params } = artefact.fitted;
  if (params.family !== 'logistic' && params.family !== 'linear') return [];
  const { candidate } = bindArtefact(def, artefact);
  const alone = (name: string, source: string) => name === source || name.startsWith(`${source}=`);
  const inProducts = new Set(candidate.terms.flatMap((t) => t.sources.filter((source) => !alone(t.name, source))));
  const { examples } = loadDataset(def);
  const targets = examples.map((e) => e.target);
  return artefact.fitted.terms.flatMap((term, j) => {
    const [field = '', levelText] = term.split('=');
    if (!def.fields.some((f) => f.name === field) || inProducts.has(field)) return [];
    const level = levelText === undefined ? undefined : Number(levelText);
    const values = examples.map((e) => {
      const value = e.inputs[field] ?? NaN;
      return level === undefined ? value : value === level ? 1 : 0;
    });
    return [{ term, field, level, coefficient: params.model.coef[j] ?? 0, alone: correlation(values, targets) }];
  });
}

function noteFor(tool: PredictionTool, field: string, level: number | undefined) {
  return tools[tool].readingNotes?.find((n) => n.field === field && (n.values === undefined || (level !== undefined && n.values.includes(level))));
}

describe.each(predictionTools)('%s reading notes', (tool) => {
  const def = tools[tool];

  it('explains every input whose weight in the model has the opposite sign from its own relation with the outcome', () => {
    const flipped = termSigns(tool).filter((t) => Math.abs(t.coefficient) >= negligible(tool) && Math.sign(t.coefficient) !== Math.sign(t.alone));
    for (const t of flipped) expect(noteFor(tool, t.field, t.level), `${t.term}: coefficient ${t.coefficient.toFixed(3)}, alone ${t.alone.toFixed(3)}`).toBeDefined();
  });

  it('names only the model\'s inputs, and their coded values', () => {
    for (const note of def.readingNotes ?? []) {
      const field = def.fields.find((f) => f.name === note.field);
      expect(field, note.field).toBeDefined();
      for (const value of note.values ?? []) expect(field?.options?.map((o) => o.value)).toContain(value);
    }
  });

  it('carries its notes in the model card', () => {
    const card = readArtefact(tool).card;
    expect(card.reading_notes?.map((n) => n.note) ?? []).toEqual(def.readingNotes?.map((n) => n.note) ?? []);
    bindArtefact(def, readArtefact(tool));
  });
});

describe('the notes say what the committed models do', () => {
  const sign = (tool: PredictionTool, term: string) => Math.sign(termSigns(tool).find((t) => t.term === term)?.coefficient ?? NaN);
  const alone = (tool: PredictionTool, term: string) => Math.sign(termSigns(tool).find((t) => t.term === term)?.alone ?? NaN);

  it.each([
    ['heart', 'age'],
    ['heart', 'fbs'],
    ['heart', 'thal=1'],
    ['diabetes', 'BloodPressure'],
    ['diabetes', 'Insulin'],
    ['breast-cancer', 'compactness_mean'],
    ['breast-cancer', 'compactness_se'],
    ['breast-cancer', 'concavity_se'],
    ['breast-cancer', 'fractal_dimension_se'],
    ['breast-cancer', 'smoothness_se'],
    ['insurance', 'sex'],
    ['insurance', 'region=2'],
  ] as const)('%s %s: the fitted sign is the opposite of the input\'s own relation', (tool, term) => {
    expect(sign(tool, term)).toBe(-alone(tool, term));
  });

  it('heart: typical angina weighs less than no chest pain, a downsloping ST less than a flat one', () => {
    expect(sign('heart', 'cp=0')).toBe(-1);
    expect(sign('heart', 'cp=3')).toBe(1);
    const coefficient = (term: string) => termSigns('heart').find((t) => t.term === term)?.coefficient ?? NaN;
    expect(coefficient('slope=2')).toBeLessThan(coefficient('slope=1'));
  });
});

describe('POST /ml/<tool>/predict sends the notes with the contributions', () => {
  const app = buildPredictApp();

  async function explanation(tool: PredictionTool, inputs: Record<string, number>) {
    await app.ready();
    const response = await app.inject({ method: 'POST', url: `/ml/${tool}/predict`, payload: inputs });
    expect(response.statusCode).toBe(200);
    return response.json<{ explanation: { contributions: Record<string, number>; notes?: Record<string, string> } }>().explanation;
  }

  it('heart: typical angina lowers the estimate, and the note says why', async () => {
    const { contributions, notes } = await explanation('heart', { ...defaultValues('heart'), cp: 0 });
    expect(contributions.cp).toBeLessThan(0);
    expect(notes?.cp).toMatch(/Clinically, typical angina makes coronary disease more likely/);
  });

  it('heart: a normal thallium scan gets no note, a fixed defect does', async () => {
    expect((await explanation('heart', { ...defaultValues('heart'), thal: 2 })).notes?.thal).toBeUndefined();
    expect((await explanation('heart', { ...defaultValues('heart'), thal: 1 })).notes?.thal).toMatch(/fixed defect/);
  });

  it('diabetes: a diastolic 110 mm Hg lowers the estimate, and the note says it is not protection', async () => {
    const { contributions, notes } = await explanation('diabetes', defaultValues('diabetes'));
    expect(contributions.BloodPressure).toBeLessThan(0);
    expect(notes?.BloodPressure).toMatch(/diastolic.*not protection/);
  });

  it('diabetes: no notes for inputs whose sign reads as expected', async () => {
    const { notes } = await explanation('diabetes', defaultValues('diabetes'));
    expect(Object.keys(notes ?? {}).sort()).toEqual(['BloodPressure', 'Insulin']);
    await app.close();
  });
});
