import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { codeFor, itemTypeLabels, itemTypes, newKey, operatorLabels, operators, takesAnswer, takesChoices, takesMaxLength, takesRepeats, type DraftCondition, type DraftItem } from './draft';
import { questionnaireEditorTexts as texts } from './texts';

// INTAKE-11: one question of the staff editor: its words, type, rules, choices and the condition
// under which it is asked ('show when <question> <operator> <answer>').

interface ItemEditorProps {
  item: DraftItem;
  index: number;
  count: number;
  /** The questions before this one: a condition may only name those. */
  earlier: readonly DraftItem[];
  errors: Readonly<Record<string, string>>;
  onChange: (item: DraftItem) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}

const inputClass = (error: string | undefined) =>
  `block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-xs focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-600/40 ${error ? 'border-red-600' : 'border-slate-300'}`;

type TextProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & { label: ReactNode; error?: string; hint?: string; optional?: boolean; onText: (value: string) => void };

function TextField({ label, error, hint, optional, onText, ...input }: TextProps) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional}>
      {(control) => <input {...control} className={inputClass(error)} {...input} onChange={(event) => onText(event.target.value)} />}
    </Field>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> & { label: ReactNode; error?: string; options: readonly { value: string; label: string }[]; placeholder?: string; onPick: (value: string) => void };

