import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { modelCardSchema, predictionTools } from '@clinvia/contracts/predictions';
import { predictOutput } from '../models/pipeline';
import { tools } from '../models/registry';
import { renderCard } from '../train/card';
import { loadDataset } from '../train/dataset';
import { crossValidate, scores } from '../train/evaluate';
import { fitFinal, trainTool } from '../train/train';
import { bindArtefact, readArtefact } from './models';

const docsDir = fileURLToPath(new URL('../../../../docs/models/', import.meta.url));
/** JSON round trip, as the artefact went through when it was written. */
const asStored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe.each(predictionTools)('%s artefact', (tool) => {
  const def = tools[tool];
  const artefact = readArtefact(tool);
  const model = bindArtefact(def, artefact);
  const { examples, sha256 } = loadDataset(def);

  it('was trained on the committed data file', () => {
    expect(artefact.data).toEqual({ file: def.data.file, sha256, rows: examples.length });
  });

  it('loads and reproduces its recorded metrics on the training rows', () => {
    const outputs = examples.map((e) => predictOutput(artefact.fitted, model.candidate.terms, def.task, e.inputs));
    const recomputed = scores(
      def.task,
      examples.map((e) => e.target),
      outputs,
    );
    for (const [metric, value] of Object.entries(artefact.apparent)) expect(recomputed[metric], metric).toBeCloseTo(value, 9);
  });

  it('carries a valid model card whose metrics are the artefact\'s', () => {
    const card = modelCardSchema.parse(artefact.card);
    expect(card.metrics).toEqual(artefact.metrics);
    expect(card.candidates.filter((c) => c.chosen).map((c) => c.id)).toEqual([artefact.fitted.candidate]);
    expect(card.quality_bars).toHaveLength(def.bars.length);
    expect(card.data.sha256).toBe(sha256);
  });

  it('has its Markdown card in docs/models generated from the same data', () => {
    expect(readFileSync(`${docsDir}${tool}.md`, 'utf8')).toBe(renderCard(artefact.card));
  });

  it('retraining the chosen model on all rows gives the same parameters', () => {
    expect(asStored(fitFinal(def, model.candidate, examples))).toEqual(artefact.fitted);
  });

  it('re-running the chosen model\'s cross-validation gives the recorded metrics', () => {
    const cv = crossValidate(model.candidate, def.task, def.zeroMeansMissing, examples, def.evaluation);
    expect(asStored(cv.summary)).toEqual(artefact.metrics);
  });
});

describe('full retraining', () => {
  // The whole run (every candidate, selection, card) for the two quickest tools; the others are
  // covered above by their chosen model's cross-validation and final fit.
  it.each(['diabetes', 'insurance'] as const)('reproduces the %s artefact exactly', (tool) => {
    expect(asStored(trainTool(tools[tool]))).toEqual(readArtefact(tool));
  });
});
