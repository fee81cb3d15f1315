import { appointmentTypes } from '@clinvia/contracts/appointments';
import { listSpecializations } from '@clinvia/contracts/operations/doctors';
import * as operations from '@clinvia/contracts/operations/questionnaires';
import type { QuestionnaireDetail } from '@clinvia/contracts/questionnaires';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/fields';
import { Button } from '../../../components/ui/Button';
import { FormActions } from '../../../components/ui/FormActions';
import { ApiError, reasonOf } from '../../../lib/api';
import { operationMutation, operationQuery } from '../../../lib/operation-queries';

// INTAKE-13: which visits ask the questionnaire: every visit, some of BOOK-3's visit types, or
// the visits with doctors of some specializations (those of listed doctors, and any saved before).

// 24 px boxes: WCAG 2.5.8's minimum target. At 20 px, axe found only 21 px of space around the
// boxes of the grid's rows at times (issue 36, A11Y-1).
function Box({ label, checked, disabled, onCheck }: { label: string; checked: boolean; disabled: boolean; onCheck: (checked: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input type="checkbox" className="size-6 shrink-0 rounded border-slate-400 accent-teal-700" checked={checked} disabled={disabled} onChange={(event) => { onCheck(event.target.checked); }} />
      {label}
    </label>
  );
}

const toggled = <T,>(list: readonly T[], value: T, on: boolean): T[] => (on ? [...list.filter((other) => other !== value), value] : list.filter((other) => other !== value));

export function AssignmentsForm({ questionnaire, onSaved }: { questionnaire: QuestionnaireDetail; onSaved: (detail: QuestionnaireDetail, message: string) => void }) {
  const { t } = useTranslation('staffQuestionnaires');
  const specializations = useQuery(operationQuery(listSpecializations));
  const save = useMutation(operationMutation(operations.setQuestionnaireAssignments));
  const [allVisits, setAllVisits] = useState(questionnaire.assignments.all_visits);
  const [types, setTypes] = useState<string[]>(questionnaire.assignments.appointment_types);
  const [chosen, setChosen] = useState<string[]>(questionnaire.assignments.specializations);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const retired = questionnaire.status === 'retired';
  const known = [...new Set([...specializations.data ?? [], ...questionnaire.assignments.specializations])].sort((a, b) => a.localeCompare(b));

  async function submit(event: { preventDefault: () => void }) {
    event.preventDefault();
    setResult(null);
    try {
      const answer = await save.mutateAsync({
        params: { questionnaireId: questionnaire.id },
        body: { all_visits: allVisits, appointment_types: appointmentTypes.filter((type) => types.includes(type)), specializations: chosen },
      });
      setResult({ tone: 'success', text: answer.message });
      onSaved(answer.questionnaire, answer.message);
    } catch (error) {
      const fields = error instanceof ApiError && error.fields ? ` ${Object.values(error.fields).join(' ')}` : '';
      setResult({ tone: 'error', text: `${reasonOf(error)}${fields}` });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="assignments-title">
      <div>
        <h2 id="assignments-title" className="text-lg font-semibold text-slate-900">
          {t('assignments')}
        </h2>
        <p className="text-sm text-slate-600">{t('assignmentsHint')}</p>
      </div>
      {result ? <FormAlert tone={result.tone}>{result.text}</FormAlert> : null}
      <Box label={t('allVisits')} checked={allVisits} disabled={retired} onCheck={setAllVisits} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('visitTypes')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {appointmentTypes.map((type) => (
            <Box key={type} label={type} checked={types.includes(type)} disabled={retired} onCheck={(on) => { setTypes((list) => toggled(list, type, on)); }} />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('specializations')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {known.map((name) => (
            <Box key={name} label={name} checked={chosen.includes(name)} disabled={retired} onCheck={(on) => { setChosen((list) => toggled(list, name, on)); }} />
          ))}
        </div>
      </fieldset>
      <FormActions>
        <Button type="submit" variant="secondary" disabled={retired} loading={save.isPending} loadingText={t('saving')}>
          {t('saveAssignments')}
        </Button>
      </FormActions>
    </form>
  );
}
