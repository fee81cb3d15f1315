import { z } from 'zod';

/*
 * INTAKE-1: the documented subset of FHIR R4 Questionnaire and QuestionnaireResponse
 * (https://hl7.org/fhir/R4/questionnaire.html) that Clinvia stores, shows and checks. The JSON is
 * FHIR's own, so a stored questionnaire or response is valid FHIR as it is; what lies outside the
 * subset is refused with a message instead of being kept and silently ignored (an answer set the
 * form cannot show, a condition it cannot evaluate). Why a subset and a hand-written validator:
 * docs/decisions/2026-11-29-questionnaire-subset.md.
 *
 * Items are strict (an unknown key such as `answerValueSet`, `prefix` or `extension` is refused);
 * the resource's own metadata (`id`, `name`, `date`, `publisher`, …) is accepted and dropped.
 */

export const QUESTIONNAIRE_ITEM_TYPES = [
  'group',
  'display',
  'string',
  'text',
  'integer',
  'decimal',
  'boolean',
  'date',
  'choice',
  'open-choice',
] as const;
export type QuestionnaireItemType = (typeof QUESTIONNAIRE_ITEM_TYPES)[number];

export const ENABLE_WHEN_OPERATORS = ['exists', '=', '!=', '>', '<', '>=', '<='] as const;
export type EnableWhenOperator = (typeof ENABLE_WHEN_OPERATORS)[number];

/** FHIR's limit on a linkId (R4 Questionnaire.item.linkId). */
export const LINK_ID_MAX_LENGTH = 255;
/** The longest text a question, a display item or a title may have: a paragraph, not a page. */
export const ITEM_TEXT_MAX_LENGTH = 2000;
/** The largest maxLength a question may declare: what a free-text answer can ever hold. */
export const ANSWER_MAX_LENGTH = 10_000;

const shortText = (label: string) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(ITEM_TEXT_MAX_LENGTH, `${label} is too long`);

export const codingSchema = z.object({
  system: z.string().min(1).max(500).optional(),
  code: z.string({ error: 'A code is required' }).min(1, 'A code is required').max(200),
  display: z.string().max(ITEM_TEXT_MAX_LENGTH).optional(),
});
export type Coding = z.infer<typeof codingSchema>;

/** A choice option's coding: the display is what the patient reads, so it is required. */
const optionCodingSchema = codingSchema.extend({ display: shortText('An option label') });

/** Counts the value[x] keys that are present: FHIR's choice types hold exactly one. */
function valueCount(value: object, keys: readonly string[]): number {
  return keys.filter((key) => (value as Record<string, unknown>)[key] !== undefined).length;
}

const OPTION_VALUE_KEYS = ['valueCoding', 'valueString', 'valueInteger'] as const;
export const answerOptionSchema = z
  .strictObject({
    valueCoding: optionCodingSchema.optional(),
    valueString: shortText('An option').optional(),
    valueInteger: z.number().int().optional(),
    initialSelected: z.boolean().optional(),
  })
  .refine((option) => valueCount(option, OPTION_VALUE_KEYS) === 1, 'An option needs exactly one value: a coding, a text or a whole number');
export type AnswerOption = z.infer<typeof answerOptionSchema>;

/** The value keys an answer (and an initial value) may carry, one per question type. */
export const ANSWER_VALUE_KEYS = ['valueString', 'valueInteger', 'valueDecimal', 'valueBoolean', 'valueDate', 'valueCoding'] as const;

/*
 * The value fields of an answer are loose on purpose (any string for a date, any number for an
 * integer): the validator then names the question whose answer is malformed, which a schema
 * error at `item.3.answer.0.valueDate` could not tell the patient.
 */
const answerValueShape = {
  valueString: z.string().max(ANSWER_MAX_LENGTH, 'An answer is too long').optional(),
  valueInteger: z.number().optional(),
  valueDecimal: z.number().optional(),
  valueBoolean: z.boolean().optional(),
  valueDate: z.string().max(30).optional(),
  valueCoding: codingSchema.optional(),
};

export const initialValueSchema = z
  .strictObject(answerValueShape)
  .refine((value) => valueCount(value, ANSWER_VALUE_KEYS) === 1, 'An initial value needs exactly one value');
export type InitialValue = z.infer<typeof initialValueSchema>;

