import type { AnswerOption, QuestionnaireItem, QuestionnaireResponseAnswer } from '@clinvia/contracts/questionnaire';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { formatClinicDate } from '../../lib/clinic-dates';

// Between the form's controls and FHIR answers: an option as an answer and back, numbers as
// typed, and an answer in words for the summary (INTAKE-6, INTAKE-7).

/** The answer that choosing this option gives (its one value, without `initialSelected`). */
export function answerOfOption(option: AnswerOption): QuestionnaireResponseAnswer {
  if (option.valueCoding !== undefined) return { valueCoding: option.valueCoding };
  if (option.valueString !== undefined) return { valueString: option.valueString };
  return { valueInteger: option.valueInteger };
}

/** Whether an answer is this option (a coding by code, and by system when both name one). */
export function isOptionAnswer(option: AnswerOption, answer: QuestionnaireResponseAnswer): boolean {
  if (option.valueCoding !== undefined) {
    const coding = answer.valueCoding;
    if (coding?.code !== option.valueCoding.code) return false;
    return coding.system === undefined || option.valueCoding.system === undefined || coding.system === option.valueCoding.system;
  }
  if (option.valueString !== undefined) return answer.valueString === option.valueString;
  return option.valueInteger !== undefined && answer.valueInteger === option.valueInteger;
}

export function optionLabel(option: AnswerOption): string {
  if (option.valueCoding !== undefined) return option.valueCoding.display;
  return option.valueString ?? String(option.valueInteger);
}

/** The patient's own words in an open choice: an answer that is none of the options. */
export function otherAnswer(item: QuestionnaireItem, answers: readonly QuestionnaireResponseAnswer[]): QuestionnaireResponseAnswer | undefined {
  return answers.find((answer) => answer.valueString !== undefined && !(item.answerOption ?? []).some((option) => isOptionAnswer(option, answer)));
}

/** A whole number as typed ('12', '-3'); undefined for anything else ('1.5', '1e3', '12a'). */
export function parseInteger(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^-?\d{1,10}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Math.abs(value) <= 2_147_483_647 ? value : undefined;
}

/** A number as typed, a decimal comma accepted ('72,5'); undefined for anything else. */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** The page's words for a yes/no answer and its language for dates (I18N-1, I18N-4). */
export interface AnswerWords {
  readonly yes: string;
  readonly no: string;
  readonly language: UiLanguage;
}

/** An answer in words: Yes/No, an option's label, a date as the clinic writes it, the text as typed. */
export function answerText(item: QuestionnaireItem, answer: QuestionnaireResponseAnswer, words: AnswerWords): string {
  const option = (item.answerOption ?? []).find((candidate) => isOptionAnswer(candidate, answer));
  if (option !== undefined) return optionLabel(option);
  if (answer.valueBoolean !== undefined) return answer.valueBoolean ? words.yes : words.no;
  if (answer.valueDate !== undefined) return formatClinicDate(answer.valueDate, 'medium', words.language);
  if (answer.valueCoding !== undefined) return answer.valueCoding.display ?? answer.valueCoding.code;
  if (answer.valueInteger !== undefined) return String(answer.valueInteger);
  if (answer.valueDecimal !== undefined) return String(answer.valueDecimal);
  return answer.valueString ?? '';
}
