import type { ThreadSummary } from '@clinvia/contracts/threads';
import { formatClinicDate } from '../../lib/clinic-dates';
import { zonedClock } from '../../lib/zone-time';
import { formatWhen, messageTexts as texts } from './texts';

// A thread's facts (patient, doctor, the visit it is about, who has it, who answered, when an
// answer is due), as the list of threads and the thread's own header both show them.

function person(p: { name: string; role: keyof typeof texts.roles }): string {
  return `${p.name} (${texts.roles[p.role]})`;
}

/**
 * The facts of a thread the viewer may see: the clinic sees the patient, the assignee and the due
 * time; `answeredBy` says whether the answering person is named.
 */
export function ThreadFacts({ thread, clinic, answeredBy, className }: { thread: ThreadSummary; clinic: boolean; answeredBy: boolean; className: string }) {
  const facts: { label: string; value: string }[] = [];
  if (clinic) facts.push({ label: texts.patient, value: thread.patient.name });
  if (thread.doctor !== null) facts.push({ label: texts.doctor, value: thread.doctor.name });
  if (thread.appointment !== null) facts.push({ label: texts.about, value: `${formatClinicDate(thread.appointment.date, 'medium')}, ${zonedClock(thread.appointment.date, thread.appointment.time, thread.appointment.timeZone)}` });
  if (clinic) facts.push({ label: texts.assignedTo, value: thread.assignee === null ? texts.notAssigned : person(thread.assignee) });
  if (answeredBy && thread.answered_by !== null) facts.push({ label: texts.answeredBy, value: person(thread.answered_by) });
  if (clinic && thread.answer_due_at !== null) facts.push({ label: texts.dueBy, value: formatWhen(thread.answer_due_at) });
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
