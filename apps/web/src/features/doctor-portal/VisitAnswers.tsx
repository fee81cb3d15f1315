import { getAppointmentAnswers } from '@clinvia/contracts/operations/questionnaires';
import type { AnsweredQuestionnaire, QuestionnaireScore } from '@clinvia/contracts/questionnaires';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { QuestionnaireAnswers } from '../../components/questionnaire/QuestionnaireAnswers';
import { Badge } from '../../components/ui/Badge';
import { reasonOf } from '../../lib/api';
import { formatClinicDate } from '../../lib/clinic-dates';
import { operationQuery } from '../../lib/operation-queries';

// INTAKE-15, INTAKE-16: the patient's answers for this visit on one screen: each questionnaire's
// score and band (with its published source), its flags first and in words, what changed since
// the patient's previous answers, then the answers themselves.

export const answersTexts = {
  title: 'Answers before the visit',
  none: 'The patient has not answered any questionnaire for this visit.',
  draft: 'Not finished yet',
  completed: (date: string) => `Completed ${date}`,
  score: (score: QuestionnaireScore) => `${score.instrument} score ${String(score.score)}: ${score.band}`,
  previousScore: (score: QuestionnaireScore, date: string) => `Previous: ${String(score.score)} (${score.band}), visit of ${date}`,
  flagged: 'Needs attention',
  changes: (date: string) => `Changed since the visit of ${date}`,
  noChanges: (date: string) => `No changes since the visit of ${date}.`,
  before: 'Before',
  after: 'Now',
  nothing: 'No answer',
  answers: 'All answers',
} as const;

const instant = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function Changes({ entry }: { entry: AnsweredQuestionnaire }) {
  const previous = entry.previous;
  if (!previous) return null;
  const date = formatClinicDate(previous.appointment_date, 'long');
  if (previous.changes.length === 0) return <p className="mt-2 text-sm text-slate-600">{answersTexts.noChanges(date)}</p>;
  return (
    <div className="mt-3">
      <h5 className="text-sm font-semibold text-slate-800">{answersTexts.changes(date)}</h5>
      <ul className="mt-1 space-y-1 text-sm">
        {previous.changes.map((change) => (
          <li key={change.linkId} className="rounded-md bg-slate-50 px-2 py-1">
            <span className="font-medium text-slate-900">{change.text}</span>
            <span className="block text-slate-700">
              {`${answersTexts.before}: ${change.before.join(', ') || answersTexts.nothing} → ${answersTexts.after}: ${change.after.join(', ') || answersTexts.nothing}`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Answered({ entry }: { entry: AnsweredQuestionnaire }) {
  const flags = entry.score?.flags ?? [];
  const headingId = `answers-${entry.questionnaire_id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-semibold text-slate-900">
          {entry.title}
        </h4>
        {entry.status === 'completed' && entry.completed_at !== null ? (
          <span className="text-xs text-slate-600">{answersTexts.completed(instant.format(new Date(entry.completed_at)))}</span>
        ) : (
          <Badge tone="amber">{answersTexts.draft}</Badge>
        )}
      </div>
      {flags.length > 0 ? (
        <ul aria-label={answersTexts.flagged} className="mt-2 space-y-1">
          {flags.map((flag) => (
            <li key={flag.linkId} className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-2 py-1.5 text-sm font-medium text-red-800">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                <span className="sr-only">{`${answersTexts.flagged}: `}</span>
                {flag.message}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {entry.score ? (
        <p className="mt-2 text-sm text-slate-900">
          <span className="font-semibold">{answersTexts.score(entry.score)}</span>
          <span className="block text-xs text-slate-600">{entry.score.source}</span>
          {entry.previous?.score ? <span className="block text-slate-700">{answersTexts.previousScore(entry.previous.score, formatClinicDate(entry.previous.appointment_date, 'long'))}</span> : null}
        </p>
      ) : null}
      <Changes entry={entry} />
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-teal-700">{answersTexts.answers}</summary>
        <div className="mt-2">
          <QuestionnaireAnswers questionnaire={entry.questionnaire} response={entry.response} />
        </div>
      </details>
    </article>
  );
}

/** The answers section of an appointment in the doctor portal (and wherever staff read it). */
export function VisitAnswers({ appointmentId }: { appointmentId: string }) {
  const answers = useQuery(operationQuery(getAppointmentAnswers, { params: { id: appointmentId } }));
  return (
    <section aria-labelledby="drawer-answers">
      <h3 id="drawer-answers" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {answersTexts.title}
      </h3>
      {answers.isPending ? <p className="mt-2 text-sm text-slate-600">Loading…</p> : null}
      {answers.error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {reasonOf(answers.error)}
        </p>
      ) : null}
      {answers.data ? (
        answers.data.questionnaires.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{answersTexts.none}</p>
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
