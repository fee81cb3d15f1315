import { describe, expect, it } from 'vitest';
import { keyFactors } from './insurance';

const base = { age: 31, sex: 1, bmi: 25.74, children: 0, smoker: 0, region: 0 };

describe("insurance key factors (PRED-INS-2)", () => {
  it('names none for a young non-smoker with a BMI up to 30 and no dependents', () => {
    expect(keyFactors({ ...base, bmi: 30, age: 50 })).toEqual([]);
  });

  it('names each factor at its threshold', () => {
    expect(keyFactors({ ...base, smoker: 1 })).toEqual(['smoker']);
    expect(keyFactors({ ...base, bmi: 30.01 })).toEqual(['bmi']);
    expect(keyFactors({ ...base, age: 51 })).toEqual(['age']);
    expect(keyFactors({ ...base, children: 1 })).toEqual(['children']);
  });

  it('names all four together', () => {
    expect(keyFactors({ ...base, smoker: 1, bmi: 35, age: 60, children: 2 })).toEqual(['smoker', 'bmi', 'age', 'children']);
  });
});