const ENABLE_WHEN_ANSWER_KEYS = ['answerBoolean', 'answerInteger', 'answerDecimal', 'answerString', 'answerDate', 'answerCoding'] as const;
export const enableWhenSchema = z
  .strictObject({
    question: z.string({ error: 'A condition must name a question' }).min(1, 'A condition must name a question').max(LINK_ID_MAX_LENGTH),
    operator: z.enum(ENABLE_WHEN_OPERATORS, { error: 'Choose how the answer is compared' }),
    answerBoolean: z.boolean().optional(),
    answerInteger: z.number().int().optional(),
    answerDecimal: z.number().optional(),
    answerString: z.string().max(ITEM_TEXT_MAX_LENGTH).optional(),
    answerDate: z.string().max(30).optional(),
    answerCoding: codingSchema.optional(),
  })
  .refine((condition) => valueCount(condition, ENABLE_WHEN_ANSWER_KEYS) === 1, 'A condition needs exactly one answer to compare with')
  // FHIR que-7: 'exists' compares with a boolean (true: answered, false: not answered).
  .refine((condition) => condition.operator !== 'exists' || condition.answerBoolean !== undefined, '"exists" takes a yes/no answer');
export type EnableWhen = z.infer<typeof enableWhenSchema>;

export interface QuestionnaireItem {
  linkId: string;
  /** FHIR lets a group go without text; every other item needs it (a question nobody can read). */
  text?: string;
  type: QuestionnaireItemType;
  /** Codes of the item (LOINC for PHQ-9 and GAD-7 items: how scoring finds them). */
  code?: Coding[];
  required?: boolean;
  /** Subset: only choice and open-choice repeat (several options ticked). */
  repeats?: boolean;
  /** Subset: string, text and open-choice (its free text). */
  maxLength?: number;
  answerOption?: AnswerOption[];
  enableWhen?: EnableWhen[];
  enableBehavior?: 'all' | 'any';
  initial?: InitialValue[];
  /** Subset: only groups hold items (FHIR's items under a question are not supported). */
  item?: QuestionnaireItem[];
}

const QUESTION_TYPES: readonly QuestionnaireItemType[] = ['string', 'text', 'integer', 'decimal', 'boolean', 'date', 'choice', 'open-choice'];

/** Whether an item takes answers (not a group, not a display text). */
export function isQuestion(type: QuestionnaireItemType): boolean {
  return QUESTION_TYPES.includes(type);
}

export const questionnaireItemSchema: z.ZodType<QuestionnaireItem> = z
  .strictObject({
    linkId: z
      .string({ error: 'Each item needs a linkId' })
      .min(1, 'Each item needs a linkId')
      .max(LINK_ID_MAX_LENGTH, `A linkId has at most ${String(LINK_ID_MAX_LENGTH)} characters`),
    text: shortText('The text').optional(),
    type: z.enum(QUESTIONNAIRE_ITEM_TYPES, { error: 'Choose a type the clinic supports' }),
    code: z.array(codingSchema).optional(),
    required: z.boolean().optional(),
    repeats: z.boolean().optional(),
    maxLength: z.number().int().min(1, 'The limit must be at least 1').max(ANSWER_MAX_LENGTH, `The limit can be at most ${String(ANSWER_MAX_LENGTH)}`).optional(),
    answerOption: z.array(answerOptionSchema).optional(),
    enableWhen: z.array(enableWhenSchema).optional(),
    enableBehavior: z.enum(['all', 'any']).optional(),
    initial: z.array(initialValueSchema).optional(),
    get item() {
      return z.array(questionnaireItemSchema).optional();
    },
  })
  .superRefine((item, context) => {
    const problem = (message: string, path: string[]) => {
      context.addIssue({ code: 'custom', message, path });
    };
    const question = isQuestion(item.type);
    const choice = item.type === 'choice' || item.type === 'open-choice';
    if (item.type !== 'group' && item.text === undefined) problem('The text is required', ['text']);
    // FHIR que-1: a group holds items; a display holds none. Subset: questions hold none either.
    if (item.type === 'group' && (item.item ?? []).length === 0) problem('A group needs at least one item', ['item']);
    if (item.type !== 'group' && item.item !== undefined) problem('Only a group can hold items', ['item']);
    // que-6: a display text is neither required nor repeated.
    if (!question && item.type !== 'group' && item.required !== undefined) problem('A display text cannot be required', ['required']);
    if (item.repeats === true && !choice) problem('Only a choice question can take several answers', ['repeats']);
    // que-5: options only for choices; a choice without options has nothing to choose.
    if (item.answerOption !== undefined && !choice) problem('Only a choice question has options', ['answerOption']);
    if (item.type === 'choice' && (item.answerOption ?? []).length === 0) problem('A choice question needs at least one option', ['answerOption']);
    if (item.maxLength !== undefined && !['string', 'text', 'open-choice'].includes(item.type)) problem('Only a text answer has a length limit', ['maxLength']);
    // que-8: no initial value for a group or a display; que-13: several only when repeating.
    if (item.initial !== undefined && !question) problem('Only a question has an initial value', ['initial']);
    if ((item.initial ?? []).length > 1 && item.repeats !== true) problem('Only a repeating question has several initial values', ['initial']);
    // que-11: an initial value or selected options, not both.
    if (item.initial !== undefined && (item.answerOption ?? []).some((option) => option.initialSelected === true)) {
      problem('Give an initial value or pre-selected options, not both', ['initial']);
    }
    // que-12: several conditions need to say whether all or any must hold.
    if ((item.enableWhen ?? []).length > 1 && item.enableBehavior === undefined) problem('Say whether all or any of the conditions must hold', ['enableBehavior']);
    if (item.enableBehavior !== undefined && (item.enableWhen ?? []).length === 0) problem('There are no conditions to combine', ['enableBehavior']);
  })
  .meta({ id: 'QuestionnaireItem' });

