import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { blankCondition, codeFor, flattenDraft, itemTypes, newKey, operators, takesAnswer, takesChoices, takesInitial, takesMaxLength, takesRepeats, type DraftCondition, type DraftItem, type Operator } from './draft';

// INTAKE-1, INTAKE-11: one item of the staff editor: its words, type, rules, choices, initial
// answer and the conditions under which it is asked ('show when <question> <operator> <answer>',
// all or any of them); a group holds its own items, edited the same way at any depth.

interface ItemEditorProps {
  item: DraftItem;
  /** 'Question 3', 'Question 3.1': how labels and buttons name this item. */
  name: string;
  index: number;
  count: number;
  /** The items before this one in the questionnaire: a condition may only name those. */
  earlier: readonly DraftItem[];
  errors: Readonly<Record<string, string>>;
  /** Changes an item of the tree by its key (this one or one inside it). */
  onUpdate: (key: string, change: (item: DraftItem) => DraftItem) => void;
  onMove: (key: string, offset: -1 | 1) => void;
  onRemove: (key: string) => void;
  /** A new question to add inside a group. */
  newItem: () => DraftItem;
}

const inputClass = (error: string | undefined) =>
  `block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-xs focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-600/40 ${error ? 'border-red-600' : 'border-slate-300'}`;

type TextProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & { label: ReactNode; error?: string; hint?: string; optional?: boolean; onText: (value: string) => void };

function TextField({ label, error, hint, optional, onText, ...input }: TextProps) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional}>
      {(control) => <input {...control} className={inputClass(error)} {...input} onChange={(event) => { onText(event.target.value); }} />}
    </Field>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> & { label: ReactNode; error?: string; options: readonly { value: string; label: string }[]; placeholder?: string; onPick: (value: string) => void };

function SelectField({ label, error, options, placeholder, onPick, ...select }: SelectProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select {...control} className={inputClass(error)} {...select} onChange={(event) => { onPick(event.target.value); }}>
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
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input type="checkbox" className="size-6 shrink-0 rounded border-slate-400 accent-teal-700" checked={checked} onChange={(event) => { onCheck(event.target.checked); }} />
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

/** Each operator's words in the catalogue ('operators.<name>'). */
const operatorNames = { '=': 'equal', '!=': 'notEqual', '>': 'more', '<': 'less', '>=': 'atLeast', '<=': 'atMost', exists: 'exists' } as const satisfies Record<Operator, string>;

function useOptions() {
  const { t } = useTranslation('staffQuestionnaires');
  return {
    typeOptions: itemTypes.map((type) => ({ value: type, label: t(`itemTypes.${type}`) })),
    operatorOptions: operators.map((operator) => ({ value: operator, label: t(`operators.${operatorNames[operator]}`) })),
    yesNo: [
      { value: 'yes', label: t('yes') },
      { value: 'no', label: t('no') },
    ],
  };
}

function ConditionRow({ condition, position, name, askable, error, onChange, onRemove }: { condition: DraftCondition; position: number; name: string; askable: readonly DraftItem[]; error: string | undefined; onChange: (condition: DraftCondition) => void; onRemove: () => void }) {
  const { t } = useTranslation('staffQuestionnaires');
  const { operatorOptions, yesNo } = useOptions();
  const target = askable.find((candidate) => candidate.linkId === condition.question);
  const answerChoices = target && takesChoices(target.type) ? target.choices.map((choice) => ({ value: choice.code, label: choice.display || choice.code })) : null;
  const label = (part: string) => named(part, t('conditionName', { number: position + 1, name }));
  const questionOptions = askable.map((candidate) => ({ value: candidate.linkId, label: `${candidate.linkId}: ${candidate.text || t('untitled')}` }));
  // A condition left pointing at a later or removed question still shows what it names, with its message.
  if (target === undefined && condition.question !== '') questionOptions.push({ value: condition.question, label: t('notEarlier', { question: condition.question }) });
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField label={label(t('conditionQuestion'))} options={questionOptions} value={condition.question} error={error} onPick={(question) => { onChange({ ...condition, question, answer: '' }); }} />
        <SelectField
          label={label(t('conditionOperator'))}
          options={operatorOptions}
          value={condition.operator}
          onPick={(operator) => { onChange({ ...condition, operator: operators.find((known) => known === operator) ?? '=' }); }}
        />
        {condition.operator === 'exists' ? null : answerChoices ? (
          <SelectField label={label(t('conditionAnswer'))} placeholder={t('chooseAnswer')} options={answerChoices} value={condition.answer} onPick={(answer) => { onChange({ ...condition, answer }); }} />
        ) : target?.type === 'boolean' ? (
          <SelectField label={label(t('conditionAnswer'))} placeholder={t('chooseAnswer')} options={yesNo} value={condition.answer} onPick={(answer) => { onChange({ ...condition, answer }); }} />
        ) : (
          <TextField label={label(t('conditionAnswer'))} type={target?.type === 'date' ? 'date' : 'text'} inputMode={target?.type === 'integer' || target?.type === 'decimal' ? 'decimal' : undefined} value={condition.answer} onText={(answer) => { onChange({ ...condition, answer }); }} />
        )}
      </div>
      <Button size="sm" variant="secondary" className="mt-3" aria-label={t('removeConditionLabel', { number: position + 1, name })} onClick={onRemove}>
        {t('removeCondition')}
      </Button>
    </li>
  );
}

