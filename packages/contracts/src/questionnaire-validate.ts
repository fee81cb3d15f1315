import { isCalendarDate } from './clinic-time';
import { tooLongMessage } from './fields';
import {
  answersByLinkId,
  canonicalOf,
  flattenItems,
  itemsFromAnswers,
  isQuestion,
  type Coding,
  type EnableWhen,
  type Questionnaire,
  type QuestionnaireItem,
  type QuestionnaireResponse,
  type QuestionnaireResponseAnswer,
  type QuestionnaireResponseItem,
} from './questionnaire';

/*
 * INTAKE-2, INTAKE-3: the one check of a QuestionnaireResponse against its Questionnaire. The
 * browser runs it for the message at each field as the patient types; the server runs it on every
 * save for the truth. It takes responses already shaped by `questionnaireResponseSchema`, so what
 * it reports is about the answers, each under the linkId of its question.
 *
 * Answers to a question that is not enabled are refused, not dropped: the server never stores an
 * answer the patient was not shown, and a client that sends one learns it at once. The form drops
 * them itself as a condition turns off (`pruneDisabled`).
 */

export interface ValidationError {
  linkId: string;
  message: string;
}
export type ValidationResult = { ok: true } | { ok: false; errors: ValidationError[] };

/** The messages patients read beside a question, once for the browser and the server. */
export const questionnaireMessages = {
  required: 'Please answer this question',
  requiredGroup: 'Please answer at least one question in this section',
  unknown: 'This question is not part of the questionnaire',
  duplicate: 'This question is answered twice',
  notEnabled: 'This question does not apply to your other answers',
  noAnswer: 'This item takes no answer',
  oneAnswer: 'Please give only one answer',
  sameOptionTwice: 'The same option is chosen twice',
  empty: 'An answer cannot be empty',
  text: 'Please enter text',
  integer: 'Please enter a whole number',
  decimal: 'Please enter a number',
  boolean: 'Please answer yes or no',
  date: 'Please enter a valid date (YYYY-MM-DD)',
  option: 'Please choose one of the options',
} as const;

/** FHIR's integer is 32-bit. */
const INTEGER_LIMIT = 2_147_483_647;

function sameCoding(a: Coding, b: Coding): boolean {
  return a.code === b.code && (a.system === undefined || b.system === undefined || a.system === b.system);
}

type Comparable = { kind: 'number'; value: number } | { kind: 'text'; value: string } | { kind: 'boolean'; value: boolean } | { kind: 'coding'; value: Coding };

function answerValue(answer: QuestionnaireResponseAnswer): Comparable | undefined {
  if (answer.valueCoding !== undefined) return { kind: 'coding', value: answer.valueCoding };
  if (answer.valueBoolean !== undefined) return { kind: 'boolean', value: answer.valueBoolean };
  if (answer.valueInteger !== undefined) return { kind: 'number', value: answer.valueInteger };
  if (answer.valueDecimal !== undefined) return { kind: 'number', value: answer.valueDecimal };
  if (answer.valueString !== undefined) return { kind: 'text', value: answer.valueString };
  if (answer.valueDate !== undefined) return { kind: 'text', value: answer.valueDate };
  return undefined;
}

function conditionValue(condition: EnableWhen): Comparable | undefined {
  if (condition.answerCoding !== undefined) return { kind: 'coding', value: condition.answerCoding };
  if (condition.answerBoolean !== undefined) return { kind: 'boolean', value: condition.answerBoolean };
  if (condition.answerInteger !== undefined) return { kind: 'number', value: condition.answerInteger };
  if (condition.answerDecimal !== undefined) return { kind: 'number', value: condition.answerDecimal };
  if (condition.answerString !== undefined) return { kind: 'text', value: condition.answerString };
  if (condition.answerDate !== undefined) return { kind: 'text', value: condition.answerDate };
  return undefined;
}