export interface Questionnaire {
  resourceType: 'Questionnaire';
  url?: string;
  version?: string;
  title: string;
  status: 'draft' | 'active' | 'retired' | 'unknown';
  /** The instrument's codes: LOINC 44249-1 (PHQ-9) and 69737-5 (GAD-7) turn on their scoring. */
  code?: Coding[];
  item: QuestionnaireItem[];
}

/** Every item of a questionnaire, groups and their content alike, in document order. */
export function flattenItems(items: readonly QuestionnaireItem[]): QuestionnaireItem[] {
  return items.flatMap((item) => [item, ...flattenItems(item.item ?? [])]);
}

/** Which answer[x] of a condition goes with which question type, for the cross-item check. */
const CONDITION_KEY_OF_TYPE: Record<Exclude<QuestionnaireItemType, 'group' | 'display'>, readonly string[]> = {
  string: ['answerString'],
  text: ['answerString'],
  integer: ['answerInteger', 'answerDecimal'],
  decimal: ['answerDecimal', 'answerInteger'],
  boolean: ['answerBoolean'],
  date: ['answerDate'],
  choice: ['answerCoding', 'answerString', 'answerInteger'],
  'open-choice': ['answerCoding', 'answerString'],
};

/** Whether the conditions reach back to the item itself (a question shown only when it is answered). */
function conditionCycle(items: readonly QuestionnaireItem[]): string | undefined {
  const byLinkId = new Map(items.map((item) => [item.linkId, item]));
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (linkId: string): boolean => {
    if (state.get(linkId) === 'done') return false;
    if (state.get(linkId) === 'visiting') return true;
    state.set(linkId, 'visiting');
    const cyclic = (byLinkId.get(linkId)?.enableWhen ?? []).some((condition) => visit(condition.question));
    state.set(linkId, 'done');
    return cyclic;
  };
  return items.find((item) => visit(item.linkId))?.linkId;
}

export const questionnaireSchema = z
  .object({
    resourceType: z.literal('Questionnaire', { error: 'resourceType must be "Questionnaire"' }),
    url: z.string().min(1).max(500).optional(),
    version: z.string().min(1).max(64).optional(),
    title: shortText('The title'),
    status: z.enum(['draft', 'active', 'retired', 'unknown'], { error: 'Choose a status' }),
    code: z.array(codingSchema).optional(),
    item: z.array(questionnaireItemSchema).min(1, 'A questionnaire needs at least one item'),
  })
  .superRefine((questionnaire, context) => {
    const all = flattenItems(questionnaire.item);
    const byLinkId = new Map<string, QuestionnaireItem>();
    for (const item of all) {
      if (byLinkId.has(item.linkId)) context.addIssue({ code: 'custom', message: `The linkId "${item.linkId}" is used twice`, path: ['item'] });
      byLinkId.set(item.linkId, item);
    }
    for (const item of all) {
      for (const condition of item.enableWhen ?? []) {
        const target = byLinkId.get(condition.question);
        const where = ['item'];
        if (target === undefined || !isQuestion(target.type)) {
          context.addIssue({ code: 'custom', message: `The condition of "${item.linkId}" names "${condition.question}", which is not a question here`, path: where });
        } else if (target.linkId === item.linkId) {
          context.addIssue({ code: 'custom', message: `"${item.linkId}" cannot depend on its own answer`, path: where });
        } else if (condition.operator !== 'exists') {
          const allowed = CONDITION_KEY_OF_TYPE[target.type as keyof typeof CONDITION_KEY_OF_TYPE];
          if (!allowed.some((key) => (condition as Record<string, unknown>)[key] !== undefined)) {
            context.addIssue({ code: 'custom', message: `The condition of "${item.linkId}" compares "${target.linkId}" with the wrong kind of answer`, path: where });
          }
        }
      }
    }
    const cycle = conditionCycle(all);
    if (cycle !== undefined) context.addIssue({ code: 'custom', message: `The conditions of "${cycle}" depend on each other in a circle`, path: ['item'] });
  })
  .meta({ id: 'Questionnaire' });