function ConditionFields({ item, name, earlier, errors, onChange }: { item: DraftItem; name: string; earlier: readonly DraftItem[]; errors: Readonly<Record<string, string>>; onChange: (patch: Pick<DraftItem, 'conditions'> | Pick<DraftItem, 'enableBehavior'>) => void }) {
  const { t } = useTranslation('staffQuestionnaires');
  const askable = earlier.filter((candidate) => takesAnswer(candidate.type));
  const add = () => { onChange({ conditions: [...item.conditions, blankCondition(askable.at(-1)?.linkId ?? '')] }); };
  if (item.conditions.length === 0) {
    return (
      <div>
        <Button size="sm" variant="secondary" disabled={askable.length === 0} onClick={add}>
          {t('addCondition')}
        </Button>
        {askable.length === 0 ? <p className="mt-1 text-sm text-slate-600">{t('conditionNeedsEarlier')}</p> : null}
      </div>
    );
  }
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{named(t('showWhen'), name)}</legend>
      {item.conditions.length > 1 ? (
        <div className="mb-3 max-w-xs">
          <SelectField
            label={named(t('enableBehavior'), name)}
            options={[
              { value: 'all', label: t('behaviorAll') },
              { value: 'any', label: t('behaviorAny') },
            ]}
            value={item.enableBehavior}
            error={errors[`${item.key}.enableBehavior`]}
            onPick={(behavior) => { onChange({ enableBehavior: behavior === 'any' ? 'any' : 'all' }); }}
          />
        </div>
      ) : null}
      <ul className="space-y-3">
        {item.conditions.map((condition, position) => (
          <ConditionRow
            key={condition.key}
            condition={condition}
            position={position}
            name={name}
            askable={askable}
            error={errors[`${item.key}.condition.${String(position)}`]}
            onChange={(changed) => { onChange({ conditions: item.conditions.map((other) => (other.key === condition.key ? changed : other)) }); }}
            onRemove={() => { onChange({ conditions: item.conditions.filter((other) => other.key !== condition.key) }); }}
          />
        ))}
      </ul>
      {errors[`${item.key}.conditions`] ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {errors[`${item.key}.conditions`]}
        </p>
      ) : null}
      <Button size="sm" variant="secondary" className="mt-3" aria-label={t('addAnotherConditionLabel', { name })} disabled={askable.length === 0} onClick={add}>
        <Plus className="size-4" aria-hidden />
        {t('addAnotherCondition')}
      </Button>
    </fieldset>
  );
}

function InitialField({ item, name, error, onInitial }: { item: DraftItem; name: string; error: string | undefined; onInitial: (initial: string) => void }) {
  const { t } = useTranslation('staffQuestionnaires');
  const { yesNo } = useOptions();
  const label = named(t('initial'), name);
  if (item.type === 'boolean') {
    return <SelectField label={label} options={yesNo} placeholder={t('noInitial')} value={item.initial} error={error} onPick={onInitial} />;
  }
  return (
    <TextField
      label={label}
      hint={t('initialHint')}
      optional
      type={item.type === 'date' ? 'date' : 'text'}
      inputMode={item.type === 'integer' || item.type === 'decimal' ? 'decimal' : undefined}
      value={item.initial}
      error={error}
      onText={onInitial}
    />
  );
}

