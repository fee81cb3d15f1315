import { describe, expect, it } from 'vitest';
import { boostingCandidate, forestCandidate, linearCandidate, logisticCandidate } from './candidates';
import { fitImpute, fitPipeline, imputeInputs, predictOutput, predictPipeline } from './pipeline';
import { fields, oneHot } from './terms';

const inputs = Array.from({ length: 40 }, (_, i) => ({ a: (i % 10) - 4.5, b: i % 3, c: i % 7 === 0 ? 0 : 10 + (i % 5) }));
const labels = inputs.map((x) => (x.a + x.b > 0 ? 1 : 0));
const terms = [...fields(['a', 'c']), ...oneHot('b', [0, 1, 2])];

describe('imputation of "not measured" zeros', () => {
  it('uses the median of the non-zero training values', () => {
    expect(fitImpute([{ c: 0 }, { c: 4 }, { c: 2 }, { c: 9 }], ['c'])).toEqual({ c: 4 });
    expect(imputeInputs({ c: 0, d: 0 }, { c: 4 })).toEqual({ c: 4, d: 0 });
    expect(imputeInputs({ c: 3 }, { c: 4 })).toEqual({ c: 3 });
  });
});

describe('fitted pipelines', () => {
  it.each([logisticCandidate(terms, 'test'), boostingCandidate(terms, 'test'), forestCandidate(terms, 'test')])(
    '$id: contributions per input field add up to the output',
    (candidate) => {
      const fitted = fitPipeline(candidate, 'classification', inputs, labels, ['c'], 1);
      expect(fitted.terms).toEqual(['a', 'c', 'b=0', 'b=1', 'b=2']);
      for (const x of inputs.slice(0, 8)) {
        const p = predictPipeline(fitted, candidate.terms, 'classification', x);
        expect(Object.keys(p.contributions).sort()).toEqual(['a', 'b', 'c']);
        const score = p.baseline + Object.values(p.contributions).reduce((s, v) => s + v, 0);
        const expected = p.unit === 'log-odds' ? Math.log(p.output / (1 - p.output)) : p.output;
        expect(score).toBeCloseTo(expected, 8);
        expect(p.output).toBeCloseTo(predictOutput(fitted, candidate.terms, 'classification', x), 12);
      }
    },
  );

  it('shares a product term equally between its two inputs (linear regression)', () => {
    const product = { name: 'a×b', sources: ['a', 'b'], value: (x: Readonly<Record<string, number>>) => (x.a ?? 0) * (x.b ?? 0) };
    const candidate = linearCandidate('t', 'test', [product], 'test');
    const targets = inputs.map((x) => 2 * x.a * x.b + 1);
    const fitted = fitPipeline(candidate, 'regression', inputs, targets, [], 1);
    const p = predictPipeline(fitted, candidate.terms, 'regression', { a: 3, b: 2, c: 1 });
    expect(p.output).toBeCloseTo(13, 6);
    expect(p.contributions.a).toBeCloseTo(p.contributions.b ?? NaN, 12);
    expect(p.baseline + (p.contributions.a ?? 0) + (p.contributions.b ?? 0)).toBeCloseTo(13, 6);
  });
});
