import { getAppointmentAnswers } from '@clinvia/contracts/operations/questionnaires';
import type { AnsweredQuestionnaire } from '@clinvia/contracts/questionnaires';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QuestionnaireAnswers } from '../../components/questionnaire/QuestionnaireAnswers';
import { Badge } from '../../components/ui/Badge';
import { reasonOf } from '../../lib/api';
import { formatClinicDate } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';
import { localeOf } from '../../lib/i18n/locale';
import { operationQuery } from '../../lib/operation-queries';

// INTAKE-15, INTAKE-16: the patient's answers for this visit on one screen: each questionnaire's
// score, band, flags and published source (the shared summary), its answers, and what changed
// since the patient's previous completed answers to it.

const instants = new Map<UiLanguage, Intl.DateTimeFormat>();

/** When the patient completed the answers, on the viewer's clock: 'Jan 7, 2026'. */
function instantDate(iso: string, language: UiLanguage): string {
  let format = instants.get(language);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(localeOf(language), { month: 'short', day: 'numeric', year: 'numeric' });
    instants.set(language, format);
  }
  return format.format(new Date(iso));
}

function Changes({ entry }: { entry: AnsweredQuestionnaire }) {
  const { t } = useTranslation('doctorPortal');
  const language = useLanguage();
  const previous = entry.previous;
  if (!previous) return null;
  const date = formatClinicDate(previous.appointment_date, 'medium', language);
  if (previous.changes.length === 0) return <p className="mt-2 text-sm text-slate-600">{t('answers.noChanges', { date })}</p>;
  return (
    <div className="mt-3">
      <h5 className="text-sm font-semibold text-slate-800">{t('answers.changes', { date })}</h5>
      <ul className="mt-1 space-y-1 text-sm">
        {previous.changes.map((change) => (
          <li key={change.linkId} className="rounded-md bg-slate-50 px-2 py-1">
            <span className="font-medium text-slate-900">{change.text}</span>
            <span className="block text-slate-700">
              {t('answers.change', { before: change.before.join(', ') || t('answers.nothing'), after: change.after.join(', ') || t('answers.nothing') })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Answered({ entry }: { entry: AnsweredQuestionnaire }) {
  const { t } = useTranslation('doctorPortal');
  const language = useLanguage();
  const previousScore = entry.previous?.score;
  return (
    <div className="space-y-2">
      {/* The shared summary names the questionnaire and shows its score, band, flags and source first, then each answer. */}
      <QuestionnaireAnswers questionnaire={entry.questionnaire} response={entry.response} score={entry.score} headingLevel={4} />
      <div className="px-1 text-sm">
        {entry.status === 'completed' && entry.completed_at !== null ? (
          <p className="text-slate-600">{t('answers.completed', { date: instantDate(entry.completed_at, language) })}</p>
        ) : (
          <Badge tone="amber">{t('answers.draft')}</Badge>
        )}
        {entry.previous && previousScore ? (
          <p className="text-slate-700">
            {t('answers.previousScore', { score: new Intl.NumberFormat(localeOf(language)).format(previousScore.score), band: previousScore.band, date: formatClinicDate(entry.previous.appointment_date, 'medium', language) })}
          </p>
        ) : null}
        <Changes entry={entry} />
      </div>
    </div>
  );
}

/** The answers section of an appointment in the doctor portal (and wherever staff read it). */
export function VisitAnswers({ appointmentId }: { appointmentId: string }) {
  const { t } = useTranslation('doctorPortal');
  const answers = useQuery(operationQuery(getAppointmentAnswers, { params: { id: appointmentId } }));
  return (
    <section aria-labelledby="drawer-answers">
      <h3 id="drawer-answers" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {t('answers.title')}
      </h3>
      {answers.isPending ? <p className="mt-2 text-sm text-slate-600">{t('answers.loading')}</p> : null}
      {answers.error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {reasonOf(answers.error)}
        </p>
      ) : null}
      {answers.data ? (
        answers.data.questionnaires.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('answers.none')}</p>
        ) : (
          <div className="mt-2 space-y-3">
            {answers.data.questionnaires.map((entry) => (
              <Answered key={entry.questionnaire_id} entry={entry} />
            ))}
          </div>
        )
      ) : null}
    </section>
  );
}