export interface QuestionnaireResponseAnswer {
  valueString?: string;
  valueInteger?: number;
  valueDecimal?: number;
  valueBoolean?: boolean;
  valueDate?: string;
  valueCoding?: Coding;
}

export interface QuestionnaireResponseItem {
  linkId: string;
  /** The question's text as the patient saw it (FHIR keeps it for readers of the JSON). */
  text?: string;
  answer?: QuestionnaireResponseAnswer[];
  item?: QuestionnaireResponseItem[];
}

export interface QuestionnaireResponse {
  resourceType: 'QuestionnaireResponse';
  /** The canonical of the questionnaire answered: `url|version`. */
  questionnaire: string;
  status: 'in-progress' | 'completed';
  authored?: string;
  item?: QuestionnaireResponseItem[];
}

export const questionnaireResponseAnswerSchema = z
  .strictObject(answerValueShape)
  .refine((answer) => valueCount(answer, ANSWER_VALUE_KEYS) === 1, 'An answer needs exactly one value');

export const questionnaireResponseItemSchema: z.ZodType<QuestionnaireResponseItem> = z.strictObject({
  linkId: z.string().min(1).max(LINK_ID_MAX_LENGTH),
  text: z.string().max(ITEM_TEXT_MAX_LENGTH).optional(),
  answer: z.array(questionnaireResponseAnswerSchema).max(100).optional(),
  get item() {
    return z.array(questionnaireResponseItemSchema).max(500).optional();
  },
}).meta({ id: 'QuestionnaireResponseItem' });

export const questionnaireResponseSchema: z.ZodType<QuestionnaireResponse> = z.object({
  resourceType: z.literal('QuestionnaireResponse', { error: 'resourceType must be "QuestionnaireResponse"' }),
  questionnaire: z.string().min(1).max(600),
  status: z.enum(['in-progress', 'completed'], { error: 'The status is in-progress or completed' }),
  authored: z.string().max(40).optional(),
  item: z.array(questionnaireResponseItemSchema).max(500).optional(),
}).meta({ id: 'QuestionnaireResponse' });

/** The canonical `url|version` a response names; a questionnaire without a url is named by its title. */
export function canonicalOf(questionnaire: Pick<Questionnaire, 'url' | 'version' | 'title'>): string {
  const base = questionnaire.url ?? questionnaire.title;
  return questionnaire.version === undefined ? base : `${base}|${questionnaire.version}`;
}

/** Every answer of a response by its question's linkId (linkIds are unique in a questionnaire). */
export function answersByLinkId(response: Pick<QuestionnaireResponse, 'item'>): Map<string, QuestionnaireResponseAnswer[]> {
  const answers = new Map<string, QuestionnaireResponseAnswer[]>();
  const walk = (items: readonly QuestionnaireResponseItem[]) => {
    for (const item of items) {
      if (item.answer !== undefined && item.answer.length > 0) answers.set(item.linkId, [...(answers.get(item.linkId) ?? []), ...item.answer]);
      walk(item.item ?? []);
    }
  };
  walk(response.item ?? []);
  return answers;
}

/**
 * The response's items built from answers by linkId, in the questionnaire's order and nesting,
 * each with its question's text (for readers of the FHIR JSON); questions without an answer and
 * groups without one inside are left out.
 */
export function itemsFromAnswers(items: readonly QuestionnaireItem[], answers: ReadonlyMap<string, readonly QuestionnaireResponseAnswer[]>): QuestionnaireResponseItem[] {
  return items.flatMap((item): QuestionnaireResponseItem[] => {
    const text = item.text === undefined ? {} : { text: item.text };
    if (item.type === 'group') {
      const inner = itemsFromAnswers(item.item ?? [], answers);
      return inner.length === 0 ? [] : [{ linkId: item.linkId, ...text, item: inner }];
    }
    const given = answers.get(item.linkId) ?? [];
    return given.length === 0 ? [] : [{ linkId: item.linkId, ...text, answer: [...given] }];
  });
}

