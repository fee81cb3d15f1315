import type { Questionnaire, QuestionnaireItem } from '@clinvia/contracts/questionnaire';

// INTAKE-11: the staff editor's working copy of a questionnaire: a flat list of questions the
// form edits field by field, turned into FHIR JSON to preview and to save. What the editor does
// not show (nested items, initial values, an option's initialSelected) is carried over untouched.

export const itemTypes = ['string', 'text', 'integer', 'decimal', 'boolean', 'date', 'choice', 'open-choice', 'display', 'group'] as const;
export type ItemType = (typeof itemTypes)[number];

export const itemTypeLabels: Record<ItemType, string> = {
  string: 'Short text',
  text: 'Long text',
  integer: 'Whole number',
  decimal: 'Number',
  boolean: 'Yes / no',
  date: 'Date',
  choice: 'Choice',
  'open-choice': 'Choice or own answer',
  display: 'Text only (no answer)',
  group: 'Group',
};

export const operators = ['=', '!=', '>', '<', '>=', '<=', 'exists'] as const;
export type Operator = (typeof operators)[number];

export const operatorLabels: Record<Operator, string> = {
  '=': 'is',
  '!=': 'is not',
  '>': 'is more than',
  '<': 'is less than',
  '>=': 'is at least',
  '<=': 'is at most',
  exists: 'is answered',
};

export interface DraftChoice {
  key: string;
  code: string;
  display: string;
}

export interface DraftCondition {
  question: string;
  operator: Operator;
  answer: string;
}

export interface DraftItem {
  /** Stable for React while the linkId is typed. */
  key: string;
  linkId: string;
  text: string;
  type: ItemType;
  required: boolean;
  repeats: boolean;
  maxLength: string;
  choices: DraftChoice[];
  condition: DraftCondition | null;
  /** The item as loaded, for what the editor does not show. */
  original: QuestionnaireItem | null;
}

export interface Draft {
  title: string;
  items: DraftItem[];
  /** The questionnaire as loaded (its code, url), for what the editor does not show. */
  original: Questionnaire | null;
}

let counter = 0;
export function newKey(): string {
  counter += 1;
  return `k${String(counter)}`;
}

export const takesChoices = (type: ItemType): boolean => type === 'choice' || type === 'open-choice';
export const takesAnswer = (type: ItemType): boolean => type !== 'display' && type !== 'group';
/** The subset's rules: only choices repeat; only typed answers have a length limit. */
export const takesRepeats = takesChoices;
export const takesMaxLength = (type: ItemType): boolean => type === 'string' || type === 'text' || type === 'open-choice';

type Option = NonNullable<QuestionnaireItem['answerOption']>[number];
type Condition = NonNullable<QuestionnaireItem['enableWhen']>[number];

function choiceOf(option: Option): DraftChoice {
  if (option.valueCoding) return { key: newKey(), code: option.valueCoding.code ?? '', display: option.valueCoding.display ?? '' };
  const value = option.valueString ?? (option.valueInteger === undefined ? '' : String(option.valueInteger));
  return { key: newKey(), code: value, display: value };
}

/** The condition's answer as the editor's text box holds it. */
function answerOf(condition: Condition): string {
  if (condition.answerCoding) return condition.answerCoding.code ?? '';
  if (condition.answerBoolean !== undefined) return condition.answerBoolean ? 'yes' : 'no';
  if (condition.answerInteger !== undefined) return String(condition.answerInteger);
  if (condition.answerDecimal !== undefined) return String(condition.answerDecimal);
  return condition.answerDate ?? condition.answerString ?? '';
}

export function draftOf(questionnaire: Questionnaire | null): Draft {
  if (!questionnaire) return { title: '', items: [], original: null };
  return {
    title: questionnaire.title,
    original: questionnaire,
    items: questionnaire.item.map((item) => {
      const [condition] = item.enableWhen ?? [];
      return {
        key: newKey(),
        linkId: item.linkId,
        text: item.text ?? '',
        type: item.type,
        required: item.required === true,
        repeats: item.repeats === true,
        maxLength: item.maxLength === undefined ? '' : String(item.maxLength),
        choices: (item.answerOption ?? []).map(choiceOf),
        condition: condition ? { question: condition.question, operator: condition.operator, answer: answerOf(condition) } : null,
        original: item,
      };
    }),
  };
}

