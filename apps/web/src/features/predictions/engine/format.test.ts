import { caloriesFields, insuranceFields } from '@clinvia/contracts/predictions';
import { describe, expect, it } from 'vitest';
import { fieldValueText, formatAmount, formatDateTime, formatProbability, formatUsd } from './format';

describe('formatting of results', () => {
  it('words probabilities without false certainty', () => {
    expect(formatProbability(0.5567)).toBe('56 %');
    expect(formatProbability(0.0803)).toBe('8 %');
    expect(formatProbability(0.001)).toBe('< 1 %');
    expect(formatProbability(1)).toBe('> 99 %');
  });

  it('writes dollars with two decimals and other amounts with their unit', () => {
    expect(formatUsd(18704.2)).toBe('$18,704.20');
    expect(formatAmount(2429.9, 'USD', true)).toBe('$2,430');
    expect(formatAmount(64.2, 'kcal')).toBe('64 kcal');
    expect(formatAmount(2.224, 'kcal')).toBe('2.2 kcal');
  });

  it("shows a coded value in words and a measured one with its unit", () => {
    const region = insuranceFields.find((field) => field.name === 'region');
    const bodyTemp = caloriesFields.find((field) => field.name === 'Body_Temp');
    if (region === undefined || bodyTemp === undefined) throw new Error('contract fields missing');
    expect(fieldValueText(region, 3)).toBe('Southwest');
    expect(fieldValueText(bodyTemp, 40.3)).toBe('40.3 °C');
  });

  it('writes dates in en-US', () => {
    expect(formatDateTime(new Date(2025, 0, 5, 14, 30), 'en')).toBe('Jan 5, 2025, 2:30 PM');
  });
});
