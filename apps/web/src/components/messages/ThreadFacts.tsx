import type { ThreadAuthorRole, ThreadSummary } from '@clinvia/contracts/threads';
import { useTranslation } from 'react-i18next';
import { formatClinicDate } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';
import { zonedClock } from '../../lib/zone-time';
import { formatWhen } from './texts';

// A thread's facts (patient, doctor, the visit it is about, who has it, who answered, when an
// answer is due), as the list of threads and the thread's own header both show them.

/**
 * The facts of a thread the viewer may see: the clinic sees the patient, the assignee and the due
 * time; `answeredBy` says whether the answering person is named.
 */
export function ThreadFacts({ thread, clinic, answeredBy, className }: { thread: ThreadSummary; clinic: boolean; answeredBy: boolean; className: string }) {
  const { t } = useTranslation('messagesKit');
  const language = useLanguage();
  const person = (p: { name: string; role: ThreadAuthorRole }) => t('person', { name: p.name, role: t(`roles.${p.role}`) });
  const facts: { label: string; value: string }[] = [];
  if (clinic) facts.push({ label: t('patient'), value: thread.patient.name });
  if (thread.doctor !== null) facts.push({ label: t('doctor'), value: thread.doctor.name });
  if (thread.appointment !== null) facts.push({ label: t('about'), value: `${formatClinicDate(thread.appointment.date, 'medium', language)}, ${zonedClock(thread.appointment.date, thread.appointment.time, thread.appointment.timeZone, language)}` });
  if (clinic) facts.push({ label: t('assignedTo'), value: thread.assignee === null ? t('notAssigned') : person(thread.assignee) });
  if (answeredBy && thread.answered_by !== null) facts.push({ label: t('answeredBy'), value: person(thread.answered_by) });
  if (clinic && thread.answer_due_at !== null) facts.push({ label: t('dueBy'), value: formatWhen(thread.answer_due_at, language) });
  return (
    <dl className={`${className} grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2`}>
      {facts.map((fact) => (
        <div key={fact.label} className="flex min-w-0 flex-wrap gap-x-1">
          <dt className="text-slate-600">{fact.label}:</dt>
          <dd className="min-w-0 break-words font-medium text-slate-800">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
