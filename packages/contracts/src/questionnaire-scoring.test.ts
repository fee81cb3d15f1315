import { describe, expect, it } from 'vitest';
import { questionnaireSchema, type Questionnaire, type QuestionnaireResponse } from './questionnaire';
import { FREQUENCY_ANSWERS, gad7Questionnaire, LOINC, phq9Questionnaire } from './questionnaire-instruments';
import { GAD7_SOURCE, PHQ9_ITEM9_FLAG, PHQ9_SOURCE, scoreResponse } from './questionnaire-scoring';
import { validateResponse } from './questionnaire-validate';

/** A completed response choosing, for item n, the frequency worth points[n] (0 'Not at all' … 3 'Nearly every day'). */
function answering(questionnaire: Questionnaire, points: readonly number[]): QuestionnaireResponse {
  const scored = questionnaire.item.filter((item) => item.type === 'choice' && item.required === true);
  return {
    resourceType: 'QuestionnaireResponse',
    questionnaire: `${questionnaire.url ?? ''}|${questionnaire.version ?? ''}`,
    status: 'completed',
    item: scored.map((item, index) => {
      const answer = FREQUENCY_ANSWERS.find((candidate) => candidate.points === points[index]);
      if (answer === undefined) throw new Error(`no answer worth ${String(points[index])}`);
      return { linkId: item.linkId, answer: [{ valueCoding: { system: LOINC, code: answer.code, display: answer.display } }] };
    }),
  };
}

const phq9 = (points: readonly number[]) => scoreResponse(phq9Questionnaire, answering(phq9Questionnaire, points));
const gad7 = (points: readonly number[]) => scoreResponse(gad7Questionnaire, answering(gad7Questionnaire, points));

describe('the instruments (INTAKE-4)', () => {
  it('are questionnaires of the subset that a full answer passes', () => {
    expect(questionnaireSchema.parse(phq9Questionnaire).item).toHaveLength(11);
    expect(questionnaireSchema.parse(gad7Questionnaire).item).toHaveLength(9);
    expect(validateResponse(phq9Questionnaire, answering(phq9Questionnaire, [0, 1, 2, 3, 0, 1, 2, 3, 0]), { partial: false })).toEqual({ ok: true });
  });
});

