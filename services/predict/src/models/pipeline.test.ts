import { describe, expect, it } from 'vitest';
import { boostingCandidate, forestCandidate, linearCandidate, logisticCandidate, votingCandidate } from './candidates';
import { fitImpute, fitPipeline, imputeInputs, pipelinePredictor, predictOutput } from './pipeline';
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
  const vote = votingCandidate('vote', [forestCandidate(terms, 'test'), boostingCandidate(terms, 'test'), logisticCandidate(terms, 'test')], 'test');

  it.each([logisticCandidate(terms, 'test'), boostingCandidate(terms, 'test'), forestCandidate(terms, 'test'), vote])(
    '$id: contributions per input field add up to the output',
    (candidate) => {
      const fitted = fitPipeline(candidate, 'classification', inputs, labels, ['c'], 1);
      expect(fitted.terms).toEqual(['a', 'c', 'b=0', 'b=1', 'b=2']);
      const predict = pipelinePredictor(fitted, candidate.terms, 'classification', ['a', 'b', 'c']);
      for (const x of inputs.slice(0, 8)) {
        const p = predict(x);
        expect(p.contributions).toHaveLength(3);
        const score = p.baseline + p.contributions.reduce((s, v) => s + v, 0);
        const expected = p.unit === 'log-odds' ? Math.log(p.output / (1 - p.output)) : p.output;
        expect(score).toBeCloseTo(expected, 8);
        expect(p.output).toBeCloseTo(predictOutput(fitted, candidate.terms, 'classification', x), 12);
      }
    },
  );

  it('a soft vote outputs the mean probability of its members, fitted as on their own', () => {
    const fitted = fitPipeline(vote, 'classification', inputs, labels, ['c'], 7);
    const members = [forestCandidate(terms, 'test'), boostingCandidate(terms, 'test'), logisticCandidate(terms, 'test')].map((m) => fitPipeline(m, 'classification', inputs, labels, ['c'], 7));
    for (const x of inputs.slice(0, 8)) {
      const mean = members.reduce((s, m) => s + predictOutput(m, terms, 'classification', x), 0) / members.length;
      expect(predictOutput(fitted, vote.terms, 'classification', x)).toBeCloseTo(mean, 12);
      expect(pipelinePredictor(fitted, vote.terms, 'classification', ['a', 'b', 'c'])(x).unit).toBe('probability');
    }
  });

  it('refuses a vote of one member', () => {
    expect(() => votingCandidate('v', [forestCandidate(terms, 'test')], 'test')).toThrow(/two or more/);
  });

  it('shares a product term equally between its two inputs (linear regression)', () => {
    const product = { name: 'a×b', sources: ['a', 'b'], value: (x: Readonly<Record<string, number>>) => (x.a ?? 0) * (x.b ?? 0) };
    const candidate = linearCandidate('t', 'test', [product], 'test');
    const targets = inputs.map((x) => 2 * x.a * x.b + 1);
    const fitted = fitPipeline(candidate, 'regression', inputs, targets, [], 1);
    const p = pipelinePredictor(fitted, candidate.terms, 'regression', ['a', 'b', 'c'])({ a: 3, b: 2, c: 1 });
    const [a = NaN, b = NaN, c = NaN] = p.contributions;
    expect(p.output).toBeCloseTo(13, 6);
    expect(a).toBeCloseTo(b, 12);
    expect(c).toBe(0);
    expect(p.baseline + a + b).toBeCloseTo(13, 6);
  });
});