/** -1, 0 or 1; 'equal'/'different' for values that only compare for equality; undefined when unlike. */
function compare(left: Comparable, right: Comparable): number | 'equal' | 'different' | undefined {
  if (left.kind === 'coding' && right.kind === 'coding') return sameCoding(left.value, right.value) ? 'equal' : 'different';
  // A string condition also matches an open-choice answer picked from coded options by its code or label.
  if (left.kind === 'coding' && right.kind === 'text') return left.value.code === right.value || left.value.display === right.value ? 'equal' : 'different';
  if (left.kind === 'boolean' && right.kind === 'boolean') return left.value === right.value ? 'equal' : 'different';
  if (left.kind === 'number' && right.kind === 'number') return Math.sign(left.value - right.value);
  if (left.kind === 'text' && right.kind === 'text') return left.value === right.value ? 0 : left.value < right.value ? -1 : 1;
  return undefined;
}

/**
 * FHIR R4 enableWhen for one condition. Subset choices: a question without an answer makes every
 * operator but 'exists' false (a follow-up stays hidden until its question is answered); '!='
 * holds when no answer equals the value; the ordering operators compare numbers and dates, and
 * never codings.
 */
function conditionHolds(condition: EnableWhen, answers: readonly QuestionnaireResponseAnswer[]): boolean {
  if (condition.operator === 'exists') return (answers.length > 0) === condition.answerBoolean;
  const expected = conditionValue(condition);
  if (answers.length === 0 || expected === undefined) return false;
  const results = answers.map((answer) => {
    const value = answerValue(answer);
    return value === undefined ? undefined : compare(value, expected);
  });
  const equal = (result: (typeof results)[number]) => result === 'equal' || result === 0;
  switch (condition.operator) {
    case '=':
      return results.some(equal);
    case '!=':
      return !results.some(equal);
    case '>':
      return results.some((result) => typeof result === 'number' && result > 0);
    case '<':
      return results.some((result) => typeof result === 'number' && result < 0);
    case '>=':
      return results.some((result) => typeof result === 'number' && result >= 0);
    case '<=':
      return results.some((result) => typeof result === 'number' && result <= 0);
  }
}

function conditionsHold(item: QuestionnaireItem, answersOf: (linkId: string) => readonly QuestionnaireResponseAnswer[]): boolean {
  const conditions = item.enableWhen ?? [];
  if (conditions.length === 0) return true;
  const holds = (condition: EnableWhen) => conditionHolds(condition, answersOf(condition.question));
  return item.enableBehavior === 'any' ? conditions.some(holds) : conditions.every(holds);
}

/**
 * INTAKE-3: whether the item's own conditions hold for the answers in the response. A response
 * the validator accepted (or one passed through `pruneDisabled`) holds no answer of a disabled
 * question, so this is the whole rule for it; for the enablement of a group's content or of a
 * chain of conditions over a raw response, use `enabledLinkIds`.
 */
export function isEnabled(item: QuestionnaireItem, response: QuestionnaireResponse): boolean {
  const answers = answersByLinkId(response);
  return conditionsHold(item, (linkId) => answers.get(linkId) ?? []);
}

/**
 * The linkIds of the enabled items: an item is enabled when its group is and its conditions hold,
 * and an answer to a disabled question counts as no answer (FHIR R4: 'as though the item is not
 * valued'). The questionnaire schema refuses circular conditions, so the recursion ends.
 */
export function enabledLinkIds(questionnaire: Questionnaire, response: QuestionnaireResponse): Set<string> {
  const answers = answersByLinkId(response);
  const byLinkId = new Map<string, QuestionnaireItem>();
  const parentOf = new Map<string, string>();
  for (const item of flattenItems(questionnaire.item)) {
    byLinkId.set(item.linkId, item);
    for (const child of item.item ?? []) parentOf.set(child.linkId, item.linkId);
  }
  const memo = new Map<string, boolean>();
  const enabled = (linkId: string, seen: ReadonlySet<string>): boolean => {
    const known = memo.get(linkId);
    if (known !== undefined) return known;
    const item = byLinkId.get(linkId);
    // A linkId outside the questionnaire, or a circle the schema would have refused: never shown.
    if (item === undefined || seen.has(linkId)) return false;
    const path = new Set(seen).add(linkId);
    const parent = parentOf.get(linkId);
    const result =
      (parent === undefined || enabled(parent, path)) &&
      conditionsHold(item, (question) => (enabled(question, path) ? (answers.get(question) ?? []) : []));
    memo.set(linkId, result);
    return result;
  };
  return new Set([...byLinkId.keys()].filter((linkId) => enabled(linkId, new Set())));
}

