import type { InitialValue, Questionnaire, QuestionnaireItem } from '@clinvia/contracts/questionnaire';

// INTAKE-1, INTAKE-11: the staff editor's working copy of a questionnaire: a tree of items (groups
// hold items, at any depth) that the form edits field by field, with every condition, how they
// combine, and the initial answer, turned into FHIR JSON to preview and to save. What the editor
// does not show (codes, several initial values of a repeating question) is carried over untouched.

export const itemTypes = ['string', 'text', 'integer', 'decimal', 'boolean', 'date', 'choice', 'open-choice', 'display', 'group'] as const;
export type ItemType = (typeof itemTypes)[number];

export const operators = ['=', '!=', '>', '<', '>=', '<=', 'exists'] as const;
export type Operator = (typeof operators)[number];

export interface DraftChoice {
  key: string;
  code: string;
  display: string;
  /** Ticked when the form opens (FHIR's answerOption.initialSelected). */
  selected: boolean;
}

export interface DraftCondition {
  key: string;
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
  conditions: DraftCondition[];
  /** How several conditions combine: all must hold, or any one. */
  enableBehavior: 'all' | 'any';
  /** The initial answer as typed: text, a number, 'yes'/'no', YYYY-MM-DD; '' for none. Choices use `selected`. */
  initial: string;
  /** A group's items. */
  items: DraftItem[];
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
/** A typed initial answer (a choice's is its pre-selected options). */
export const takesInitial = (type: ItemType): boolean => takesAnswer(type) && !takesChoices(type);

type Option = NonNullable<QuestionnaireItem['answerOption']>[number];
type Condition = NonNullable<QuestionnaireItem['enableWhen']>[number];

function choiceOf(option: Option): DraftChoice {
  const selected = option.initialSelected === true;
  if (option.valueCoding) return { key: newKey(), code: option.valueCoding.code, display: option.valueCoding.display, selected };
  const value = option.valueString ?? (option.valueInteger === undefined ? '' : String(option.valueInteger));
  return { key: newKey(), code: value, display: value, selected };
}

/** The condition's answer as the editor's text box holds it. */
function answerOf(condition: Condition): string {
  if (condition.answerCoding) return condition.answerCoding.code;
  if (condition.answerBoolean !== undefined) return condition.answerBoolean ? 'yes' : 'no';
  if (condition.answerInteger !== undefined) return String(condition.answerInteger);
  if (condition.answerDecimal !== undefined) return String(condition.answerDecimal);
  return condition.answerDate ?? condition.answerString ?? '';
}

/** One typed initial value as the editor's box holds it; null when the editor cannot show it. */
function initialOf(initial: readonly InitialValue[] | undefined): string | null {
  if (initial === undefined || initial.length === 0) return '';
  const [value] = initial;
  if (initial.length > 1 || value === undefined || value.valueCoding !== undefined) return null;
  if (value.valueBoolean !== undefined) return value.valueBoolean ? 'yes' : 'no';
  if (value.valueInteger !== undefined) return String(value.valueInteger);
  if (value.valueDecimal !== undefined) return String(value.valueDecimal);
  return value.valueDate ?? value.valueString ?? '';
}

function draftItemOf(item: QuestionnaireItem): DraftItem {
  return {
    key: newKey(),
    linkId: item.linkId,
    text: item.text ?? '',
    type: item.type,
    required: item.required === true,
    repeats: item.repeats === true,
    maxLength: item.maxLength === undefined ? '' : String(item.maxLength),
    choices: (item.answerOption ?? []).map(choiceOf),
    conditions: (item.enableWhen ?? []).map((condition) => ({ key: newKey(), question: condition.question, operator: condition.operator, answer: answerOf(condition) })),
    enableBehavior: item.enableBehavior ?? 'all',
    initial: initialOf(item.initial) ?? '',
    items: (item.item ?? []).map(draftItemOf),
    original: item,
  };
}

export function draftOf(questionnaire: Questionnaire | null): Draft {
  if (!questionnaire) return { title: '', items: [], original: null };
  return { title: questionnaire.title, original: questionnaire, items: questionnaire.item.map(draftItemOf) };
}

/** Every item of the tree, groups and their content alike, in document order. */
export function flattenDraft(items: readonly DraftItem[]): DraftItem[] {
  return items.flatMap((item) => [item, ...flattenDraft(item.items)]);
}

/** A new question with an id not used anywhere in the questionnaire yet ('q1', 'q2', …). */
export function blankItem(all: readonly DraftItem[]): DraftItem {
  const used = new Set(flattenDraft(all).map((item) => item.linkId));
  let n = flattenDraft(all).length + 1;
  while (used.has(`q${String(n)}`)) n += 1;
  return { key: newKey(), linkId: `q${String(n)}`, text: '', type: 'string', required: false, repeats: false, maxLength: '', choices: [], conditions: [], enableBehavior: 'all', initial: '', items: [], original: null };
}

export function blankCondition(question: string): DraftCondition {
  return { key: newKey(), question, operator: '=', answer: '' };
}

/** The tree with the item of `key` replaced by what `change` makes of it. */
export function updateItem(items: readonly DraftItem[], key: string, change: (item: DraftItem) => DraftItem): DraftItem[] {
  return items.map((item) => (item.key === key ? change(item) : { ...item, items: updateItem(item.items, key, change) }));
}

/** The tree without the item of `key` (and what it holds). */
export function removeItem(items: readonly DraftItem[], key: string): DraftItem[] {
  return items.filter((item) => item.key !== key).map((item) => ({ ...item, items: removeItem(item.items, key) }));
}

/** The tree with the item of `key` moved one place up or down among its siblings. */
export function moveItem(items: readonly DraftItem[], key: string, offset: -1 | 1): DraftItem[] {
  const index = items.findIndex((item) => item.key === key);
  if (index === -1) return items.map((item) => ({ ...item, items: moveItem(item.items, key, offset) }));
  const target = index + offset;
  if (target < 0 || target >= items.length) return [...items];
  const moved = [...items];
  const [item] = moved.splice(index, 1);
  if (item) moved.splice(target, 0, item);
  return moved;
}

const finiteOrNaN = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));
const integerOrNaN = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The condition in FHIR: its answer typed as the question it names is (a choice's code, a number, yes/no). */
function conditionToFhir(condition: DraftCondition, all: readonly DraftItem[]): Condition {
  const base = { question: condition.question, operator: condition.operator };
  if (condition.operator === 'exists') return { ...base, answerBoolean: true };
  const target = all.find((item) => item.linkId === condition.question);
  const answer = condition.answer.trim();
  switch (target?.type) {
    case 'choice':
    case 'open-choice':
      return { ...base, answerCoding: { code: answer } };
    case 'boolean':
      return { ...base, answerBoolean: answer === 'yes' };
    case 'integer':
      return { ...base, answerInteger: integerOrNaN(answer) };
    case 'decimal':
      return { ...base, answerDecimal: finiteOrNaN(answer) };
    case 'date':
      return { ...base, answerDate: answer };
    default:
      return { ...base, answerString: answer };
  }
}

/** The typed initial value in FHIR, or nothing when the box is empty. */
function initialToFhir(item: DraftItem): InitialValue[] | undefined {
  const text = item.initial.trim();
  if (!takesInitial(item.type) || text === '') return undefined;
  switch (item.type) {
    case 'integer':
      return [{ valueInteger: integerOrNaN(text) }];
    case 'decimal':
      return [{ valueDecimal: finiteOrNaN(text) }];
    case 'boolean':
      return [{ valueBoolean: text === 'yes' }];
    case 'date':
      return [{ valueDate: text }];
    default:
      return [{ valueString: item.initial }];
  }
}

export function toItem(item: DraftItem, all: readonly DraftItem[]): QuestionnaireItem {
  const original = item.original;
  // Several initial values (a repeating question's) are not shown: kept as loaded while the type stays.
  const keptInitial = original?.initial !== undefined && initialOf(original.initial) === null && original.type === item.type ? original.initial : undefined;
  const initial = keptInitial ?? initialToFhir(item);
  const maxLength = item.maxLength.trim();
  const options = item.choices.map((choice) => ({ valueCoding: { code: choice.code.trim(), display: choice.display.trim() }, ...(choice.selected ? { initialSelected: true } : {}) }));
  return {
    ...(original?.code === undefined ? {} : { code: original.code }),
    linkId: item.linkId.trim(),
    text: item.text,
    type: item.type,
    ...(item.required && takesAnswer(item.type) ? { required: true } : {}),
    ...(item.repeats && takesRepeats(item.type) ? { repeats: true } : {}),
    ...(maxLength !== '' && takesMaxLength(item.type) ? { maxLength: /^\d+$/.test(maxLength) ? Number(maxLength) : Number.NaN } : {}),
    ...(takesChoices(item.type) ? { answerOption: options } : {}),
    ...(item.conditions.length > 0 ? { enableWhen: item.conditions.map((condition) => conditionToFhir(condition, all)) } : {}),
    ...(item.conditions.length > 1 ? { enableBehavior: item.enableBehavior } : {}),
    ...(initial === undefined ? {} : { initial }),
    ...(item.type === 'group' ? { item: item.items.map((child) => toItem(child, all)) } : {}),
  };
}

export function toQuestionnaire(draft: Draft): Questionnaire {
  const all = flattenDraft(draft.items);
  return {
    ...(draft.original ?? {}),
    resourceType: 'Questionnaire',
    status: draft.original?.status ?? 'active',
    title: draft.title,
    item: draft.items.map((item) => toItem(item, all)),
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

/** The editor's field of a schema path's tail ('enableWhen.1.answerCoding' → 'condition.1'). */
function fieldOf(rest: readonly string[]): string {
  const [head, index] = rest;
  if (head === undefined) return 'text';
  if (head === 'enableWhen') return index !== undefined && /^\d+$/.test(index) ? `condition.${index}` : 'conditions';
  if (head === 'answerOption') return 'choices';
  if (head === 'item') return 'items';
  return head;
}

/**
 * The API's and the schema's per-field messages ('questionnaire.item.3.item.0.text', 'item.3.text')
 * as the editor shows them: 'title', or an item's key and its field ('k7.text', 'k7.condition.1').
 */
export function editorErrors(fields: Readonly<Record<string, string>>, items: readonly DraftItem[]): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const parts = path.replace(/^questionnaire\./, '').split('.');
    let key = 'form';
    if (parts[0] === 'title') key = 'title';
    else {
      let list: readonly DraftItem[] = items;
      let item: DraftItem | undefined;
      let at = 0;
      while (parts[at] === 'item' && parts[at + 1] !== undefined && /^\d+$/.test(parts[at + 1] ?? '')) {
        item = list[Number(parts[at + 1])];
        if (item === undefined) break;
        list = item.items;
        at += 2;
      }
      if (item) key = `${item.key}.${fieldOf(parts.slice(at))}`;
    }
    // The first message of a field wins, as the API's own do.
    if (!(key in shown)) shown[key] = message;
  }
  return shown;
}

/** Messages the editor gives before the schema's, in words for the field (the 'staffQuestionnaires' catalogue). */
export interface DraftMessages {
  conditionUnknown: string;
  conditionAnswerMissing: string;
  wholeNumber: string;
  number: string;
  date: string;
  initialSelectedOne: string;
}

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(new Date(`${text}T00:00:00Z`).getTime());

function valueProblem(type: ItemType | undefined, text: string, messages: DraftMessages): string | null {
  if (type === 'integer' && !/^-?\d+$/.test(text)) return messages.wholeNumber;
  if (type === 'decimal' && !Number.isFinite(finiteOrNaN(text))) return messages.number;
  if (type === 'date' && !isDate(text)) return messages.date;
  return null;
}

/**
 * INTAKE-11: what the editor says at each field before sending, by item key and field: a
 * condition naming a question that is not asked before this one (a later one, or one removed),
 * a condition without its answer or with one of the wrong kind, an initial answer that is not a
 * whole number, a number or a date, and several options ticked at first on a one-answer choice.
 */
export function draftIssues(items: readonly DraftItem[], messages: DraftMessages): Record<string, string> {
  const issues: Record<string, string> = {};
  const all = flattenDraft(items);
  all.forEach((item, position) => {
    const earlier = all.slice(0, position).filter((candidate) => takesAnswer(candidate.type));
    item.conditions.forEach((condition, index) => {
      const field = `${item.key}.condition.${String(index)}`;
      const target = earlier.find((candidate) => candidate.linkId === condition.question);
      if (target === undefined) issues[field] = messages.conditionUnknown;
      else if (condition.operator !== 'exists') {
        const answer = condition.answer.trim();
        const problem = answer === '' ? messages.conditionAnswerMissing : valueProblem(target.type, answer, messages);
        if (problem !== null) issues[field] = problem;
      }
    });
    const initial = item.initial.trim();
    if (takesInitial(item.type) && initial !== '') {
      const problem = valueProblem(item.type, initial, messages);
      if (problem !== null) issues[`${item.key}.initial`] = problem;
    }
    if (takesChoices(item.type) && !item.repeats && item.choices.filter((choice) => choice.selected).length > 1) issues[`${item.key}.choices`] = messages.initialSelectedOne;
  });
  return issues;
}
