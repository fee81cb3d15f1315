import {
  answersByLinkId,
  flattenItems,
  itemsFromAnswers,
  type Questionnaire,
  type QuestionnaireItem,
  type QuestionnaireResponse,
  type QuestionnaireResponseAnswer,
} from '@clinvia/contracts/questionnaire';
import { enabledLinkIds, pruneDisabled, questionnaireMessages, type ValidationError } from '@clinvia/contracts/questionnaire-validate';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CharacterCount } from '../fields';
import { describedByIds, Field } from '../ui/Field';
import { answerOfOption, isOptionAnswer, optionLabel, otherAnswer, parseDecimal, parseInteger } from './answers';
import { FieldError } from '../ui/Field';

/*
 * INTAKE-6: a FHIR questionnaire as a form. Only enabled items are shown, and that changes as the
 * patient answers (INTAKE-3). The form is controlled: `value` is the response, `onChange` gets
 * the next one, already without the answers of questions that turned off (the validator would
 * refuse them); what the patient typed there is kept in the form's memory and comes back if the
 * question does. `errors` are the validator's or the API's, one per linkId, shown under their
 * question and tied to it with aria-describedby.
 */

export interface QuestionnaireFormProps {
  questionnaire: Questionnaire;
  value: QuestionnaireResponse;
  onChange: (value: QuestionnaireResponse) => void;
  errors?: readonly ValidationError[];
  readOnly?: boolean;
}

type Answers = ReadonlyMap<string, readonly QuestionnaireResponseAnswer[]>;

interface Memory {
  value: QuestionnaireResponse;
  answers: Answers;
}

/** What every item's view needs from the form. */
interface FormState {
  answers: Answers;
  enabled: ReadonlySet<string>;
  readOnly: boolean;
  idOf: (linkId: string) => string;
  errorOf: (linkId: string) => string | undefined;
  setAnswers: (linkId: string, answers: readonly QuestionnaireResponseAnswer[]) => void;
  /** Text being typed that is not (yet) an answer: a number in the making, an 'Other' box. */
  drafts: Readonly<Record<string, string>>;
  setDraft: (linkId: string, text: string | undefined) => void;
  /** A number that does not read as one, said when the patient leaves the box. */
  setLocalError: (linkId: string, message: string | undefined) => void;
}

const inputClass = (error: string | undefined) =>
  `block w-full rounded-md border bg-white px-3 py-2.5 text-slate-900 shadow-xs focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-600/40 read-only:bg-slate-50 ${
    error === undefined ? 'border-slate-300 focus-visible:border-teal-600' : 'border-red-600 focus-visible:border-red-600'
  }`;

function Label({ item }: { item: QuestionnaireItem }) {
  const { t } = useTranslation('questionnaire');
  return (
    <>
      {item.text}
      {item.required === true ? <span className="text-xs font-normal text-slate-600"> {t('required')}</span> : null}
    </>
  );
}

/** string, text, integer, decimal and date: one box with its label, its count and its message. */
function TextQuestion({ item, form }: { item: QuestionnaireItem; form: FormState }) {
  const id = form.idOf(item.linkId);
  const error = form.errorOf(item.linkId);
  const answer = form.answers.get(item.linkId)?.[0];
  const countId = `${id}-count`;
  const counted = item.maxLength !== undefined && (item.type === 'string' || item.type === 'text');
  const common = { readOnly: form.readOnly, 'aria-required': item.required === true ? true : undefined, className: inputClass(error) };

  const setText = (text: string) => {
    form.setAnswers(item.linkId, text.trim() === '' ? [] : [{ valueString: text }]);
  };
  const setNumber = (text: string) => {
    const parse = item.type === 'integer' ? parseInteger : parseDecimal;
    const value = parse(text);
    form.setDraft(item.linkId, text);
    if (value !== undefined || text.trim() === '') form.setLocalError(item.linkId, undefined);
    form.setAnswers(item.linkId, value === undefined ? [] : [item.type === 'integer' ? { valueInteger: value } : { valueDecimal: value }]);
  };
  const checkNumber = (text: string) => {
    const parse = item.type === 'integer' ? parseInteger : parseDecimal;
    if (text.trim() !== '' && parse(text) === undefined) {
      form.setLocalError(item.linkId, item.type === 'integer' ? questionnaireMessages.integer : questionnaireMessages.decimal);
    }
  };

  return (
    <div>
      <Field id={id} label={<Label item={item} />} error={error} describedBy={counted ? countId : undefined}>
        {(control) => {
          switch (item.type) {
            case 'text':
              return <textarea {...control} {...common} rows={4} className={`${common.className} min-h-28 resize-y`} value={answer?.valueString ?? ''} onChange={(event) => { setText(event.target.value); }} />;
            case 'integer':
            case 'decimal': {
              const shown = form.drafts[item.linkId] ?? (answer?.valueInteger ?? answer?.valueDecimal)?.toString() ?? '';
              return (
                <input
                  {...control}
                  {...common}
                  type="text"
                  inputMode={item.type === 'integer' ? 'numeric' : 'decimal'}
                  autoComplete="off"
                  className={`${common.className} sm:max-w-48`}
                  value={shown}
                  onChange={(event) => { setNumber(event.target.value); }}
                  onBlur={(event) => { checkNumber(event.target.value); }}
                />
              );
            }
            case 'date':
              return (
                <input
                  {...control}
                  {...common}
                  type="date"
                  className={`${common.className} sm:max-w-56`}
                  value={answer?.valueDate ?? ''}
                  onChange={(event) => { form.setAnswers(item.linkId, event.target.value === '' ? [] : [{ valueDate: event.target.value }]); }}
                />
              );
            default:
              return <input {...control} {...common} type="text" value={answer?.valueString ?? ''} onChange={(event) => { setText(event.target.value); }} />;
          }
        }}
      </Field>
      {counted && item.maxLength !== undefined ? (
        <div className="flex">
          <CharacterCount id={countId} count={{ length: (answer?.valueString ?? '').length, max: item.maxLength }} />
        </div>
      ) : null}
    </div>
  );
}