/** The response without the items of disabled questions: what the form keeps as conditions change. */
export function pruneDisabled(questionnaire: Questionnaire, response: QuestionnaireResponse): QuestionnaireResponse {
  const enabled = enabledLinkIds(questionnaire, response);
  // A group left with nothing inside goes too: FHIR's response holds no empty groups.
  const prune = (items: readonly QuestionnaireResponseItem[]): QuestionnaireResponseItem[] =>
    items.flatMap((item) => {
      if (!enabled.has(item.linkId)) return [];
      if (item.item === undefined) return [item];
      const inner = prune(item.item);
      return inner.length === 0 && (item.answer ?? []).length === 0 ? [] : [{ ...item, item: inner }];
    });
  return response.item === undefined ? response : { ...response, item: prune(response.item) };
}

function matchesOption(item: QuestionnaireItem, answer: QuestionnaireResponseAnswer): boolean {
  return (item.answerOption ?? []).some(
    (option) =>
      (option.valueCoding !== undefined && answer.valueCoding !== undefined && sameCoding(option.valueCoding, answer.valueCoding)) ||
      (option.valueString !== undefined && answer.valueString === option.valueString) ||
      (option.valueInteger !== undefined && answer.valueInteger === option.valueInteger),
  );
}

function checkText(item: QuestionnaireItem, value: string | undefined): string | undefined {
  if (value === undefined) return questionnaireMessages.text;
  if (value.trim() === '') return questionnaireMessages.empty;
  if (item.maxLength !== undefined && value.length > item.maxLength) return tooLongMessage(item.maxLength);
  return undefined;
}

/** What is wrong with one answer to a question of this type, if anything. */
function answerProblem(item: QuestionnaireItem, answer: QuestionnaireResponseAnswer): string | undefined {
  switch (item.type) {
    case 'string':
    case 'text':
      return checkText(item, answer.valueString);
    case 'integer':
      return answer.valueInteger !== undefined && Number.isInteger(answer.valueInteger) && Math.abs(answer.valueInteger) <= INTEGER_LIMIT
        ? undefined
        : questionnaireMessages.integer;
    case 'decimal':
      return answer.valueDecimal !== undefined && Number.isFinite(answer.valueDecimal) ? undefined : questionnaireMessages.decimal;
    case 'boolean':
      return answer.valueBoolean === undefined ? questionnaireMessages.boolean : undefined;
    case 'date':
      return answer.valueDate !== undefined && isCalendarDate(answer.valueDate) ? undefined : questionnaireMessages.date;
    case 'choice':
      return matchesOption(item, answer) ? undefined : questionnaireMessages.option;
    case 'open-choice':
      // An option, or the patient's own words ('Other') within the limit.
      if (matchesOption(item, answer)) return undefined;
      return answer.valueString === undefined ? questionnaireMessages.option : checkText(item, answer.valueString);
    default:
      return questionnaireMessages.noAnswer;
  }
}

function sameAnswer(a: QuestionnaireResponseAnswer, b: QuestionnaireResponseAnswer): boolean {
  const left = answerValue(a);
  const right = answerValue(b);
  if (left === undefined || right === undefined) return false;
  const result = compare(left, right);
  return result === 'equal' || result === 0;
}

function hasAnswer(item: QuestionnaireResponseItem): boolean {
  return (item.answer ?? []).length > 0 || (item.item ?? []).some(hasAnswer);
}

/**
 * INTAKE-2: checks a response against its questionnaire. `partial` is a draft being saved: types,
 * options and limits are checked but nothing is yet required. Every problem is reported once,
 * under the linkId of its question, in the questionnaire's order.
 */
