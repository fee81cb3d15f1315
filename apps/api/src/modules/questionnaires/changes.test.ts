import { describe, expect, it } from 'vitest';
import type { Questionnaire, QuestionnaireResponse } from '@clinvia/contracts/questionnaire';
import { answerChanges, answerText } from './changes';

// INTAKE-16: what changed between two completed responses, in the words the patient chose.

const questionnaire: Questionnaire = {
  resourceType: 'Questionnaire',
  title: 'Check',
  status: 'active',
  item: [
    { linkId: 'intro', text: 'About you', type: 'display' },
    { linkId: 'smoking', text: 'Do you smoke?', type: 'choice', answerOption: [{ valueCoding: { code: 'no', display: 'No' } }, { valueCoding: { code: 'yes', display: 'Yes' } }] },
    { linkId: 'per-day', text: 'How many a day?', type: 'integer' },
    { linkId: 'history', type: 'group', text: 'History', item: [{ linkId: 'allergies', text: 'Allergies?', type: 'open-choice', repeats: true }] },
    { linkId: 'new', text: 'Asked only now', type: 'boolean' },
  ],
};

const response = (items: QuestionnaireResponse['item']): QuestionnaireResponse => ({ resourceType: 'QuestionnaireResponse', questionnaire: 'x|1', status: 'completed', item: items });

describe('answerText', () => {
  it('reads each kind of answer in words', () => {
    expect(answerText({ valueCoding: { code: 'yes', display: 'Yes' } })).toBe('Yes');
    expect(answerText({ valueCoding: { code: 'yes' } })).toBe('yes');
    expect(answerText({ valueBoolean: false })).toBe('No');
    expect(answerText({ valueInteger: 12 })).toBe('12');
    expect(answerText({ valueDecimal: 1.5 })).toBe('1.5');
    expect(answerText({ valueDate: '2026-01-02' })).toBe('2026-01-02');
    expect(answerText({ valueString: 'Pollen' })).toBe('Pollen');
  });
});

describe('answerChanges', () => {
  it('names the questions whose answers differ, inside groups too, with both answers', () => {
    const before = response([
      { linkId: 'smoking', answer: [{ valueCoding: { code: 'no', display: 'No' } }] },
      { linkId: 'history', item: [{ linkId: 'allergies', answer: [{ valueString: 'Pollen' }] }] },
    ]);
    const after = response([
      { linkId: 'smoking', answer: [{ valueCoding: { code: 'yes', display: 'Yes' } }] },
      { linkId: 'per-day', answer: [{ valueInteger: 5 }] },
      { linkId: 'history', item: [{ linkId: 'allergies', answer: [{ valueString: 'Pollen' }] }] },
      { linkId: 'new', answer: [{ valueBoolean: true }] },
    ]);
    expect(answerChanges(questionnaire, before, after)).toEqual([
      { linkId: 'smoking', text: 'Do you smoke?', before: ['No'], after: ['Yes'] },
      { linkId: 'per-day', text: 'How many a day?', before: [], after: ['5'] },
      { linkId: 'new', text: 'Asked only now', before: [], after: ['Yes'] },
    ]);
  });

  it('finds nothing when the answers are the same, and sees a removed or reordered repeat', () => {
    const same = response([{ linkId: 'history', item: [{ linkId: 'allergies', answer: [{ valueString: 'Pollen' }, { valueString: 'Nuts' }] }] }]);
    expect(answerChanges(questionnaire, same, same)).toEqual([]);
    const reordered = response([{ linkId: 'history', item: [{ linkId: 'allergies', answer: [{ valueString: 'Nuts' }, { valueString: 'Pollen' }] }] }]);
    expect(answerChanges(questionnaire, same, reordered).map((change) => change.linkId)).toEqual(['allergies']);
    expect(answerChanges(questionnaire, same, response([]))).toEqual([{ linkId: 'allergies', text: 'Allergies?', before: ['Pollen', 'Nuts'], after: [] }]);
  });
});
