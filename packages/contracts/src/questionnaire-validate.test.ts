import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { questionnaireResponseSchema, questionnaireSchema, type Questionnaire, type QuestionnaireResponse, type QuestionnaireResponseItem } from './questionnaire';
import { enabledLinkIds, initialResponse, isEnabled, pruneDisabled, questionnaireMessages as m, validateResponse } from './questionnaire-validate';

const example = (name: string): unknown => JSON.parse(readFileSync(new URL(`../fixtures/fhir-r4/${name}.json`, import.meta.url), 'utf8'));

const lifelines = questionnaireSchema.parse(example('questionnaire-f201-lifelines'));
const gcs = questionnaireSchema.parse(example('questionnaire-gcs-inline'));
const cancer = questionnaireSchema.parse(example('questionnaire-3141-cancer-subset'));

const response = (item: QuestionnaireResponseItem[], status: QuestionnaireResponse['status'] = 'completed'): QuestionnaireResponse => ({
  resourceType: 'QuestionnaireResponse',
  questionnaire: 'x',
  status,
  item,
});
const full = { partial: false };
const draft = { partial: true };
const errorsOf = (questionnaire: Questionnaire, value: QuestionnaireResponse, options = full) => {
  const result = validateResponse(questionnaire, value, options);
  return result.ok ? [] : result.errors;
};

const yes = { system: 'http://terminology.hl7.org/CodeSystem/v2-0136', code: 'Y', display: 'Yes' };
const no = { system: 'http://terminology.hl7.org/CodeSystem/v2-0136', code: 'N', display: 'No' };

describe("the validator on the specification's examples (INTAKE-2)", () => {
  it("refuses the f201 response's text answers to its yes/no questions, and accepts them as booleans", () => {
    const published = questionnaireResponseSchema.parse(example('questionnaireresponse-f201'));
    expect(errorsOf(lifelines, published)).toEqual([
      { linkId: '1', message: m.boolean },
      { linkId: '3.1', message: m.boolean },
      { linkId: '3.2', message: m.boolean },
    ]);
    const answered = (item: QuestionnaireResponseItem): QuestionnaireResponseItem =>
      ['1', '3.1', '3.2'].includes(item.linkId) ? { ...item, answer: [{ valueBoolean: item.linkId === '1' }] } : { ...item, item: item.item?.map(answered) };
    expect(validateResponse(lifelines, { ...published, item: published.item?.map(answered) }, full)).toEqual({ ok: true });
  });

  it('checks the Glasgow Coma Score choices against their options, system included', () => {
    const motor = (valueCoding: { system?: string; code: string }) => response([{ linkId: '1.2', answer: [{ valueCoding }] }]);
    expect(errorsOf(gcs, motor({ system: 'http://loinc.org', code: 'LA6567-2' }))).toEqual([]);
    expect(errorsOf(gcs, motor({ code: 'LA6567-2' }))).toEqual([]);
    expect(errorsOf(gcs, motor({ system: 'http://snomed.info/sct', code: 'LA6567-2' }))).toEqual([{ linkId: '1.2', message: m.option }]);
    // An eye-opening code is not a motor answer.
    expect(errorsOf(gcs, motor({ system: 'http://loinc.org', code: 'LA6556-5' }))).toEqual([{ linkId: '1.2', message: m.option }]);
    expect(errorsOf(gcs, response([{ linkId: '1.2', answer: [{ valueString: 'Obeys commands' }] }]))).toEqual([{ linkId: '1.2', message: m.option }]);
  });
});