export function validateResponse(questionnaire: Questionnaire, response: QuestionnaireResponse, options: { partial: boolean }): ValidationResult {
  const enabled = enabledLinkIds(questionnaire, response);
  const errors: ValidationError[] = [];
  const report = (linkId: string, message: string) => {
    if (!errors.some((error) => error.linkId === linkId)) errors.push({ linkId, message });
  };

  const walk = (definitions: readonly QuestionnaireItem[], items: readonly QuestionnaireResponseItem[]) => {
    const seen = new Set<string>();
    for (const item of items) {
      const definition = definitions.find((candidate) => candidate.linkId === item.linkId);
      if (definition === undefined) {
        report(item.linkId, questionnaireMessages.unknown);
        continue;
      }
      if (seen.has(item.linkId)) report(item.linkId, questionnaireMessages.duplicate);
      seen.add(item.linkId);
      if (!enabled.has(item.linkId) && hasAnswer(item)) {
        report(item.linkId, questionnaireMessages.notEnabled);
        continue;
      }
      const answers = item.answer ?? [];
      if (!isQuestion(definition.type)) {
        if (answers.length > 0) report(item.linkId, questionnaireMessages.noAnswer);
      } else {
        if (item.item !== undefined && item.item.length > 0) report(item.linkId, questionnaireMessages.noAnswer);
        if (answers.length > 1 && definition.repeats !== true) report(item.linkId, questionnaireMessages.oneAnswer);
        if (answers.some((answer, index) => answers.slice(0, index).some((earlier) => sameAnswer(earlier, answer)))) {
          report(item.linkId, questionnaireMessages.sameOptionTwice);
        }
        for (const answer of answers) {
          const problem = answerProblem(definition, answer);
          if (problem !== undefined) report(item.linkId, problem);
        }
      }
      if (definition.type === 'group') walk(definition.item ?? [], item.item ?? []);
    }
    if (options.partial) return;
    for (const definition of definitions) {
      if (!enabled.has(definition.linkId)) continue;
      const given = items.filter((item) => item.linkId === definition.linkId);
      if (definition.required === true && !given.some(hasAnswer)) {
        report(definition.linkId, definition.type === 'group' ? questionnaireMessages.requiredGroup : questionnaireMessages.required);
      }
      // A group the response leaves out still has required questions inside.
      if (definition.type === 'group' && given.length === 0) walk(definition.item ?? [], []);
    }
  };
  walk(questionnaire.item, response.item ?? []);

  const order = flattenItems(questionnaire.item).map((item) => item.linkId);
  const position = (linkId: string) => {
    const index = order.indexOf(linkId);
    return index === -1 ? order.length : index;
  };
  errors.sort((a, b) => position(a.linkId) - position(b.linkId));
  return errors.length === 0 ? { ok: true } : { ok: false, errors };
}

/**
 * A new draft for a questionnaire: its initial values and pre-selected options (FHIR `initial`,
 * `initialSelected`), kept only where the question is enabled by them.
 */
export function initialResponse(questionnaire: Questionnaire): QuestionnaireResponse {
  const answers = new Map<string, QuestionnaireResponseAnswer[]>();
  for (const item of flattenItems(questionnaire.item)) {
    const selected = (item.answerOption ?? []).filter((option) => option.initialSelected === true);
    const initial: QuestionnaireResponseAnswer[] =
      item.initial ??
      selected.map(({ valueCoding, valueString, valueInteger }) => ({
        ...(valueCoding === undefined ? {} : { valueCoding }),
        ...(valueString === undefined ? {} : { valueString }),
        ...(valueInteger === undefined ? {} : { valueInteger }),
      }));
    if (initial.length > 0) answers.set(item.linkId, initial);
  }
  const draft: QuestionnaireResponse = {
    resourceType: 'QuestionnaireResponse',
    questionnaire: canonicalOf(questionnaire),
    status: 'in-progress',
    item: itemsFromAnswers(questionnaire.item, answers),
  };
  return pruneDisabled(questionnaire, draft);
}