interface Choice {
  key: string;
  label: string;
  checked: boolean;
  pick: (checked: boolean) => void;
}

const choiceRow =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 has-checked:border-teal-600 has-checked:bg-teal-50 has-disabled:cursor-default has-focus-visible:ring-2 has-focus-visible:ring-teal-600/40';

/** boolean, choice and open-choice: a fieldset of radios (one answer) or checkboxes (repeats). */
function ChoiceQuestion({ item, form }: { item: QuestionnaireItem; form: FormState }) {
  const { t } = useTranslation('questionnaire');
  const id = form.idOf(item.linkId);
  const error = form.errorOf(item.linkId);
  const errorId = `${id}-error`;
  const answers = form.answers.get(item.linkId) ?? [];
  const many = item.repeats === true;
  const open = item.type === 'open-choice';
  const typed = otherAnswer(item, answers);
  const otherText = form.drafts[item.linkId] ?? typed?.valueString ?? '';
  // 'Other' stays ticked while its box is still empty, so the box does not vanish under the cursor.
  const otherChosen = typed !== undefined || form.drafts[item.linkId] !== undefined;
  const chosenOptions = answers.filter((answer) => answer !== typed);

  const withOther = (options: readonly QuestionnaireResponseAnswer[], text: string | undefined) =>
    text === undefined || text.trim() === '' ? options : [...options, { valueString: text }];

  let choices: Choice[];
  if (item.type === 'boolean') {
    choices = [true, false].map((value) => ({
      key: String(value),
      label: value ? t('yes') : t('no'),
      checked: answers[0]?.valueBoolean === value,
      pick: () => { form.setAnswers(item.linkId, [{ valueBoolean: value }]); },
    }));
  } else {
    choices = (item.answerOption ?? []).map((option, index) => ({
      key: String(index),
      label: optionLabel(option),
      checked: chosenOptions.some((answer) => isOptionAnswer(option, answer)),
      pick: (checked: boolean) => {
        const answer = answerOfOption(option);
        if (!many) {
          form.setDraft(item.linkId, undefined);
          form.setAnswers(item.linkId, [answer]);
          return;
        }
        const rest = chosenOptions.filter((given) => !isOptionAnswer(option, given));
        form.setAnswers(item.linkId, withOther(checked ? [...rest, answer] : rest, otherChosen ? otherText : undefined));
      },
    }));
  }
  if (open) {
    choices.push({
      key: 'other',
      label: t('other'),
      checked: otherChosen,
      pick: (checked: boolean) => {
        form.setDraft(item.linkId, checked ? otherText : undefined);
        const kept = many ? chosenOptions : [];
        form.setAnswers(item.linkId, checked ? withOther(kept, otherText) : kept);
      },
    });
  }

  const name = `${id}-choice`;
  return (
    <fieldset aria-describedby={describedByIds(id, error, undefined)}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        <Label item={item} />
      </legend>
      <div className={`grid gap-2 ${choices.length > 2 ? 'sm:grid-cols-2' : 'sm:max-w-md sm:grid-cols-2'}`}>
        {choices.map((choice) => (
          <label key={choice.key} className={choiceRow}>
            <input
              type={many ? 'checkbox' : 'radio'}
              name={name}
              className="size-5 shrink-0 accent-teal-700"
              checked={choice.checked}
              disabled={form.readOnly}
              onChange={(event) => { choice.pick(event.target.checked); }}
            />
            <span className="text-sm">{choice.label}</span>
          </label>
        ))}
      </div>
      {open && otherChosen ? (
        <div className="mt-2">
          <label htmlFor={`${id}-other`} className="mb-1 block text-sm text-slate-700">
            {t('otherAnswer')}
          </label>
          <input
            id={`${id}-other`}
            type="text"
            className={inputClass(error)}
            value={otherText}
            readOnly={form.readOnly}
            aria-invalid={error === undefined ? undefined : true}
            aria-describedby={describedByIds(id, error, undefined, item.maxLength === undefined ? undefined : `${id}-count`)}
            onChange={(event) => {
              form.setDraft(item.linkId, event.target.value);
              form.setAnswers(item.linkId, withOther(many ? chosenOptions : [], event.target.value));
            }}
          />
          {item.maxLength !== undefined ? (
            <div className="flex">
              <CharacterCount id={`${id}-count`} count={{ length: otherText.length, max: item.maxLength }} />
            </div>
          ) : null}
        </div>
      ) : null}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

function ItemView({ item, form, depth }: { item: QuestionnaireItem; form: FormState; depth: number }): ReactNode {
  const { t } = useTranslation('questionnaire');
  if (!form.enabled.has(item.linkId)) return null;
  const id = form.idOf(item.linkId);
  switch (item.type) {
    case 'group': {
      const Heading = depth === 0 ? 'h3' : 'h4';
      const error = form.errorOf(item.linkId);
      return (
        <section aria-labelledby={item.text === undefined ? undefined : `${id}-heading`} aria-describedby={error === undefined ? undefined : `${id}-error`} data-link-id={item.linkId} className="space-y-5 rounded-lg border border-slate-200 p-4 sm:p-5">
          {item.text !== undefined ? (
            <Heading id={`${id}-heading`} className="text-base font-semibold text-slate-900">
              {item.text}
              {item.required === true ? <span className="text-xs font-normal text-slate-600"> {t('required')}</span> : null}
            </Heading>
          ) : null}
          <FieldError id={`${id}-error`} message={error} />
          {(item.item ?? []).map((child) => (
            <ItemView key={child.linkId} item={child} form={form} depth={depth + 1} />
          ))}
        </section>
      );
    }
    case 'display':
      return (
        <p data-link-id={item.linkId} className="text-sm whitespace-pre-line text-slate-700">
          {item.text}
        </p>
      );
    case 'boolean':
    case 'choice':
    case 'open-choice':
      return (
        <div data-link-id={item.linkId}>
          <ChoiceQuestion item={item} form={form} />
        </div>
      );
    default:
      return (
        <div data-link-id={item.linkId}>
          <TextQuestion item={item} form={form} />
        </div>
      );
  }
}

export function QuestionnaireForm({ questionnaire, value, onChange, errors = [], readOnly = false }: QuestionnaireFormProps) {
  const { t } = useTranslation('questionnaire');
  const prefix = useId();
  // The answers typed, disabled questions' included; `value` is what was last handed out.
  const [memory, setMemory] = useState<Memory>(() => ({ value, answers: answersByLinkId(value) }));
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  // A value with other answers than the form handed out (a saved draft loaded, a reset) replaces
  // the memory and what was half-typed; the same answers in a new object (a parent that copies
  // the response, or sets its status) keep them.
  let current = memory;
  if (memory.value !== value) {
    const sameAnswers = JSON.stringify(memory.value.item ?? []) === JSON.stringify(value.item ?? []);
    current = { value, answers: sameAnswers ? memory.answers : answersByLinkId(value) };
    setMemory(current);
    if (!sameAnswers) {
      setDrafts({});
      setLocalErrors({});
    }
  }
  const answers = current.answers;

  const order = flattenItems(questionnaire.item).map((item) => item.linkId);
  const enabled = enabledLinkIds(questionnaire, { ...value, item: itemsFromAnswers(questionnaire.item, answers) });
  const given = new Map(errors.map((error) => [error.linkId, error.message]));

  const form: FormState = {
    answers,
    enabled,
    readOnly,
    drafts,
    idOf: (linkId) => `${prefix}q${String(order.indexOf(linkId))}`,
    errorOf: (linkId) => localErrors[linkId] ?? given.get(linkId),
    setAnswers: (linkId, list) => {
      if (readOnly) return;
      const next = new Map(answers);
      if (list.length === 0) next.delete(linkId);
      else next.set(linkId, list);
      const emitted = pruneDisabled(questionnaire, { ...value, item: itemsFromAnswers(questionnaire.item, next) });
      setMemory({ value: emitted, answers: next });
      onChange(emitted);
    },
    setDraft: (linkId, text) => {
      setDrafts(({ [linkId]: _dropped, ...rest }) => (text === undefined ? rest : { ...rest, [linkId]: text }));
    },
    setLocalError: (linkId, message) => {
      setLocalErrors(({ [linkId]: _dropped, ...rest }) => (message === undefined ? rest : { ...rest, [linkId]: message }));
    },
  };

  const shownProblems = order.filter((linkId) => enabled.has(linkId) && form.errorOf(linkId) !== undefined).length;
  return (
    <div className="space-y-6">
      {questionnaire.item.map((item) => (
        <ItemView key={item.linkId} item={item} form={form} depth={0} />
      ))}
      {/* Said once when messages appear (a save refused), rather than every message at once. */}
      <p role="status" className={shownProblems === 0 ? 'sr-only' : 'text-sm font-medium text-red-700'}>
        {shownProblems === 0 ? '' : t('problems', { count: shownProblems })}
      </p>
    </div>
  );
}
