import { getAppointmentAnswers } from '@clinvia/contracts/operations/questionnaires';
import type { AnsweredQuestionnaire, QuestionnaireScore } from '@clinvia/contracts/questionnaires';
import { useQuery } from '@tanstack/react-query';
import { QuestionnaireAnswers } from '../../components/questionnaire/QuestionnaireAnswers';
import { Badge } from '../../components/ui/Badge';
import { reasonOf } from '../../lib/api';
import { formatClinicDate } from '../../lib/clinic-dates';
import { operationQuery } from '../../lib/operation-queries';

// INTAKE-15, INTAKE-16: the patient's answers for this visit on one screen: each questionnaire's
// score, band, flags and published source (the shared summary), its answers, and what changed
// since the patient's previous completed answers to it.

export const answersTexts = {
  title: 'Answers before the visit',
  none: 'The patient has not answered any questionnaire for this visit.',
  draft: 'Not finished yet',
  completed: (date: string) => `Completed ${date}`,
  previousScore: (score: QuestionnaireScore, date: string) => `Previous: ${String(score.score)} (${score.band}), visit of ${date}`,
  changes: (date: string) => `Changed since the visit of ${date}`,
  noChanges: (date: string) => `No changes since the visit of ${date}.`,
  before: 'Before',
  after: 'Now',
  nothing: 'No answer',
} as const;

const instant = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function Changes({ entry }: { entry: AnsweredQuestionnaire }) {
  const previous = entry.previous;
  if (!previous) return null;
  const date = formatClinicDate(previous.appointment_date);
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
  return (
    <div className="space-y-2">
      {/* The shared summary names the questionnaire and shows its score, band, flags and source first, then each answer. */}
      <QuestionnaireAnswers questionnaire={entry.questionnaire} response={entry.response} score={entry.score} headingLevel={4} />
      <div className="px-1 text-sm">
        {entry.status === 'completed' && entry.completed_at !== null ? (
          <p className="text-slate-600">{answersTexts.completed(instant.format(new Date(entry.completed_at)))}</p>
        ) : (
          <Badge tone="amber">{answersTexts.draft}</Badge>
        )}
        {entry.previous?.score ? <p className="text-slate-700">{answersTexts.previousScore(entry.previous.score, formatClinicDate(entry.previous.appointment_date))}</p> : null}
        <Changes entry={entry} />
      </div>
    </div>
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