function SelectField({ label, error, options, placeholder, onPick, ...select }: SelectProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select {...control} className={inputClass(error)} {...select} onChange={(event) => onPick(event.target.value)}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function Check({ label, checked, onCheck }: { label: ReactNode; checked: boolean; onCheck: (checked: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
      <input type="checkbox" className="size-5 rounded border-slate-400 accent-teal-700" checked={checked} onChange={(event) => onCheck(event.target.checked)} />
      {label}
    </label>
  );
}

/** A label that names its question for screen readers ('Text' reads 'Text, question 3'). */
const named = (words: string, name: string) => (
  <>
    {words}
    <span className="sr-only">{`, ${name}`}</span>
  </>
);

const typeOptions = itemTypes.map((type) => ({ value: type, label: itemTypeLabels[type] }));
const operatorOptions = operators.map((operator) => ({ value: operator, label: operatorLabels[operator] }));

function ConditionFields({ item, name, earlier, error, onChange }: { item: DraftItem; name: string; earlier: readonly DraftItem[]; error: string | undefined; onChange: (condition: DraftCondition | null) => void }) {
  const askable = earlier.filter((candidate) => takesAnswer(candidate.type));
  const condition = item.condition;
  if (!condition) {
    return (
      <div>
        <Button size="sm" variant="secondary" disabled={askable.length === 0} onClick={() => onChange({ question: askable.at(-1)?.linkId ?? '', operator: '=', answer: '' })}>
          {texts.addCondition}
        </Button>
        {askable.length === 0 ? <p className="mt-1 text-sm text-slate-600">{texts.conditionNeedsEarlier}</p> : null}
      </div>
    );
  }
  const target = askable.find((candidate) => candidate.linkId === condition.question);
  const answerChoices = target && takesChoices(target.type) ? target.choices.map((choice) => ({ value: choice.code, label: choice.display || choice.code })) : null;
  const label = (part: string) => named(part, `${texts.condition}, ${name}`);
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{texts.showWhen}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={label(texts.conditionQuestion)}
          options={askable.map((candidate) => ({ value: candidate.linkId, label: `${candidate.linkId}: ${candidate.text || texts.untitled}` }))}
          value={condition.question}
          error={error}
          onPick={(question) => onChange({ ...condition, question, answer: '' })}
        />
        <SelectField
          label={label(texts.conditionOperator)}
          options={operatorOptions}
          value={condition.operator}
          onPick={(operator) => onChange({ ...condition, operator: operators.find((known) => known === operator) ?? '=' })}
        />
        {condition.operator === 'exists' ? null : answerChoices ? (
          <SelectField
            label={label(texts.conditionAnswer)}
            placeholder={texts.chooseAnswer}
            options={answerChoices}
            value={condition.answer}
            onPick={(answer) => onChange({ ...condition, answer })}
          />
        ) : target?.type === 'boolean' ? (
          <SelectField
            label={label(texts.conditionAnswer)}
            placeholder={texts.chooseAnswer}
            options={[
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ]}
            value={condition.answer}
            onPick={(answer) => onChange({ ...condition, answer })}
          />
        ) : (
          <TextField label={label(texts.conditionAnswer)} value={condition.answer} onText={(answer) => onChange({ ...condition, answer })} />
        )}
      </div>
      <Button size="sm" variant="secondary" className="mt-3" onClick={() => onChange(null)}>
        {texts.removeCondition}
      </Button>
    </fieldset>
  );
}

export function ItemEditor({ item, index, count, earlier, errors, onChange, onMove, onRemove }: ItemEditorProps) {
  const error = (field: string) => errors[`${item.key}.${field}`];
  const name = `${texts.question} ${String(index + 1)}`;
  const set = (patch: Partial<DraftItem>) => onChange({ ...item, ...patch });
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" aria-label={name}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">{name}</h3>
        <div className="flex gap-1">
          <Button size="sm" variant="secondary" aria-label={`${texts.moveUp}: ${name}`} disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUp className="size-4" aria-hidden />
          </Button>
          <Button size="sm" variant="secondary" aria-label={`${texts.moveDown}: ${name}`} disabled={index === count - 1} onClick={() => onMove(1)}>
            <ArrowDown className="size-4" aria-hidden />
          </Button>
          <Button size="sm" variant="secondary" aria-label={`${texts.remove}: ${name}`} onClick={onRemove}>
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
      <div className="mt-3 grid gap-3 md:grid-cols-[1fr_12rem]">
        <TextField label={named(texts.text, name)} value={item.text} error={error('text')} onText={(text) => set({ text })} />
        <SelectField label={named(texts.type, name)} options={typeOptions} value={item.type} error={error('type')} onPick={(type) => set({ type: itemTypes.find((known) => known === type) ?? 'string' })} />
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 md:grid-cols-4">
        <TextField label={named(texts.linkId, name)} hint={texts.linkIdHint} value={item.linkId} error={error('linkId')} onText={(linkId) => set({ linkId })} />
        {takesMaxLength(item.type) ? (
          <TextField label={named(texts.maxLength, name)} inputMode="numeric" optional value={item.maxLength} error={error('maxLength')} onText={(maxLength) => set({ maxLength })} />
        ) : null}
        {takesAnswer(item.type) ? <Check label={named(texts.required, name)} checked={item.required} onCheck={(required) => set({ required })} /> : null}
        {takesRepeats(item.type) ? <Check label={named(texts.repeats, name)} checked={item.repeats} onCheck={(repeats) => set({ repeats })} /> : null}
      </div>
      {takesChoices(item.type) ? (
        <fieldset className="mt-3">
          <legend className="text-sm font-medium text-slate-800">{named(texts.choices, name)}</legend>
          <ul className="mt-2 space-y-2">
            {item.choices.map((choice, position) => (
              <li key={choice.key} className="flex items-end gap-2">
                <div className="grow">
                  <TextField
                    label={named(`${texts.choice} ${String(position + 1)}`, name)}
                    value={choice.display}
                    onText={(display) => {
                      // A new choice's code follows its words until saved; a loaded one keeps its code (answers refer to it).
                      const code = choice.code === '' || choice.code === codeFor(choice.display) ? codeFor(display) : choice.code;
                      set({ choices: item.choices.map((other) => (other.key === choice.key ? { ...other, display, code } : other)) });
                    }}
                  />
                </div>
                <Button size="sm" variant="secondary" aria-label={`${texts.removeChoice} ${String(position + 1)}, ${name}`} onClick={() => set({ choices: item.choices.filter((other) => other.key !== choice.key) })}>
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
          {error('choices') ? (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {error('choices')}
            </p>
          ) : null}
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => set({ choices: [...item.choices, { key: newKey(), code: '', display: '' }] })}>
            <Plus className="size-4" aria-hidden />
            {texts.addChoice}
          </Button>
        </fieldset>
      ) : null}
      <div className="mt-3">
        <ConditionFields item={item} name={name} earlier={earlier} error={error('condition')} onChange={(condition) => set({ condition })} />
      </div>
    </li>
  );
}
