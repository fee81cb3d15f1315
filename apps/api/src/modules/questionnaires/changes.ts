import type { Questionnaire, QuestionnaireItem, QuestionnaireResponse, QuestionnaireResponseAnswer as Answer, QuestionnaireResponseItem } from '@clinvia/contracts/questionnaire';
import type { AnswerChange } from '@clinvia/contracts/questionnaires';

// INTAKE-16: what changed between a patient's previous completed answers to a questionnaire and
// the answers now, question by question, in the words the patient chose (a choice's display).


/** One answer in words: a choice's display (else its code), a yes/no, a number or a text as given. */
export function answerText(answer: Answer): string {
  if (answer.valueCoding !== undefined) return answer.valueCoding.display ?? answer.valueCoding.code;
  if (answer.valueBoolean !== undefined) return answer.valueBoolean ? 'Yes' : 'No';
  if (answer.valueInteger !== undefined) return String(answer.valueInteger);
  if (answer.valueDecimal !== undefined) return String(answer.valueDecimal);
  return answer.valueDate ?? answer.valueString ?? '';
}

/** Every answered question of a response by linkId, those inside groups too. */
function answersByLinkId(items: readonly QuestionnaireResponseItem[], into = new Map<string, string[]>()): Map<string, string[]> {
  for (const item of items) {
    const answers = item.answer ?? [];
    if (answers.length > 0) into.set(item.linkId, [...(into.get(item.linkId) ?? []), ...answers.map(answerText)]);
    answersByLinkId(item.item ?? [], into);
  }
  return into;
}

/** The questions of a questionnaire that take answers, in order (groups and display texts hold none). */
function questions(items: readonly QuestionnaireItem[]): QuestionnaireItem[] {
  return items.flatMap((item) => [...(item.type === 'group' || item.type === 'display' ? [] : [item]), ...questions(item.item ?? [])]);
}

/**
 * The questions of `questionnaire` (the version answered now) whose answers differ from the
 * previous response's, with both in words; a question the previous version did not ask shows
 * nothing before. Answers compare as sets in order, so a repeat reordered counts as a change.
 */
export function answerChanges(questionnaire: Questionnaire, previous: QuestionnaireResponse, current: QuestionnaireResponse): AnswerChange[] {
  const before = answersByLinkId(previous.item ?? []);
  const after = answersByLinkId(current.item ?? []);
  return questions(questionnaire.item).flatMap((item) => {
    const was = before.get(item.linkId) ?? [];
    const now = after.get(item.linkId) ?? [];
    if (was.length === now.length && was.every((value, index) => value === now[index])) return [];
    return [{ linkId: item.linkId, text: item.text ?? item.linkId, before: was, after: now }];
  });
}
