import { z } from 'zod';
import { appointmentTypes } from './appointments';
import { questionnaireResponseSchema, questionnaireSchema, type Questionnaire, type QuestionnaireItem } from './questionnaire';

// Questionnaires as data (INTAKE-11 to INTAKE-17): what staff author and assign, what a patient
// answers for one visit, and the doctor's summary of those answers. The FHIR subset itself,
// the one validator and the scoring live in questionnaire.ts, questionnaire-validate.ts and
// questionnaire-scoring.ts.

/** INTAKE-11: an active questionnaire is asked at the visits it is assigned to; a retired one no more. */
export const questionnaireStatuses = ['active', 'retired'] as const;
export type QuestionnaireStatus = (typeof questionnaireStatuses)[number];

/** INTAKE-14: a draft (saved as the patient goes) or the completed answers. */
export const questionnaireResponseStatuses = ['in-progress', 'completed'] as const;
export type QuestionnaireResponseStatus = (typeof questionnaireResponseStatuses)[number];

/** INTAKE-11: limits the editor shows and the API enforces. */
export const questionnaireLimits = {
  titleMaxLength: 120,
  /** Top-level and nested items together: a questionnaire a patient can finish on a phone. */
  maxItems: 200,
  maxSpecializations: 40,
} as const;

export const questionnaireMessages = {
  notFound: 'We could not find that questionnaire.',
  appointmentNotFound: 'We could not find that appointment.',
  notAssigned: 'That questionnaire is not asked at this visit.',
  closed: 'This visit is over or cancelled: its questionnaires can no longer be changed.',
  retired: 'This questionnaire is retired: staff can read it but no longer change it.',
  alreadyRetired: 'This questionnaire is already retired.',
  titleTooLong: `Keep the title to ${String(questionnaireLimits.titleMaxLength)} characters`,
  tooManyItems: `A questionnaire holds at most ${String(questionnaireLimits.maxItems)} questions`,
  duplicateLinkId: 'Each question needs its own id: this one is used twice',
  conditionUnknown: 'Choose a question asked before this one',
  initialWrongKind: 'The initial answer must be of the question’s kind: text, a whole number, a number, yes or no, or a date (YYYY-MM-DD)',
  initialWithOptions: 'A choice starts with its pre-selected answers, not with an initial value',
  initialSelectedOne: 'Only a question that takes several answers can start with more than one ticked',
  typeInvalid: 'Choose one of the visit types',
  specializationRequired: 'Name the specialization',
  specializationsTooMany: `Choose at most ${String(questionnaireLimits.maxSpecializations)} specializations`,
  answersInvalid: 'Please check the highlighted answers.',
  savedElsewhere: 'Your answers were just saved from another device. Please reload them and try again.',
  created: 'Questionnaire created.',
  saved: 'Saved as a new version. Answers already given keep the version they answered.',
  assigned: 'Assignments saved.',
  retiredDone: 'Questionnaire retired. It is no longer asked; its answers are kept.',
  draftSaved: 'Your answers are saved. You can finish later.',
  completedSaved: 'Thank you: your answers are saved for your doctor.',
} as const;

const idField = (message: string) => z.uuid({ error: message });

export const questionnaireParamsSchema = z.object({ questionnaireId: idField('The questionnaire id must be a valid id') });
export const appointmentQuestionnairesParamsSchema = z.object({ id: idField('The appointment id must be a valid id') });
export const questionnaireResponseParamsSchema = z.object({
  id: idField('The appointment id must be a valid id'),
  questionnaireId: idField('The questionnaire id must be a valid id'),
});

type Item = QuestionnaireItem;
type Initial = NonNullable<Item['initial']>[number];

