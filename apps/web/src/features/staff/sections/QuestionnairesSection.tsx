import * as operations from '@clinvia/contracts/operations/questionnaires';
import type { QuestionnaireDetail, QuestionnaireSummary } from '@clinvia/contracts/questionnaires';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/fields';
import { Badge } from '../../../components/ui/Badge';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { LoadState } from '../../../components/ui/LoadState';
import { Table } from '../../../components/ui/Table';
import { reasonOf } from '../../../lib/api';
import { operationKey, operationMutation, operationQuery } from '../../../lib/operation-queries';
import { confirmDialog } from '../../../lib/toast';
import { Section } from '../components/Section';
import { AssignmentsForm } from '../questionnaires/AssignmentsForm';
import { QuestionnaireEditor } from '../questionnaires/QuestionnaireEditor';

// INTAKE-11 to INTAKE-13: /staff/questionnaires: the list, a new questionnaire, and one
// questionnaire's editor with its assignments and the patient's preview.

const listKey = operationKey(operations.listQuestionnaires);

function askedAt(row: QuestionnaireSummary, t: TFunction<'staffQuestionnaires'>): string {
  const parts = [...(row.assignments.all_visits ? [t('everyVisit')] : []), ...row.assignments.appointment_types, ...row.assignments.specializations];
  return parts.length === 0 ? t('notAsked') : parts.join(', ');
}

function QuestionnaireList() {
  const { t } = useTranslation('staffQuestionnaires');
  const list = useQuery(operationQuery(operations.listQuestionnaires));
  return (
    <Section
      title={t('title')}
      description={t('description')}
      actions={<ButtonLink to="/staff/questionnaires/new">{t('newQuestionnaire')}</ButtonLink>}
    >
      <LoadState pending={list.isPending} error={list.error} empty={false} emptyText="" onRetry={() => void list.refetch()}>
        {list.data && (
          <Table
            caption={t('listCaption')}
            rows={list.data.questionnaires}
            rowKey={(row) => row.id}
            emptyText={t('empty')}
            columns={[
              {
                header: t('columns.title'),
                cell: (row) => (
                  <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    {row.title}
                    {row.status === 'retired' ? <Badge tone="slate">{t('retired')}</Badge> : null}
                  </span>
                ),
              },
              { header: t('columns.version'), cell: (row) => t('version', { version: row.version }), className: 'text-slate-700' },
              { header: t('columns.asked'), cell: (row) => askedAt(row, t), className: 'text-slate-700' },
              { header: t('columns.answers'), cell: (row) => <span>{String(row.response_count)}<span className="md:hidden">{` ${t('answersSuffix')}`}</span></span>, className: 'text-slate-700' },
              {
                header: t('columns.actions'),
                cell: (row) => (
                  <Link to={`/staff/questionnaires/${row.id}`} className="font-medium text-teal-700 underline underline-offset-4" aria-label={t('openLabel', { title: row.title })}>
                    {t('open')}
                  </Link>
                ),
              },
            ]}
          />
        )}
      </LoadState>
    </Section>
  );
}

function NewQuestionnaire() {
  const { t } = useTranslation('staffQuestionnaires');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Section title={t('newQuestionnaire')} description={t('description')} actions={<ButtonLink variant="secondary" to="/staff/questionnaires">{t('back')}</ButtonLink>}>
      <QuestionnaireEditor
        initial={null}
        onSaved={(detail, message) => {
          queryClient.setQueryData(operationKey(operations.getQuestionnaire, { params: { questionnaireId: detail.id } }), detail);
          void queryClient.invalidateQueries({ queryKey: listKey });
          void navigate(`/staff/questionnaires/${detail.id}`, { state: { message } });
        }}
      />
    </Section>
  );
}

/** The message a page was opened with (a new questionnaire's 'created'), if any. */
function messageOf(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'message' in state && typeof state.message === 'string' ? state.message : null;
}

function EditQuestionnaire() {
  const { t } = useTranslation('staffQuestionnaires');
  const { id = '' } = useParams();
  const opened = messageOf(useLocation().state);
  const queryClient = useQueryClient();
  const key = operationKey(operations.getQuestionnaire, { params: { questionnaireId: id } });
  const detail = useQuery(operationQuery(operations.getQuestionnaire, { params: { questionnaireId: id } }));
  const retire = useMutation(operationMutation(operations.retireQuestionnaire));
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(opened === null ? null : { tone: 'success', text: opened });
  // A new key after each save: the editor starts again from the version just saved.
  const [saves, setSaves] = useState(0);

  const saved = (next: QuestionnaireDetail, message: string) => {
    queryClient.setQueryData(key, next);
    void queryClient.invalidateQueries({ queryKey: listKey });
    setResult({ tone: 'success', text: message });
  };

  async function retireIt(questionnaire: QuestionnaireDetail) {
    if (!(await confirmDialog({ title: t('retire'), text: t('retireConfirm'), confirmText: t('retire') }))) return;
    try {
      const answer = await retire.mutateAsync({ params: { questionnaireId: questionnaire.id } });
      saved(answer.questionnaire, answer.message);
      setSaves((count) => count + 1);
    } catch (error) {
      setResult({ tone: 'error', text: reasonOf(error) });
    }
  }

  return (
    <LoadState pending={detail.isPending} error={detail.error} empty={false} emptyText="" onRetry={() => void detail.refetch()}>
      {detail.data && (
        <Section
          title={detail.data.title}
          description={detail.data.status === 'retired' ? t('versionRetired', { version: detail.data.version }) : t('version', { version: detail.data.version })}
          actions={
            <span className="flex flex-wrap gap-2">
              <ButtonLink variant="secondary" to="/staff/questionnaires">
                {t('back')}
              </ButtonLink>
              {detail.data.status === 'active' ? (
                <Button variant="secondary" onClick={() => void retireIt(detail.data)}>
                  {t('retire')}
                </Button>
              ) : null}
            </span>
          }
        >
          <div className="space-y-6">
            {result ? <FormAlert tone={result.tone}>{result.text}</FormAlert> : null}
            <AssignmentsForm key={`assign-${String(saves)}`} questionnaire={detail.data} onSaved={saved} />
            <QuestionnaireEditor
              key={`edit-${String(saves)}`}
              initial={detail.data}
              onSaved={(next, message) => {
                saved(next, message);
                setSaves((count) => count + 1);
              }}
            />
          </div>
        </Section>
      )}
    </LoadState>
  );
}

/** /staff/questionnaires/*: the list, a new one, one questionnaire (INTAKE-11). */
export default function QuestionnairesSection() {
  return (
    <Routes>
      <Route index element={<QuestionnaireList />} />
      <Route path="new" element={<NewQuestionnaire />} />
      <Route path=":id" element={<EditQuestionnaire />} />
    </Routes>
  );
}
