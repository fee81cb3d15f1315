import type { CheckIn } from '@clinvia/contracts/check-ins';
import { getMyCheckIn as getMyCheckInOperation } from '@clinvia/contracts/operations/check-ins';
import { listAppointmentQuestionnaires, saveQuestionnaireResponse } from '@clinvia/contracts/operations/questionnaires';
import type { QuestionnaireResponse } from '@clinvia/contracts/questionnaire';
import { initialResponse, pruneDisabled, validateResponse, type ValidationError } from '@clinvia/contracts/questionnaire-validate';
import type { VisitQuestionnaire } from '@clinvia/contracts/questionnaires';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/fields';
import { QuestionnaireForm } from '../../components/questionnaire/QuestionnaireForm';
import { Button } from '../../components/ui/Button';
import { FormActions } from '../../components/ui/FormActions';
import { LoadState } from '../../components/ui/LoadState';
import { ApiError, reasonOf } from '../../lib/api';
import { call } from '../../lib/client';
import { checkInKey } from './api';

// CHECKIN-2, INTAKE-14: step 3, the visit's questionnaires, answered with the shared form and
// checked by the one validator in the browser (the server checks again); drafts are saved as the
// patient goes, completed answers when they continue.

type Answers = Record<string, QuestionnaireResponse>;
type Problems = Record<string, readonly ValidationError[]>;

function startingAnswers(list: readonly VisitQuestionnaire[]): Answers {
  return Object.fromEntries(list.map((item) => [item.questionnaire_id, item.saved?.response ?? initialResponse(item.questionnaire)]));
}

function Questionnaires({ checkIn, list, onDone, onBack }: { checkIn: CheckIn; list: readonly VisitQuestionnaire[]; onDone: () => Promise<void>; onBack: () => void }) {
  const { t } = useTranslation('checkIn');
  const [answers, setAnswers] = useState<Answers>(() => startingAnswers(list));
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState<'draft' | 'complete' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const send = async (status: QuestionnaireResponse['status']) => {
    setFailure(null);
    setSaved(false);
    const found: Problems = {};
    for (const item of list) {
      const response = { ...pruneDisabled(item.questionnaire, answers[item.questionnaire_id] ?? initialResponse(item.questionnaire)), status };
      const checked = validateResponse(item.questionnaire, response, { partial: status === 'in-progress' });
      if (!checked.ok) found[item.questionnaire_id] = checked.errors;
    }
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setFailure(t('questionnairesInvalid'));
      return;
    }
    setBusy(status === 'completed' ? 'complete' : 'draft');
    try {
      for (const item of list) {
        const response = { ...pruneDisabled(item.questionnaire, answers[item.questionnaire_id] ?? initialResponse(item.questionnaire)), status };
        try {
          await call(saveQuestionnaireResponse, { params: { id: checkIn.appointment_id, questionnaireId: item.questionnaire_id }, body: response });
        } catch (error) {
          // The server's messages, keyed by question, under the questions.
          if (error instanceof ApiError && error.fields !== undefined) setProblems((current) => ({ ...current, [item.questionnaire_id]: Object.entries(error.fields ?? {}).map(([linkId, message]) => ({ linkId, message })) }));
          throw error;
        }
      }
      if (status === 'completed') await onDone();
      else setSaved(true);
    } catch (error) {
      setFailure(reasonOf(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-6">
      <p className="text-slate-700">{t('questionnairesLead')}</p>
      {list.map((item) => (
        <section key={item.questionnaire_id} aria-labelledby={`questionnaire-${item.questionnaire_id}`} className="rounded-lg border border-slate-200 p-3 sm:p-4">
          <h3 id={`questionnaire-${item.questionnaire_id}`} className="mb-3 flex items-center gap-2 font-semibold text-slate-900">
            {item.title}
            {item.status === 'completed' && <CheckCircle2 className="size-4 text-teal-700" aria-label={t('done')} />}
          </h3>
          <QuestionnaireForm
            questionnaire={item.questionnaire}
            value={answers[item.questionnaire_id] ?? initialResponse(item.questionnaire)}
            onChange={(value) => {
              setAnswers((current) => ({ ...current, [item.questionnaire_id]: value }));
            }}
            errors={problems[item.questionnaire_id]}
          />
        </section>
      ))}
      {failure !== null && <FormAlert tone="error">{failure}</FormAlert>}
      {saved && <FormAlert tone="success">{t('draftSaved')}</FormAlert>}
      <FormActions>
        <Button size="lg" loading={busy === 'complete'} loadingText={t('saving')} disabled={busy !== null} onClick={() => void send('completed')}>
          {t('saveAndContinue')}
        </Button>
        <Button variant="secondary" size="lg" loading={busy === 'draft'} loadingText={t('saving')} disabled={busy !== null} onClick={() => void send('in-progress')}>
          {t('saveForLater')}
        </Button>
        <Button variant="secondary" size="lg" disabled={busy !== null} onClick={onBack}>
          {t('previous')}
        </Button>
      </FormActions>
    </div>
  );
}

export function QuestionnairesStep({ checkIn, onDone, onBack }: { checkIn: CheckIn; onDone: (next: CheckIn) => void; onBack: () => void }) {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [...checkInKey(checkIn.appointment_id), 'questionnaires'],
    queryFn: ({ signal }) => call(listAppointmentQuestionnaires, { params: { id: checkIn.appointment_id }, signal }),
  });
  const done = async () => {
    // The check-in counts the completed questionnaires; read it again before moving on.
    const next = await call(getMyCheckInOperation, { params: { appointmentId: checkIn.appointment_id } });
    await queryClient.invalidateQueries({ queryKey: [...checkInKey(checkIn.appointment_id), 'questionnaires'] });
    onDone(next);
  };
  return (
    <LoadState pending={list.isPending} error={list.error} empty={false} emptyText="" onRetry={() => void list.refetch()}>
      {list.data && <Questionnaires checkIn={checkIn} list={list.data.questionnaires} onDone={done} onBack={onBack} />}
    </LoadState>
  );
}