describe('enableWhen (INTAKE-3)', () => {
  const comorbidity = (code: typeof yes, inner: QuestionnaireResponseItem[] = []) =>
    response([{ linkId: '1', item: [{ linkId: '1.1', answer: [{ valueCoding: code }] }, ...(inner.length > 0 ? [{ linkId: '1.1.1', item: inner }] : [])] }]);

  it("shows the cardiovascular group only after 'Yes', and requires its required question only then", () => {
    expect(enabledLinkIds(cancer, comorbidity(no)).has('1.1.1')).toBe(false);
    expect(enabledLinkIds(cancer, comorbidity(no)).has('1.1.1.1')).toBe(false);
    expect(errorsOf(cancer, comorbidity(no))).toEqual([]);
    expect(errorsOf(cancer, comorbidity(yes))).toEqual([{ linkId: '1.1.1.1', message: m.required }]);
    expect(errorsOf(cancer, comorbidity(yes), draft)).toEqual([]);
    expect(errorsOf(cancer, comorbidity(yes, [{ linkId: '1.1.1.1', answer: [{ valueCoding: no }] }]))).toEqual([]);
  });

  it('refuses answers to a question that is not enabled, and pruneDisabled drops them', () => {
    const stale = comorbidity(no, [{ linkId: '1.1.1.1', answer: [{ valueCoding: yes }] }]);
    expect(errorsOf(cancer, stale, draft)).toEqual([{ linkId: '1.1.1', message: m.notEnabled }]);
    const pruned = pruneDisabled(cancer, stale);
    expect(pruned.item?.[0]?.item?.map((item) => item.linkId)).toEqual(['1.1']);
    const onlyStale = response([{ linkId: '1', item: [{ linkId: '1.1.1', item: [{ linkId: '1.1.1.1', answer: [{ valueCoding: yes }] }] }] }]);
    expect(pruneDisabled(cancer, onlyStale).item).toEqual([]);
    expect(errorsOf(cancer, pruned)).toEqual([]);
  });

  it("compares integers with '>' and counts a disabled question's answer as none", () => {
    const history = (count: number | undefined, which?: string) =>
      response([
        { linkId: '1', item: [{ linkId: '1.1', answer: [{ valueCoding: no }] }] },
        {
          linkId: '2',
          item: [
            ...(count === undefined ? [] : [{ linkId: '2.2', answer: [{ valueInteger: count }] }]),
            ...(which === undefined ? [] : [{ linkId: '2.3', answer: [{ valueString: which }] }]),
          ],
        },
      ]);
    expect(errorsOf(cancer, history(2, 'Melanoma, 2019'))).toEqual([]);
    expect(errorsOf(cancer, history(0, 'Melanoma'))).toEqual([{ linkId: '2.3', message: m.notEnabled }]);
    expect(errorsOf(cancer, history(undefined, 'Melanoma'))).toEqual([{ linkId: '2.3', message: m.notEnabled }]);
  });

  const rules: Questionnaire = {
    resourceType: 'Questionnaire',
    title: 'Rules',
    status: 'active',
    item: [
      { linkId: 'smoke', text: 'Do you smoke?', type: 'boolean' },
      { linkId: 'age', text: 'Age', type: 'decimal' },
      { linkId: 'since', text: 'Since when?', type: 'date', enableWhen: [{ question: 'smoke', operator: '=', answerBoolean: true }] },
      {
        linkId: 'advice',
        text: 'Would you like advice?',
        type: 'boolean',
        enableBehavior: 'any',
        enableWhen: [
          { question: 'since', operator: '<', answerDate: '2020-01-01' },
          { question: 'age', operator: '>=', answerInteger: 65 },
        ],
      },
      { linkId: 'why', text: 'Why not?', type: 'string', enableWhen: [{ question: 'smoke', operator: '!=', answerBoolean: true }] },
      { linkId: 'skipped', text: 'You skipped the first question', type: 'display', enableWhen: [{ question: 'smoke', operator: 'exists', answerBoolean: false }] },
      {
        linkId: 'both',
        text: 'Smoker over 40',
        type: 'display',
        enableBehavior: 'all',
        enableWhen: [
          { question: 'smoke', operator: '=', answerBoolean: true },
          { question: 'age', operator: '>', answerDecimal: 40 },
        ],
      },
    ],
  };
  const enabled = (items: QuestionnaireResponseItem[]) => [...enabledLinkIds(rules, response(items))].sort();

  it("evaluates exists, '=', '!=', dates, numbers, 'any' and 'all', and chains through a disabled question", () => {
    expect(enabled([])).toEqual(['age', 'skipped', 'smoke']);
    expect(enabled([{ linkId: 'smoke', answer: [{ valueBoolean: false }] }])).toEqual(['age', 'smoke', 'why']);
    expect(enabled([{ linkId: 'smoke', answer: [{ valueBoolean: true }] }, { linkId: 'since', answer: [{ valueDate: '2010-05-01' }] }])).toEqual([
      'advice',
      'age',
      'since',
      'smoke',
    ]);
    expect(enabled([{ linkId: 'smoke', answer: [{ valueBoolean: true }] }, { linkId: 'since', answer: [{ valueDate: '2021-05-01' }] }])).toEqual(['age', 'since', 'smoke']);
    expect(enabled([{ linkId: 'smoke', answer: [{ valueBoolean: false }] }, { linkId: 'age', answer: [{ valueDecimal: 70.5 }] }])).toEqual(['advice', 'age', 'smoke', 'why']);
    expect(enabled([{ linkId: 'smoke', answer: [{ valueBoolean: true }] }, { linkId: 'age', answer: [{ valueDecimal: 40 }] }])).toEqual(['age', 'since', 'smoke']);
    expect(enabled([{ linkId: 'smoke', answer: [{ valueBoolean: true }] }, { linkId: 'age', answer: [{ valueDecimal: 41 }] }])).toEqual(['age', 'both', 'since', 'smoke']);
    // 'since' is answered before 2020 but hidden (not a smoker), so it does not enable 'advice'.
    expect(enabled([{ linkId: 'smoke', answer: [{ valueBoolean: false }] }, { linkId: 'since', answer: [{ valueDate: '2010-05-01' }] }])).toEqual(['age', 'smoke', 'why']);
  });

  it("isEnabled reads the item's own conditions from the response", () => {
    const since = rules.item[2];
    if (since === undefined) throw new Error('fixture');
    expect(isEnabled(since, response([{ linkId: 'smoke', answer: [{ valueBoolean: true }] }]))).toBe(true);
    expect(isEnabled(since, response([{ linkId: 'smoke', answer: [{ valueBoolean: false }] }]))).toBe(false);
    expect(isEnabled(since, response([]))).toBe(false);
  });
});

