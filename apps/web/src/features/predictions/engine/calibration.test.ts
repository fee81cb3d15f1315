import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calibratedPercent, calibratedReading, calibrationBins, inTen } from './calibration';
import { useCalibratedHeadline } from './extras';

// The headline's words come from the 'predictions' catalogue (I18N-1), read in English here.
const calibratedHeadline = renderHook(() => useCalibratedHeadline()).result.current;

interface CardBin {
  from: number;
  to: number;
  count: number;
  observed_rate: number;
}

function cardBins(tool: string): CardBin[] {
  const artefact = JSON.parse(readFileSync(resolve(import.meta.dirname, `../../../../../../services/predict/models/${tool}.json`), 'utf8')) as {
    card: { calibration: { bins: CardBin[] } };
  };
  return artefact.card.calibration.bins;
}

describe('calibration (PRED-13)', () => {
  it.each(Object.keys(calibrationBins) as (keyof typeof calibrationBins)[])("%s: the bins are the model card's", (tool) => {
    const expected = cardBins(tool).map((bin) => [bin.from, bin.to, bin.count, Math.round(bin.observed_rate * 1000) / 1000]);
    expect(calibrationBins[tool]).toEqual(expected);
  });

  it('heads a heart estimate of 0.99 with the observed rate of its bin (94 %), not the model output', () => {
    expect(calibratedHeadline('heart', 0.99)).toBe(
      'The model puts this in its high-risk group: about 9 of 10 people with values like these in its data had heart disease on angiography.',
    );
    expect(calibratedPercent(calibratedReading('heart', 0.99).observedRate)).toBe('95 %');
  });

  it("reads Parkinson's honestly: 0.97 is 9 in 10, not '> 99 %', and 0.25 is high-risk although below the threshold", () => {
    expect(calibratedReading('parkinsons', 0.97)).toEqual({ group: 'high', observedRate: 0.871, cases: 1103 });
    expect(calibratedReading('parkinsons', 0.25).group).toBe('high');
    expect(calibratedReading('parkinsons', 0.15).group).toBe('middle');
    expect(calibratedReading('parkinsons', 0.05).group).toBe('low');
  });

  it('never says all or none, and never a percentage beyond the tests', () => {
    expect(calibratedHeadline('breast-cancer', 0.999)).toBe(
      'The model puts this in its high-risk group: nearly all (more than 9 of 10) people with values like these in its data had a malignant mass.',
    );
    expect(calibratedPercent(1)).toBe('> 95 %');
    expect(calibratedPercent(0.014)).toBe('< 5 %');
    expect(inTen(0.014)).toEqual({ share: 'fewer', tenths: 0 });
    expect(calibratedHeadline('diabetes', 0.45)).toBe('The model cannot place this clearly: about 4 of 10 people with values like these in its data had diabetes.');
  });

  it('takes a probability of exactly 1 into the last bin', () => {
    expect(calibratedReading('diabetes', 1).cases).toBe(153);
  });
});
