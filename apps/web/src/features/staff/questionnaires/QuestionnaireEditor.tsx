import type { QuestionnaireResponse } from '@clinvia/contracts/questionnaire';
import { initialResponse } from '@clinvia/contracts/questionnaire-validate';
import { fieldMessages } from '@clinvia/contracts/errors';
import * as operations from '@clinvia/contracts/operations/questionnaires';
import { authoredQuestionnaireSchema, questionnaireMessages, type QuestionnaireDetail } from '@clinvia/contracts/questionnaires';
import { useMutation } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionnaireForm } from '../../../components/questionnaire/QuestionnaireForm';
import { FormAlert } from '../../../components/fields';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { FormActions } from '../../../components/ui/FormActions';
import { ApiError, reasonOf } from '../../../lib/api';
import { operationMutation } from '../../../lib/operation-queries';
import { blankItem, draftIssues, draftOf, editorErrors, flattenDraft, moveItem, removeItem, toQuestionnaire, updateItem, type Draft, type DraftItem } from './draft';
import { ItemEditor } from './ItemEditor';

// INTAKE-11, INTAKE-12: the staff editor. Items are added, reordered and removed at any depth
// (groups hold items); each field is checked before sending, first in the editor's words
// (draftIssues), then with the contract's schema (the server gives the same messages); a refused
// save keeps everything typed. The preview is the patient's own form, initial answers filled in.

interface EditorProps {
  /** The questionnaire to edit, or null for a new one. */
  initial: QuestionnaireDetail | null;
  onSaved: (detail: QuestionnaireDetail, message: string) => void;
}

const emptyResponse = (): QuestionnaireResponse => ({ resourceType: 'QuestionnaireResponse', questionnaire: 'preview', status: 'in-progress', item: [] });

/** What the patient's form opens with (CHECKIN-2 uses initialResponse too); empty while the draft cannot say. */
function openingResponse(questionnaire: Parameters<typeof initialResponse>[0]): QuestionnaireResponse {
  try {
    return initialResponse(questionnaire);
  } catch {
    return emptyResponse();
  }
}

export function QuestionnaireEditor({ initial, onSaved }: EditorProps) {
  const { t } = useTranslation('staffQuestionnaires');
  const draftMessages = {
    conditionUnknown: questionnaireMessages.conditionUnknown,
    conditionAnswerMissing: t('conditionAnswerMissing'),
    wholeNumber: t('wholeNumber'),
    number: t('number'),
    date: t('date'),
    initialSelectedOne: questionnaireMessages.initialSelectedOne,
  };
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial?.questionnaire ?? null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const questionnaireOf = useMemo(() => toQuestionnaire(draft), [draft]);
  const opening = useMemo(() => openingResponse(questionnaireOf), [questionnaireOf]);
  const openingKey = JSON.stringify(opening.item ?? []);
  // The preview's answers belong to the opening answers they started from: a changed initial
  // answer opens the preview again as the patient's form would open.
  const [previewState, setPreviewState] = useState<{ key: string; value: QuestionnaireResponse }>({ key: openingKey, value: opening });
  const preview = previewState.key === openingKey ? previewState.value : opening;
  const setPreview = (value: QuestionnaireResponse) => { setPreviewState({ key: openingKey, value }); };
  const create = useMutation(operationMutation(operations.createQuestionnaire));
  const change = useMutation(operationMutation(operations.updateQuestionnaire));
  const questionnaire = questionnaireOf;
  const retired = initial?.status === 'retired';

  const setItems = (edit: (items: DraftItem[]) => DraftItem[]) => { setDraft((current) => ({ ...current, items: edit(current.items) })); };
  const update = (key: string, edit: (item: DraftItem) => DraftItem) => { setItems((items) => updateItem(items, key, edit)); };

  async function save(event: { preventDefault: () => void }) {
    event.preventDefault();
    setFailure(null);
    const own = draftIssues(draft.items, draftMessages);
    const checked = authoredQuestionnaireSchema.safeParse(questionnaire);
    if (Object.keys(own).length > 0 || !checked.success) {
      setErrors({ ...(checked.success ? {} : editorErrors(fieldMessages(checked.error.issues), draft.items)), ...own });
      setFailure(t('fixFields'));
      return;
    }
    setErrors({});
    try {
      const answer = initial
        ? await change.mutateAsync({ params: { questionnaireId: initial.id }, body: { questionnaire } })
        : await create.mutateAsync({ body: { questionnaire } });
      onSaved(answer.questionnaire, answer.message);
    } catch (error) {
      // The typing stays: only the messages change.
      if (error instanceof ApiError && error.fields) setErrors(editorErrors(error.fields, draft.items));
      setFailure(reasonOf(error));
    }
  }

  const busy = create.isPending || change.isPending;
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <form noValidate onSubmit={(event) => void save(event)} className="min-w-0 space-y-4" aria-label={initial ? initial.title : t('newQuestionnaire')}>
        {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
        {errors.form ? <FormAlert tone="error">{errors.form}</FormAlert> : null}
        <Field label={t('questionnaireTitle')} error={errors.title}>
          {(control) => (
            <input
              {...control}
              value={draft.title}
              disabled={retired}
              onChange={(event) => { setDraft((current) => ({ ...current, title: event.target.value })); }}
              className={`block w-full rounded-md border bg-white px-3 py-2.5 text-slate-900 shadow-xs focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-600/40 ${errors.title ? 'border-red-600' : 'border-slate-300'}`}
            />
          )}
        </Field>
        <h2 className="text-lg font-semibold text-slate-900">{t('questions')}</h2>
        {draft.items.length === 0 ? <p className="text-slate-600">{t('noQuestions')}</p> : null}
        <ol className="space-y-4">
          {draft.items.map((item, index) => (
            <ItemEditor
              key={item.key}
              item={item}
              name={t('questionNumber', { number: index + 1 })}
              index={index}
              count={draft.items.length}
              earlier={flattenDraft(draft.items.slice(0, index))}
              errors={errors}
              onUpdate={update}
              onMove={(key, offset) => { setItems((items) => moveItem(items, key, offset)); }}
              onRemove={(key) => { setItems((items) => removeItem(items, key)); }}
              newItem={() => blankItem(draft.items)}
            />
          ))}
        </ol>
        <FormActions>
          <Button variant="secondary" disabled={retired} onClick={() => { setItems((items) => [...items, blankItem(items)]); }}>
            <Plus className="size-4" aria-hidden />
            {t('addQuestion')}
          </Button>
          <Button type="submit" disabled={retired} loading={busy} loadingText={t('saving')}>
            {t(initial ? 'save' : 'create')}
          </Button>
        </FormActions>
      </form>
      <section aria-labelledby="questionnaire-preview" className="min-w-0 self-start rounded-xl border border-slate-200 bg-slate-50 p-4 xl:sticky xl:top-4">
        <h2 id="questionnaire-preview" className="text-lg font-semibold text-slate-900">
          {t('preview')}
        </h2>
        <p className="mb-3 text-sm text-slate-600">{t('previewHint')}</p>
        <QuestionnaireForm questionnaire={questionnaire} value={preview} onChange={setPreview} />
      </section>
    </div>
  );
}