describe('crafted bad answers (INTAKE-2)', () => {
  const form: Questionnaire = {
    resourceType: 'Questionnaire',
    title: 'Intake',
    status: 'active',
    item: [
      { linkId: 'reason', text: 'Reason for the visit', type: 'text', required: true, maxLength: 10 },
      { linkId: 'visits', text: 'Visits this year', type: 'integer' },
      { linkId: 'weight', text: 'Weight (kg)', type: 'decimal' },
      { linkId: 'born', text: 'Date of birth', type: 'date' },
      {
        linkId: 'allergies',
        text: 'Allergies',
        type: 'open-choice',
        repeats: true,
        maxLength: 5,
        answerOption: [{ valueCoding: { code: 'pen', display: 'Penicillin' } }, { valueCoding: { code: 'nut', display: 'Nuts' } }],
      },
      { linkId: 'pain', text: 'Pain from 0 to 3', type: 'choice', answerOption: [0, 1, 2, 3].map((valueInteger) => ({ valueInteger })) },
      { linkId: 'social', text: 'About you', type: 'group', required: true, item: [{ linkId: 'job', text: 'Job', type: 'string' }] },
      { linkId: 'thanks', text: 'Thank you', type: 'display' },
    ],
  };
  const reason: QuestionnaireResponseItem = { linkId: 'reason', answer: [{ valueString: 'Headache' }] };
  const social: QuestionnaireResponseItem = { linkId: 'social', item: [{ linkId: 'job', answer: [{ valueString: 'Nurse' }] }] };
  const filled = [reason, social];
  const withItem = (item: QuestionnaireResponseItem) => response([...filled, item]);

  it('accepts a well-formed response and requires required questions and sections', () => {
    expect(errorsOf(form, response(filled))).toEqual([]);
    expect(errorsOf(form, response([]))).toEqual([
      { linkId: 'reason', message: m.required },
      { linkId: 'social', message: m.requiredGroup },
    ]);
    expect(errorsOf(form, response([]), draft)).toEqual([]);
  });

  it('checks formats, limits and options, each under its question', () => {
    expect(errorsOf(form, response([{ linkId: 'reason', answer: [{ valueString: 'x'.repeat(11) }] }, social]))).toEqual([
      { linkId: 'reason', message: 'Please use at most 10 characters' },
    ]);
    expect(errorsOf(form, response([{ linkId: 'reason', answer: [{ valueString: '   ' }] }]), draft)).toEqual([{ linkId: 'reason', message: m.empty }]);
    expect(errorsOf(form, withItem({ linkId: 'visits', answer: [{ valueInteger: 1.5 }] }))).toEqual([{ linkId: 'visits', message: m.integer }]);
    expect(errorsOf(form, withItem({ linkId: 'visits', answer: [{ valueInteger: 2 ** 31 }] }))).toEqual([{ linkId: 'visits', message: m.integer }]);
    expect(errorsOf(form, withItem({ linkId: 'visits', answer: [{ valueString: '3' }] }))).toEqual([{ linkId: 'visits', message: m.integer }]);
    expect(errorsOf(form, withItem({ linkId: 'weight', answer: [{ valueDecimal: 72.5 }] }))).toEqual([]);
    expect(errorsOf(form, withItem({ linkId: 'weight', answer: [{ valueInteger: 72 }] }))).toEqual([{ linkId: 'weight', message: m.decimal }]);
    expect(errorsOf(form, withItem({ linkId: 'born', answer: [{ valueDate: '1980-02-30' }] }))).toEqual([{ linkId: 'born', message: m.date }]);
    expect(errorsOf(form, withItem({ linkId: 'born', answer: [{ valueDate: '1980-2-3' }] }))).toEqual([{ linkId: 'born', message: m.date }]);
    expect(errorsOf(form, withItem({ linkId: 'pain', answer: [{ valueInteger: 2 }] }))).toEqual([]);
    expect(errorsOf(form, withItem({ linkId: 'pain', answer: [{ valueInteger: 4 }] }))).toEqual([{ linkId: 'pain', message: m.option }]);
    expect(errorsOf(form, withItem({ linkId: 'pain', answer: [{ valueInteger: 1 }, { valueInteger: 2 }] }))).toEqual([{ linkId: 'pain', message: m.oneAnswer }]);
    expect(errorsOf(form, withItem({ linkId: 'thanks', answer: [{ valueBoolean: true }] }))).toEqual([{ linkId: 'thanks', message: m.noAnswer }]);
  });

  it('takes several options and free text for a repeating open choice, within its limit', () => {
    const allergies = (answer: QuestionnaireResponseItem['answer']) => withItem({ linkId: 'allergies', answer });
    expect(errorsOf(form, allergies([{ valueCoding: { code: 'pen' } }, { valueCoding: { code: 'nut' } }, { valueString: 'Latex' }]))).toEqual([]);
    expect(errorsOf(form, allergies([{ valueString: 'Shellfish' }]))).toEqual([{ linkId: 'allergies', message: 'Please use at most 5 characters' }]);
    expect(errorsOf(form, allergies([{ valueCoding: { code: 'egg' } }]))).toEqual([{ linkId: 'allergies', message: m.option }]);
    expect(errorsOf(form, allergies([{ valueCoding: { code: 'pen' } }, { valueCoding: { code: 'pen' } }]))).toEqual([{ linkId: 'allergies', message: m.sameOptionTwice }]);
  });

  it('refuses unknown linkIds, an item outside its group, duplicates and answers on a group', () => {
    expect(errorsOf(form, withItem({ linkId: 'ssn', answer: [{ valueString: '123' }] }))).toEqual([{ linkId: 'ssn', message: m.unknown }]);
    expect(errorsOf(form, withItem({ linkId: 'job', answer: [{ valueString: 'Nurse' }] }))).toEqual([{ linkId: 'job', message: m.unknown }]);
    expect(errorsOf(form, withItem({ linkId: 'reason', answer: [{ valueString: 'Again' }] }))).toEqual([{ linkId: 'reason', message: m.duplicate }]);
    expect(errorsOf(form, response([reason, { linkId: 'social', answer: [{ valueString: 'x' }], item: [{ linkId: 'job', answer: [{ valueString: 'Nurse' }] }] }]))).toEqual([
      { linkId: 'social', message: m.noAnswer },
    ]);
  });
});