export function ItemEditor({ item, name, index, count, earlier, errors, onUpdate, onMove, onRemove, newItem }: ItemEditorProps) {
  const { t } = useTranslation('staffQuestionnaires');
  const { typeOptions } = useOptions();
  const error = (field: string) => errors[`${item.key}.${field}`];
  const set = (patch: Partial<DraftItem>) => { onUpdate(item.key, (current) => ({ ...current, ...patch })); };
  const isGroup = item.type === 'group';
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" aria-label={name}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">{name}</h3>
        <div className="flex gap-1">
          <Button size="sm" variant="secondary" aria-label={t('moveUp', { name })} disabled={index === 0} onClick={() => { onMove(item.key, -1); }}>
            <ArrowUp className="size-4" aria-hidden />
          </Button>
          <Button size="sm" variant="secondary" aria-label={t('moveDown', { name })} disabled={index === count - 1} onClick={() => { onMove(item.key, 1); }}>
            <ArrowDown className="size-4" aria-hidden />
          </Button>
          <Button size="sm" variant="secondary" aria-label={t('remove', { name })} onClick={() => { onRemove(item.key); }}>
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
      <div className="mt-3 grid gap-3 md:grid-cols-[1fr_12rem]">
        <TextField label={named(t('text'), name)} value={item.text} error={error('text')} onText={(text) => { set({ text }); }} />
        <SelectField label={named(t('type'), name)} options={typeOptions} value={item.type} error={error('type')} onPick={(type) => { set({ type: itemTypes.find((known) => known === type) ?? 'string', initial: '' }); }} />
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <TextField label={named(t('linkId'), name)} hint={t('linkIdHint')} value={item.linkId} error={error('linkId')} onText={(linkId) => { set({ linkId }); }} />
        {takesMaxLength(item.type) ? (
          <TextField label={named(t('maxLength'), name)} inputMode="numeric" optional value={item.maxLength} error={error('maxLength')} onText={(maxLength) => { set({ maxLength }); }} />
        ) : null}
        {takesInitial(item.type) ? <InitialField item={item} name={name} error={error('initial')} onInitial={(initial) => { set({ initial }); }} /> : null}
      </div>
      {takesAnswer(item.type) ? (
        <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          <Check label={named(t('required'), name)} checked={item.required} onCheck={(required) => { set({ required }); }} />
          {takesRepeats(item.type) ? <Check label={named(t('repeats'), name)} checked={item.repeats} onCheck={(repeats) => { set({ repeats }); }} /> : null}
        </div>
      ) : null}
      {takesChoices(item.type) ? (
        <fieldset className="mt-3">
          <legend className="text-sm font-medium text-slate-800">{named(t('choices'), name)}</legend>
          <ul className="mt-2 space-y-2">
            {item.choices.map((choice, position) => (
              <li key={choice.key} className="flex flex-wrap items-end gap-2">
                <div className="min-w-48 grow">
                  <TextField
                    label={named(t('choiceNumber', { number: position + 1 }), name)}
                    value={choice.display}
                    onText={(display) => {
                      // A new choice's code follows its words until saved; a loaded one keeps its code (answers refer to it).
                      const code = choice.code === '' || choice.code === codeFor(choice.display) ? codeFor(display) : choice.code;
                      set({ choices: item.choices.map((other) => (other.key === choice.key ? { ...other, display, code } : other)) });
                    }}
                  />
                </div>
                <div className="pb-2">
                  <Check
                    label={named(t('preselected'), t('choiceName', { number: position + 1, name }))}
                    checked={choice.selected}
                    onCheck={(selected) => { set({ choices: item.choices.map((other) => (other.key === choice.key ? { ...other, selected } : other)) }); }}
                  />
                </div>
                <Button size="sm" variant="secondary" aria-label={t('removeChoice', { number: position + 1, name })} onClick={() => { set({ choices: item.choices.filter((other) => other.key !== choice.key) }); }}>
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
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => { set({ choices: [...item.choices, { key: newKey(), code: '', display: '', selected: false }] }); }}>
            <Plus className="size-4" aria-hidden />
            {t('addChoice')}
          </Button>
        </fieldset>
      ) : null}
      <div className="mt-3">
        <ConditionFields item={item} name={name} earlier={earlier} errors={errors} onChange={set} />
      </div>
      {isGroup ? (
        <section className="mt-4 border-l-4 border-teal-100 pl-3" aria-label={t('groupItemsLabel', { name })}>
          <h4 className="text-sm font-semibold text-slate-800">{t('groupItems')}</h4>
          {error('items') ? (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {error('items')}
            </p>
          ) : null}
          <ol className="mt-2 space-y-3">
            {item.items.map((child, position) => (
              <ItemEditor
                key={child.key}
                item={child}
                name={`${name}.${String(position + 1)}`}
                index={position}
                count={item.items.length}
                earlier={[...earlier, item, ...flattenDraft(item.items.slice(0, position))]}
                errors={errors}
                onUpdate={onUpdate}
                onMove={onMove}
                onRemove={onRemove}
                newItem={newItem}
              />
            ))}
          </ol>
          <Button size="sm" variant="secondary" className="mt-3" onClick={() => { set({ items: [...item.items, newItem()] }); }}>
            <Plus className="size-4" aria-hidden />
            {t('addToGroup', { name })}
          </Button>
        </section>
      ) : null}
    </li>
  );
}