function realDate(text: string): boolean {
  const time = new Date(`${text}T00:00:00Z`).getTime();
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

/** INTAKE-1: an initial value is an answer the question could be given (FHIR que-11: not beside options). */
function initialFits(item: Item, value: Initial): string | null {
  if ((item.answerOption ?? []).length > 0) return questionnaireMessages.initialWithOptions;
  const fits: Record<string, boolean> = {
    string: value.valueString !== undefined,
    text: value.valueString !== undefined,
    integer: value.valueInteger !== undefined && Number.isInteger(value.valueInteger),
    decimal: (value.valueDecimal ?? value.valueInteger) !== undefined && Number.isFinite(value.valueDecimal ?? value.valueInteger),
    boolean: value.valueBoolean !== undefined,
    date: value.valueDate !== undefined && realDate(value.valueDate),
    'open-choice': value.valueString !== undefined || value.valueCoding !== undefined,
  };
  return fits[item.type] === true ? null : questionnaireMessages.initialWrongKind;
}

/** Every item of a questionnaire, nested ones after their group, with its path in the JSON. */
function flatten(items: readonly Item[], path: (string | number)[]): { item: Item; path: (string | number)[] }[] {
  return items.flatMap((item, index) => {
    const here = [...path, index];
    return [{ item, path: here }, ...flatten(item.item ?? [], [...here, 'item'])];
  });
}

/**
 * INTAKE-11: a questionnaire staff may save: the FHIR subset (questionnaire.ts checks each item and
 * the conditions' targets), plus what the editor needs said at the field: a title short enough
 * for a list, each id used once (at the second use), and a condition naming a question asked
 * before it (so the form never waits on a later answer).
 */
function authoredIssues(questionnaire: Questionnaire): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  if (questionnaire.title.trim().length > questionnaireLimits.titleMaxLength) issues.push({ path: ['title'], message: questionnaireMessages.titleTooLong });
  const all = flatten(questionnaire.item, ['item']);
  if (all.length > questionnaireLimits.maxItems) issues.push({ path: ['item'], message: questionnaireMessages.tooManyItems });
  const seen = new Set<string>();
  for (const { item, path } of all) {
    if (seen.has(item.linkId)) issues.push({ path: [...path, 'linkId'], message: questionnaireMessages.duplicateLinkId });
    (item.enableWhen ?? []).forEach((condition, index) => {
      if (!seen.has(condition.question)) issues.push({ path: [...path, 'enableWhen', index, 'question'], message: questionnaireMessages.conditionUnknown });
    });
    (item.initial ?? []).forEach((value, index) => {
      const problem = initialFits(item, value);
      if (problem !== null) issues.push({ path: [...path, 'initial', index], message: problem });
    });
    if (item.repeats !== true && (item.answerOption ?? []).filter((option) => option.initialSelected === true).length > 1) {
      issues.push({ path: [...path, 'answerOption'], message: questionnaireMessages.initialSelectedOne });
    }
    seen.add(item.linkId);
  }
  return issues;
}

/** What the editor checks before sending: the same rules as the API's body, at the questionnaire's own paths. */
export const authoredQuestionnaireSchema = questionnaireSchema.superRefine((questionnaire, context) => {
  for (const issue of authoredIssues(questionnaire)) context.addIssue({ code: 'custom', ...issue });
});

// The body refines around the questionnaire rather than wrapping it, so the API document
// references the Questionnaire schema itself.
export const questionnaireBodySchema = z
  .object({ questionnaire: questionnaireSchema })
  .superRefine((body, context) => {
    for (const issue of authoredIssues(body.questionnaire)) context.addIssue({ code: 'custom', message: issue.message, path: ['questionnaire', ...issue.path] });
  })
  .meta({ id: 'QuestionnaireBody' });
export type QuestionnaireBody = z.input<typeof questionnaireBodySchema>;

/** INTAKE-13: the visits that ask a questionnaire. Empty everywhere: asked at no visit (yet). */
export const questionnaireAssignmentsSchema = z
  .object({
    all_visits: z.boolean({ error: 'Say whether every visit asks it' }),
    appointment_types: z
      .array(z.enum(appointmentTypes, { error: questionnaireMessages.typeInvalid }), { error: questionnaireMessages.typeInvalid })
      .max(appointmentTypes.length, questionnaireMessages.typeInvalid)
      .transform((types) => [...new Set(types)]),
    specializations: z
      .array(z.string({ error: questionnaireMessages.specializationRequired }).trim().min(1, questionnaireMessages.specializationRequired).max(80, questionnaireMessages.specializationRequired), {
        error: questionnaireMessages.specializationRequired,
      })
      .max(questionnaireLimits.maxSpecializations, questionnaireMessages.specializationsTooMany),
  })
  .meta({ id: 'QuestionnaireAssignments' });
export type QuestionnaireAssignmentsInput = z.input<typeof questionnaireAssignmentsSchema>;
export type QuestionnaireAssignments = z.output<typeof questionnaireAssignmentsSchema>;

const instant = z.iso.datetime({ offset: true });

/** INTAKE-13: the assignments as the API answers them. */
const assignmentsViewSchema = z.object({ all_visits: z.boolean(), appointment_types: z.array(z.enum(appointmentTypes)), specializations: z.array(z.string()) });

export const questionnaireSummarySchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    status: z.enum(questionnaireStatuses),
    version: z.number().int(),
    updated_at: instant,
    item_count: z.number().int(),
    assignments: assignmentsViewSchema,
    response_count: z.number().int().describe('Completed answers given to any version'),
  })
  .meta({ id: 'QuestionnaireSummary' });
