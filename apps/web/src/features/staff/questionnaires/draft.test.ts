import type { Questionnaire } from '@clinvia/contracts/questionnaire';
import { describe, expect, it } from 'vitest';
import { blankCondition, blankItem, codeFor, draftIssues, draftOf, editorErrors, flattenDraft, moveItem, removeItem, toQuestionnaire, updateItem, type DraftItem } from './draft';

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
    if (!why || !age) throw new Error('fixture');
    why.conditions = [{ key: 'c', question: 'age', operator: '>=', answer: '18' }];
    draft.items = [draft.items[0], age, why].filter((item) => item !== undefined);
    age.type = 'integer';
    expect(toQuestionnaire(draft).item[2]?.enableWhen).toEqual([{ question: 'age', operator: '>=', answerInteger: 18 }]);
  });

  it('round-trips groups at any depth, several conditions with all/any, and initial values of each type', () => {
    const nested: Questionnaire = {
      resourceType: 'Questionnaire',
      title: 'Nested',
      status: 'active',
      item: [
        { linkId: 'smoke', text: 'Do you smoke?', type: 'boolean', initial: [{ valueBoolean: false }] },
        { linkId: 'age', text: 'Age', type: 'integer', initial: [{ valueInteger: 40 }] },
        {
          linkId: 'habits',
          text: 'Habits',
          type: 'group',
          item: [
            {
              linkId: 'inner',
              text: 'Inner',
              type: 'group',
              item: [
                {
                  linkId: 'per-day',
                  text: 'How many a day?',
                  type: 'decimal',
                  initial: [{ valueDecimal: 2.5 }],
                  enableWhen: [
                    { question: 'smoke', operator: '=', answerBoolean: true },
                    { question: 'age', operator: '>=', answerInteger: 18 },
                  ],
                  enableBehavior: 'any',
                },
                { linkId: 'since', text: 'Since when?', type: 'date', initial: [{ valueDate: '2020-01-31' }] },
                { linkId: 'brand', text: 'Brand', type: 'string', initial: [{ valueString: 'None' }], maxLength: 40 },
              ],
            },
          ],
        },
      ],
    };
    expect(toQuestionnaire(draftOf(nested))).toEqual(nested);
  });
});

describe('the tree', () => {
  const tree = () => {
    const draft = draftOf(null);
    const first = { ...blankItem([]), text: 'First' };
    const group: DraftItem = { ...blankItem([first]), text: 'Group', type: 'group' };
    const inner = { ...blankItem([first, group]), text: 'Inner A' };
    const other = { ...blankItem([first, group, inner]), text: 'Inner B' };
    group.items = [inner, other];
    draft.items = [first, group];
    return { draft, first, group, inner, other };
  };

  it('takes ids unused anywhere in the tree', () => {
    const { draft } = tree();
    expect(flattenDraft(draft.items).map((item) => item.linkId)).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(blankItem(draft.items).linkId).toBe('q5');
  });

  it('changes, moves and removes an item inside a group', () => {
    const { draft, group, inner, other } = tree();
    const changed = updateItem(draft.items, inner.key, (item) => ({ ...item, text: 'Changed' }));
    expect(changed[1]?.items[0]?.text).toBe('Changed');
    const moved = moveItem(draft.items, other.key, -1);
    expect(moved[1]?.items.map((item) => item.text)).toEqual(['Inner B', 'Inner A']);
    expect(moveItem(draft.items, other.key, 1)[1]?.items.map((item) => item.text)).toEqual(['Inner A', 'Inner B']);
    const removed = removeItem(draft.items, inner.key);
    expect(removed[1]?.items.map((item) => item.text)).toEqual(['Inner B']);
    expect(removeItem(draft.items, group.key).map((item) => item.text)).toEqual(['First']);
  });
});

describe('draftIssues', () => {
  const messages = { conditionUnknown: 'Earlier!', conditionAnswerMissing: 'Answer!', wholeNumber: 'Whole!', number: 'Number!', date: 'Date!', initialSelectedOne: 'One!' };

  it('names a condition on a later or missing question, a missing or wrong answer, and a bad initial value', () => {
    const age: DraftItem = { ...blankItem([]), linkId: 'age', text: 'Age', type: 'integer', initial: 'forty' };
    const later: DraftItem = { ...blankItem([age]), linkId: 'later', text: 'Later', type: 'string' };
    const asks: DraftItem = {
      ...blankItem([age, later]),
      linkId: 'asks',
      text: 'Asks',
      type: 'date',
      initial: '2026-02-31x',
      conditions: [
        { ...blankCondition('later'), answer: 'x' },
        { ...blankCondition('age'), answer: '' },
        { ...blankCondition('age'), answer: '1.5' },
        { ...blankCondition('gone'), operator: 'exists' },
      ],
    };
    const group: DraftItem = { ...blankItem([age]), linkId: 'g', text: 'G', type: 'group', items: [asks] };
    expect(draftIssues([age, group, later], messages)).toEqual({
      [`${age.key}.initial`]: 'Whole!',
      [`${asks.key}.condition.0`]: 'Earlier!',
      [`${asks.key}.condition.1`]: 'Answer!',
      [`${asks.key}.condition.2`]: 'Whole!',
      [`${asks.key}.condition.3`]: 'Earlier!',
      [`${asks.key}.initial`]: 'Date!',
    });
  });

  it('refuses two options ticked at first on a one-answer choice', () => {
    const choice: DraftItem = {
      ...blankItem([]),
      type: 'choice',
      choices: [
        { key: 'a', code: 'a', display: 'A', selected: true },
        { key: 'b', code: 'b', display: 'B', selected: true },
      ],
    };
    expect(draftIssues([choice], messages)).toEqual({ [`${choice.key}.choices`]: 'One!' });
    expect(draftIssues([{ ...choice, repeats: true }], messages)).toEqual({});
  });

  it('drops repeats and limits a type cannot have, and makes a bad limit an error, not a guess', () => {
    const draft = draftOf(null);
    const item: DraftItem = { ...blankItem([]), text: 'Weight', type: 'integer', repeats: true, maxLength: '10' };
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
    ).toEqual({ title: 'Title!', [`${why?.key ?? ''}.condition.0`]: 'Earlier!', [`${mood?.key ?? ''}.choices`]: 'Choices!', [`${mood?.key ?? ''}.text`]: 'Text!', form: 'Twice!' });
  });

  it('follows a path into nested groups', () => {
    const inner: DraftItem = { ...blankItem([]), linkId: 'inner' };
    const group: DraftItem = { ...blankItem([inner]), type: 'group', items: [{ ...blankItem([inner]), type: 'group', items: [inner] }] };
    expect(editorErrors({ 'questionnaire.item.0.item.0.item.0.initial.0': 'Kind!', 'item.0.item.0.item': 'Empty!', 'item.0.enableBehavior': 'All!' }, [group])).toEqual({
      [`${inner.key}.initial`]: 'Kind!',
      [`${group.items[0]?.key ?? ''}.items`]: 'Empty!',
      [`${group.key}.enableBehavior`]: 'All!',
    });
  });
});
