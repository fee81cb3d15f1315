import type { Questionnaire } from '@clinvia/contracts/questionnaire';
import { describe, expect, it } from 'vitest';
import { blankItem, codeFor, draftOf, editorErrors, toQuestionnaire } from './draft';

// INTAKE-11: the editor's working copy round-trips FHIR JSON and keeps what it does not show.

const loaded: Questionnaire = {
  resourceType: 'Questionnaire',
  url: 'urn:uuid:abc',
  version: '3',
  title: 'PHQ-2',
  status: 'active',
  code: [{ system: 'http://loinc.org', code: '55757-9' }],
  item: [
    {
      linkId: 'mood',
      text: 'Feeling down?',
      type: 'choice',
      code: [{ system: 'http://loinc.org', code: '44255-8' }],
      required: true,
      answerOption: [{ valueCoding: { code: 'LA6568-5', display: 'Not at all' }, initialSelected: true }, { valueCoding: { code: 'LA6569-3', display: 'Several days' } }],
    },
    { linkId: 'why', text: 'Why?', type: 'text', maxLength: 300, enableWhen: [{ question: 'mood', operator: '=', answerCoding: { code: 'LA6569-3' } }] },
    { linkId: 'age', text: 'Age', type: 'integer', enableWhen: [{ question: 'mood', operator: 'exists', answerBoolean: true }] },
  ],
};

describe('draftOf and toQuestionnaire', () => {
  it('round-trip a questionnaire unchanged, codes and pre-selected options included', () => {
    expect(toQuestionnaire(draftOf(loaded))).toEqual(loaded);
  });

  it('types a condition’s answer as the question it names is', () => {
    const draft = draftOf(loaded);
    const [, why, age] = draft.items;
    if (!why?.condition || !age) throw new Error('fixture');
    why.condition = { question: 'age', operator: '>=', answer: '18' };
    draft.items = [draft.items[0], age, why].filter((item) => item !== undefined);
    age.type = 'integer';
    expect(toQuestionnaire(draft).item[2]?.enableWhen).toEqual([{ question: 'age', operator: '>=', answerInteger: 18 }]);
  });

  it('drops repeats and limits a type cannot have, and makes a bad limit an error, not a guess', () => {
    const draft = draftOf(null);
    const item = { ...blankItem([]), text: 'Weight', type: 'integer' as const, repeats: true, maxLength: '10' };
    draft.items = [item];
    expect(toQuestionnaire({ ...draft, title: 'T' }).item[0]).toEqual({ linkId: 'q1', text: 'Weight', type: 'integer' });
    draft.items = [{ ...item, type: 'string', maxLength: 'ten' }];
    expect(toQuestionnaire(draft).item[0]?.maxLength).toBeNaN();
  });
});

describe('blankItem', () => {
  it('takes the next free id', () => {
    const first = blankItem([]);
    expect(first.linkId).toBe('q1');
    expect(blankItem([first, { ...first, key: 'x', linkId: 'q2' }]).linkId).toBe('q3');
  });
});

describe('codeFor', () => {
  it('makes a code from an answer’s words', () => {
    expect(codeFor('  More than half the days ')).toBe('more-than-half-the-days');
  });
});

describe('editorErrors', () => {
  it('puts the API’s and the schema’s messages on the title and the item’s fields', () => {
    const draft = draftOf(loaded);
    const [mood, why] = draft.items;
    expect(
      editorErrors(
        { 'questionnaire.title': 'Title!', 'questionnaire.item.1.enableWhen.0.question': 'Earlier!', 'item.0.answerOption': 'Choices!', 'item.0.text': 'Text!', item: 'Twice!' },
        draft.items,
      ),
    ).toEqual({ title: 'Title!', [`${why?.key ?? ''}.condition`]: 'Earlier!', [`${mood?.key ?? ''}.choices`]: 'Choices!', [`${mood?.key ?? ''}.text`]: 'Text!', form: 'Twice!' });
  });
});