/** A new question with an id not used yet ('q1', 'q2', …). */
export function blankItem(items: readonly DraftItem[]): DraftItem {
  const used = new Set(items.map((item) => item.linkId));
  let n = items.length + 1;
  while (used.has(`q${String(n)}`)) n += 1;
  return { key: newKey(), linkId: `q${String(n)}`, text: '', type: 'string', required: false, repeats: false, maxLength: '', choices: [], condition: null, original: null };
}

/** The condition in FHIR: its answer typed as the question it names is (a choice's code, a number, yes/no). */
function conditionToFhir(condition: DraftCondition, items: readonly DraftItem[]): Condition {
  const base = { question: condition.question, operator: condition.operator };
  if (condition.operator === 'exists') return { ...base, answerBoolean: true };
  const target = items.find((item) => item.linkId === condition.question);
  const answer = condition.answer.trim();
  switch (target?.type) {
    case 'choice':
    case 'open-choice':
      return { ...base, answerCoding: { code: answer } };
    case 'boolean':
      return { ...base, answerBoolean: answer === 'yes' };
    case 'integer':
      return { ...base, answerInteger: Number.isInteger(Number(answer)) && answer !== '' ? Number(answer) : Number.NaN };
    case 'decimal':
      return { ...base, answerDecimal: answer === '' ? Number.NaN : Number(answer) };
    case 'date':
      return { ...base, answerDate: answer };
    default:
      return { ...base, answerString: answer };
  }
}

export function toItem(item: DraftItem, items: readonly DraftItem[]): QuestionnaireItem {
  const { enableWhen: _enableWhen, answerOption: _answerOption, maxLength: _maxLength, required: _required, repeats: _repeats, ...kept } = item.original ?? { linkId: item.linkId, type: item.type };
  const maxLength = item.maxLength.trim();
  const options = item.choices.map((choice) => {
    const initialSelected = item.original?.answerOption?.find((option) => option.valueCoding?.code === choice.code)?.initialSelected;
    return { valueCoding: { code: choice.code.trim(), display: choice.display.trim() }, ...(initialSelected === undefined ? {} : { initialSelected }) };
  });
  return {
    ...kept,
    linkId: item.linkId.trim(),
    text: item.text,
    type: item.type,
    ...(item.required && takesAnswer(item.type) ? { required: true } : {}),
    ...(item.repeats && takesRepeats(item.type) ? { repeats: true } : {}),
    ...(maxLength !== '' && takesMaxLength(item.type) ? { maxLength: /^\d+$/.test(maxLength) ? Number(maxLength) : Number.NaN } : {}),
    ...(takesChoices(item.type) ? { answerOption: options } : {}),
    ...(item.condition ? { enableWhen: [conditionToFhir(item.condition, items)] } : {}),
  };
}

export function toQuestionnaire(draft: Draft): Questionnaire {
  return {
    ...(draft.original ?? {}),
    resourceType: 'Questionnaire',
    status: draft.original?.status ?? 'active',
    title: draft.title,
    item: draft.items.map((item) => toItem(item, draft.items)),
  };
}

/** A choice's code from what staff typed: lower case, words joined by '-' ('More than half' → 'more-than-half'). */
export function codeFor(display: string): string {
  return display
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The API's and the schema's per-field messages ('questionnaire.item.3.text', 'item.3.text')
 * as the editor shows them: 'title', or an item's key and its field ('k7.text').
 */
export function editorErrors(fields: Readonly<Record<string, string>>, items: readonly DraftItem[]): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const parts = path.replace(/^questionnaire\./, '').split('.');
    if (parts[0] === 'title') shown.title ??= message;
    else if (parts[0] === 'item' && parts[1] !== undefined && /^\d+$/.test(parts[1])) {
      const item = items[Number(parts[1])];
      const field = parts[2] === 'enableWhen' ? 'condition' : parts[2] === 'answerOption' ? 'choices' : (parts[2] ?? 'text');
      if (item) shown[`${item.key}.${field}`] ??= message;
    } else shown.form ??= message;
  }
  return shown;
}
