import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fieldMessages } from './errors';
import { canonicalOf, questionnaireResponseSchema, questionnaireSchema, type Questionnaire, type QuestionnaireItem } from './questionnaire';

function example(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`../fixtures/fhir-r4/${name}.json`, import.meta.url), 'utf8'));
}

function problems(input: unknown): string[] {
  const result = questionnaireSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const base = (item: QuestionnaireItem[]): Questionnaire => ({ resourceType: 'Questionnaire', title: 'Intake', status: 'active', item });
const yesNo: QuestionnaireItem = { linkId: 'smoke', text: 'Do you smoke?', type: 'boolean' };

describe('the questionnaire subset (INTAKE-1)', () => {
  it("reads the specification's examples written within the subset, dropping only metadata", () => {
    const lifelines = questionnaireSchema.parse(example('questionnaire-f201-lifelines'));
    expect(lifelines.item.map((item) => item.linkId)).toEqual(['1', '2', '3']);
    expect(lifelines).not.toHaveProperty('subjectType');
    expect(questionnaireSchema.parse(example('questionnaire-gcs-inline')).item[1]?.answerOption).toHaveLength(6);
    expect(questionnaireSchema.parse(example('questionnaire-3141-cancer-subset')).item[0]?.item?.[1]?.enableWhen?.[0]?.operator).toBe('=');
  });

  it('refuses an item that uses something outside the subset instead of ignoring it', () => {
    const gcs = questionnaireSchema.safeParse(example('questionnaire-gcs'));
    expect(gcs.success).toBe(false);
    expect(gcs.error?.issues.some((issue) => issue.code === 'unrecognized_keys' && issue.keys.includes('answerValueSet'))).toBe(true);
  });

  it('applies the FHIR item rules the form relies on', () => {
    expect(problems(base([{ linkId: 'q', type: 'string' }]))).toEqual(['The text is required']);
    expect(problems(base([{ linkId: 'g', type: 'group' }]))).toEqual(['A group needs at least one item']);
    expect(problems(base([{ ...yesNo, item: [yesNo] }]))).toContain('Only a group can hold items');
    expect(problems(base([{ linkId: 'd', text: 'Thank you', type: 'display', required: true }]))).toEqual(['A display text cannot be required']);
    expect(problems(base([{ linkId: 'q', text: 'Name', type: 'string', repeats: true }]))).toEqual(['Only a choice question can take several answers']);
    expect(problems(base([{ linkId: 'q', text: 'Pick', type: 'choice' }]))).toEqual(['A choice question needs at least one option']);
    expect(problems(base([{ ...yesNo, answerOption: [{ valueString: 'Yes' }] }]))).toEqual(['Only a choice question has options']);
    expect(problems(base([{ ...yesNo, maxLength: 3 }]))).toEqual(['Only a text answer has a length limit']);
    expect(problems(base([{ linkId: 'q', text: 'Pick', type: 'choice', answerOption: [{ valueString: 'A', valueInteger: 1 }] }]))).toEqual([
      'An option needs exactly one value: a coding, a text or a whole number',
    ]);
    expect(problems(base([{ ...yesNo, initial: [{ valueBoolean: true }, { valueBoolean: false }] }]))).toEqual(['Only a repeating question has several initial values']);
    expect(
      problems(base([{ linkId: 'q', text: 'Pick', type: 'choice', initial: [{ valueString: 'A' }], answerOption: [{ valueString: 'A', initialSelected: true }] }])),
    ).toEqual(['Give an initial value or pre-selected options, not both']);
  });

  it('checks conditions across items: known questions, matching kinds, all/any, no circles', () => {
    const when = (question: string, extra: object = { answerBoolean: true }) => ({ question, operator: '=' as const, ...extra });
    expect(problems(base([yesNo, { linkId: 'q', text: 'How many?', type: 'integer', enableWhen: [when('nope')] }]))).toEqual([
      'The condition of "q" names "nope", which is not a question here',
    ]);
    expect(problems(base([yesNo, { linkId: 'q', text: 'How many?', type: 'integer', enableWhen: [when('smoke', { answerString: 'yes' })] }]))).toEqual([
      'The condition of "q" compares "smoke" with the wrong kind of answer',
    ]);
    expect(problems(base([yesNo, { linkId: 'q', text: 'How many?', type: 'integer', enableWhen: [when('smoke'), when('smoke', { answerBoolean: false })] }]))).toEqual([
      'Say whether all or any of the conditions must hold',
    ]);
    expect(
      problems(
        base([
          { linkId: 'a', text: 'A', type: 'boolean', enableWhen: [when('b')] },
          { linkId: 'b', text: 'B', type: 'boolean', enableWhen: [when('a')] },
        ]),
      ),
    ).toEqual(['The conditions of "a" depend on each other in a circle']);
    expect(problems(base([yesNo, { ...yesNo, text: 'Again?' }]))).toEqual(['The linkId "smoke" is used twice']);
    expect(problems(base([yesNo, { linkId: 'q', text: 'Since?', type: 'date', enableWhen: [{ question: 'smoke', operator: 'exists', answerDate: '2020-01-01' }] }]))).toEqual([
      '"exists" takes a yes/no answer',
    ]);
  });

  it('reads a response in FHIR JSON and refuses value types outside the subset', () => {
    expect(questionnaireResponseSchema.parse(example('questionnaireresponse-f201')).item).toHaveLength(3);
    const attachment = questionnaireResponseSchema.safeParse({
      resourceType: 'QuestionnaireResponse',
      questionnaire: 'x',
      status: 'completed',
      item: [{ linkId: 'photo', answer: [{ valueAttachment: { url: 'x' } }] }],
    });
    expect(attachment.success).toBe(false);
    const two = questionnaireResponseSchema.safeParse({ resourceType: 'QuestionnaireResponse', questionnaire: 'x', status: 'completed', item: [{ linkId: 'a', answer: [{ valueString: 'a', valueBoolean: true }] }] });
    expect(two.success ? {} : fieldMessages(two.error.issues)).toEqual({ 'item.0.answer.0': 'An answer needs exactly one value' });
  });

  it('names a questionnaire by url|version', () => {
    expect(canonicalOf({ url: 'https://clinvia.example/q/intake', version: '3', title: 'Intake' })).toBe('https://clinvia.example/q/intake|3');
    expect(canonicalOf({ title: 'Intake' })).toBe('Intake');
  });
});