export type QuestionnaireSummary = z.output<typeof questionnaireSummarySchema>;

export const questionnaireListSchema = z.object({ questionnaires: z.array(questionnaireSummarySchema) }).meta({ id: 'QuestionnaireList' });

export const questionnaireDetailSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    status: z.enum(questionnaireStatuses),
    version: z.number().int(),
    questionnaire: questionnaireSchema,
    assignments: assignmentsViewSchema,
    versions: z.array(z.object({ version: z.number().int(), created_at: instant })),
  })
  .meta({ id: 'QuestionnaireDetail' });
export type QuestionnaireDetail = z.output<typeof questionnaireDetailSchema>;

export const questionnaireActionResultSchema = z.object({ message: z.string(), questionnaire: questionnaireDetailSchema });

/** INTAKE-5: what the server computed from a completed PHQ-9 or GAD-7, with its published source. */
export const questionnaireScoreSchema = z
  .object({
    instrument: z.enum(['PHQ-9', 'GAD-7']),
    score: z.number().int(),
    band: z.string(),
    flags: z.array(z.object({ linkId: z.string(), message: z.string() })),
    source: z.string(),
  })
  // No id: a nullable reference is not valid OpenAPI 3.0; the score is inlined where it is used.
  .describe('The score of a completed PHQ-9 or GAD-7, its severity band, its flags and its published source');
export type QuestionnaireScore = z.output<typeof questionnaireScoreSchema>;

/** INTAKE-14: one questionnaire of a visit as the patient answers it: the version to answer and what is saved. */
export const visitQuestionnaireSchema = z
  .object({
    questionnaire_id: z.uuid(),
    title: z.string(),
    version: z.number().int().describe('The version answered: the saved answers’ own, else the current one'),
    questionnaire: questionnaireSchema,
    status: z.enum(['not-started', ...questionnaireResponseStatuses]),
    saved: z
      .object({ response: questionnaireResponseSchema, updated_at: instant })
      .nullable()
      .describe('The saved answers (a draft or completed, as `status` says) and when they were saved; null before the first save'),
  })
  .meta({ id: 'VisitQuestionnaire' });
export type VisitQuestionnaire = z.output<typeof visitQuestionnaireSchema>;

export const visitQuestionnairesSchema = z
  .object({
    appointment_id: z.uuid(),
    editable: z.boolean().describe('False once the visit is cancelled, over or past: the answers can be read, not changed'),
    questionnaires: z.array(visitQuestionnaireSchema),
  })
  .meta({ id: 'VisitQuestionnaires' });
export type VisitQuestionnaires = z.output<typeof visitQuestionnairesSchema>;

export const saveResponseResultSchema = z.object({ message: z.string(), questionnaire: visitQuestionnaireSchema });

/** INTAKE-16: one answer that differs from the patient's previous completed answers to the same questionnaire. */
export const answerChangeSchema = z.object({
  linkId: z.string(),
  text: z.string(),
  before: z.array(z.string()),
  after: z.array(z.string()),
});
export type AnswerChange = z.output<typeof answerChangeSchema>;

/** INTAKE-15: one questionnaire of the doctor's summary. */
export const answeredQuestionnaireSchema = z
  .object({
    questionnaire_id: z.uuid(),
    title: z.string(),
    version: z.number().int(),
    status: z.enum(questionnaireResponseStatuses),
    completed_at: instant.nullable(),
    questionnaire: questionnaireSchema,
    response: questionnaireResponseSchema,
    score: questionnaireScoreSchema.nullable(),
    previous: z
      .object({ completed_at: instant, appointment_date: z.string(), score: questionnaireScoreSchema.nullable(), changes: z.array(answerChangeSchema) })
      .nullable()
      .describe('The patient’s previous completed answers to the same questionnaire (another visit), and what changed since'),
  })
  .meta({ id: 'AnsweredQuestionnaire' });
export type AnsweredQuestionnaire = z.output<typeof answeredQuestionnaireSchema>;

export const appointmentAnswersSchema = z
  .object({ appointment_id: z.uuid(), patient: z.object({ id: z.uuid(), name: z.string() }), questionnaires: z.array(answeredQuestionnaireSchema) })
  .meta({ id: 'AppointmentAnswers' });
export type AppointmentAnswers = z.output<typeof appointmentAnswersSchema>;

/** INTAKE-14: the body of a save: the FHIR QuestionnaireResponse itself. */
export const questionnaireResponseBodySchema = questionnaireResponseSchema;