describe('PHQ-9 scoring (INTAKE-5; Kroenke, Spitzer & Williams 2001)', () => {
  it('sums the nine items 0–3 into a total of 0 to 27', () => {
    expect(phq9([0, 0, 0, 0, 0, 0, 0, 0, 0])).toEqual({ instrument: 'PHQ-9', score: 0, band: 'Minimal', flags: [], source: PHQ9_SOURCE });
    expect(phq9([3, 3, 3, 3, 3, 3, 3, 3, 0])?.score).toBe(24);
    // 'Several days' throughout: 9, the top of 'mild'.
    expect(phq9([1, 1, 1, 1, 1, 1, 1, 1, 1])).toMatchObject({ score: 9, band: 'Mild' });
  });

  it("bands at the published cut-points 5, 10, 15 and 20", () => {
    const total = (score: number) => [3, 3, 3, 3, 3, 3, 3, 3, 0].map((_, index) => Math.max(0, Math.min(3, score - 3 * index)));
    const bands = [4, 5, 9, 10, 14, 15, 19, 20, 24].map((score) => [phq9(total(score))?.score, phq9(total(score))?.band]);
    expect(bands).toEqual([
      [4, 'Minimal'],
      [5, 'Mild'],
      [9, 'Mild'],
      [10, 'Moderate'],
      [14, 'Moderate'],
      [15, 'Moderately severe'],
      [19, 'Moderately severe'],
      [20, 'Severe'],
      [24, 'Severe'],
    ]);
    expect(phq9([3, 3, 3, 3, 3, 3, 3, 3, 3])).toMatchObject({ score: 27, band: 'Severe' });
  });

  it('flags item 9 above "Not at all" whatever the total', () => {
    expect(phq9([0, 0, 0, 0, 0, 0, 0, 0, 1])).toEqual({
      instrument: 'PHQ-9',
      score: 1,
      band: 'Minimal',
      flags: [{ linkId: 'phq-9-9', message: PHQ9_ITEM9_FLAG }],
      source: PHQ9_SOURCE,
    });
    expect(phq9([2, 2, 2, 2, 2, 2, 2, 2, 0])?.flags).toEqual([]);
  });

  it('finds the items by their LOINC codes, not their linkIds or order', () => {
    const renamed: Questionnaire = { ...phq9Questionnaire, item: [...phq9Questionnaire.item].reverse().map((item) => ({ ...item, linkId: `x-${item.linkId}` })) };
    const response = answering(phq9Questionnaire, [0, 0, 0, 0, 0, 0, 0, 2, 3]);
    const moved = { ...response, item: response.item?.map((item) => ({ ...item, linkId: `x-${item.linkId}` })) };
    expect(scoreResponse(renamed, moved)).toMatchObject({ score: 5, band: 'Mild', flags: [{ linkId: 'x-phq-9-9' }] });
  });

  it('gives no score for an incomplete form, an answer off the scale, or another questionnaire', () => {
    const response = answering(phq9Questionnaire, [1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(scoreResponse(phq9Questionnaire, { ...response, item: response.item?.slice(0, 8) })).toBeNull();
    const offScale = { ...response, item: response.item?.map((item, index) => (index === 0 ? { ...item, answer: [{ valueCoding: { system: LOINC, code: 'LA6572-7' } }] } : item)) };
    expect(scoreResponse(phq9Questionnaire, offScale)).toBeNull();
    expect(scoreResponse({ ...phq9Questionnaire, code: [{ system: LOINC, code: '9269-2' }] }, response)).toBeNull();
    expect(scoreResponse({ ...phq9Questionnaire, code: undefined }, response)).toBeNull();
  });
});

describe('GAD-7 scoring (INTAKE-5; Spitzer et al. 2006)', () => {
  it('sums seven items into 0 to 21 and bands at 5, 10 and 15', () => {
    const total = (score: number) => [0, 1, 2, 3, 4, 5, 6].map((index) => Math.max(0, Math.min(3, score - 3 * index)));
    const bands = [0, 4, 5, 9, 10, 14, 15, 21].map((score) => [gad7(total(score))?.score, gad7(total(score))?.band]);
    expect(bands).toEqual([
      [0, 'Minimal'],
      [4, 'Minimal'],
      [5, 'Mild'],
      [9, 'Mild'],
      [10, 'Moderate'],
      [14, 'Moderate'],
      [15, 'Severe'],
      [21, 'Severe'],
    ]);
    // 'More than half the days' throughout: 14, moderate; GAD-7 has no flagged item.
    expect(gad7([2, 2, 2, 2, 2, 2, 2])).toEqual({ instrument: 'GAD-7', score: 14, band: 'Moderate', flags: [], source: GAD7_SOURCE });
  });
});

/*
 * Published worked examples: item answers with the total and severity stated beside them.
 * Source: HL7 PACIO Sample Data Depot (MITRE), FHIR QuestionnaireResponse examples published at
 * build.fhir.org/ig/paciowg/sample-data-fsh (github.com/paciowg/sample-data-fsh, input/fsh):
 * PHQ9Example2 ('Total score: 6 (Mild depression)'), PHQ9Example4 ('4 (Minimal depression)'), and
 * BSJ1-GAD7-QuestionnaireResponse-April2025 (12, 'Moderate anxiety'), -July2025 (9, 'Mild
 * anxiety'), -January2026 (4, 'Minimal anxiety'). The points are the LOINC answers each example
 * chose (LA6568-5 0 … LA6571-9 3), in the forms' item order.
 */
describe('scoring against published worked examples (INTAKE-5)', () => {
  it.each([
    ['PHQ9Example2 (February 2026)', [1, 1, 1, 1, 0, 1, 1, 0, 0], 6, 'Mild'],
    ['PHQ9Example4 (April 2026)', [0, 1, 1, 1, 0, 0, 1, 0, 0], 4, 'Minimal'],
  ] as const)('PHQ-9 %s: total %i', (_name, points, score, band) => {
    expect(phq9(points)).toEqual({ instrument: 'PHQ-9', score, band, flags: [], source: PHQ9_SOURCE });
  });

  it.each([
    ['BSJ1-GAD7 April 2025', [2, 2, 2, 1, 1, 2, 2], 12, 'Moderate'],
    ['BSJ1-GAD7 July 2025', [2, 1, 1, 2, 0, 1, 2], 9, 'Mild'],
    ['BSJ1-GAD7 January 2026', [1, 0, 0, 1, 0, 1, 1], 4, 'Minimal'],
  ] as const)('GAD-7 %s: total %i', (_name, points, score, band) => {
    expect(gad7(points)).toEqual({ instrument: 'GAD-7', score, band, flags: [], source: GAD7_SOURCE });
  });
});