describe('a new draft (INTAKE-1)', () => {
  it("starts from the initial values and pre-selected options, in the questionnaire's order, where they are enabled", () => {
    const questionnaire: Questionnaire = {
      resourceType: 'Questionnaire',
      url: 'https://clinvia.example/q/smoking',
      version: '2',
      title: 'Smoking',
      status: 'active',
      item: [
        { linkId: 'about', text: 'About you', type: 'group', item: [{ linkId: 'smoke', text: 'Do you smoke?', type: 'boolean', initial: [{ valueBoolean: false }] }] },
        {
          linkId: 'kind',
          text: 'What do you smoke?',
          type: 'choice',
          repeats: true,
          enableWhen: [{ question: 'smoke', operator: '=', answerBoolean: true }],
          answerOption: [{ valueString: 'Cigarettes', initialSelected: true }, { valueString: 'Cigars' }],
        },
        { linkId: 'quit', text: 'Would you like help to stop?', type: 'choice', answerOption: [{ valueInteger: 1, initialSelected: true }, { valueInteger: 2 }] },
      ],
    };
    expect(initialResponse(questionnaire)).toEqual({
      resourceType: 'QuestionnaireResponse',
      questionnaire: 'https://clinvia.example/q/smoking|2',
      status: 'in-progress',
      item: [
        { linkId: 'about', text: 'About you', item: [{ linkId: 'smoke', text: 'Do you smoke?', answer: [{ valueBoolean: false }] }] },
        { linkId: 'quit', text: 'Would you like help to stop?', answer: [{ valueInteger: 1 }] },
      ],
    });
    expect(validateResponse(questionnaire, initialResponse(questionnaire), draft)).toEqual({ ok: true });
  });
});

