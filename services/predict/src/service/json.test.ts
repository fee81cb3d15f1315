import { describe, expect, it } from 'vitest';
import { defaultValues, predictionTools } from '@clinvia/contracts/predictions';
import { jsonWriter } from './json';
import { loadModels } from './models';
import { answerJsonWriter, predictors } from './predict';

const models = loadModels();
const write = answerJsonWriter(models);

describe('jsonWriter', () => {
  it.each(predictionTools)('writes %s answers and its model card exactly as JSON.stringify', (tool) => {
    const model = models[tool];
    for (const inputs of [defaultValues(tool), ...model.artefact.card.examples.map((e) => e.inputs)]) {
      const answer = predictors[tool](model, inputs);
      expect(write(answer)).toBe(JSON.stringify(answer));
    }
    expect(write(model.artefact.card)).toBe(JSON.stringify(model.artefact.card));
  });

  it('freezes the fixed objects, so their stored text cannot go stale', () => {
    const answer = predictors.heart(models.heart, defaultValues('heart'));
    expect(Object.isFrozen(answer.model)).toBe(true);
    expect(Object.isFrozen(answer.model.metrics)).toBe(true);
    expect(Object.isFrozen(models.heart.artefact.card.examples)).toBe(true);
  });

  it('writes any other plain value as JSON.stringify does', () => {
    const odd = jsonWriter([], ['a fixed "quoted" string']);
    const values: unknown[] = [
      { error: { code: 'validation_error', message: 'Please correct the highlighted fields.', fields: { age: 'Age is required' } } },
      { text: 'a fixed "quoted" string', other: 'line\nbreak \u2028 \ud800 é ×', '"key"': 1, '1': 'integer keys first', b: [1, undefined, () => 1, null] },
      { numbers: [0, -0, 1e21, 1e-7, 0.1 + 0.2, NaN, Infinity, -Infinity, Number.MAX_VALUE] },
      { skipped: undefined, fn: () => 1, symbol: Symbol('s'), kept: true, off: false, nothing: null },
      { date: new Date(0), nested: { toJSON: () => 'custom' }, map: new Map([[1, 2]]) },
      Object.assign(Object.create(null) as object, { bare: 1 }),
      [[], {}, [{}], ''],
    ];
    for (const value of values) expect(odd(value)).toBe(JSON.stringify(value));
  });
});
