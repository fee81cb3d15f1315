import type { ReactNode } from 'react';
import type { VisitSummary } from '@clinvia/contracts/visit-summaries';
import { wallClockAt } from '@clinvia/contracts/clinic-time';
import { formatClinicDate } from '../lib/clinic-dates';
import { doctorTitle } from '../lib/format';
import { zonedInstantClock } from '../lib/zone-time';

// SUMMARY-5: a visit summary as the patient reads it and the doctor sees what they signed: the
// reason, assessment, plan, medication changes, instructions, follow-up and every addendum with
// its time and author. Times are on the clock of the visit's location, its zone named when the
// reader's clock reads otherwise (TIME-5).

export const summaryViewTexts = {
  reason: 'Reason for the visit',
  assessment: 'Assessment',
  plan: 'Plan',
  medications: 'Medication changes',
  started: 'Started',
  changed: 'Changed',
  stopped: 'Stopped',
  noMedications: 'No changes to your medications.',
  instructions: 'Instructions',
  noInstructions: 'No further instructions.',
  followUp: 'Follow-up',
  followUpIn: (value: number, unit: string) => `In ${String(value)} ${value === 1 ? unit.replace(/s$/, '') : unit}`,
  around: (date: string) => `around ${date}`,
  addenda: 'Addenda',
  signed: (who: string, when: string) => `Signed by ${who} on ${when}`,
  addendum: (who: string, when: string) => `${who}, ${when}`,
} as const;

/** 'Nov 20, 2026 at 2:30 PM' (with the zone in words when the reader's clock reads otherwise). */
export function summaryInstant(instant: string, timeZone: string): string {
  const { date } = wallClockAt(timeZone, Date.parse(instant));
  return `${formatClinicDate(date, 'medium')} at ${zonedInstantClock(instant, timeZone)}`;
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-900">{title}</dt>
      <dd className="mt-0.5 whitespace-pre-line break-words text-sm text-slate-700">{children}</dd>
    </div>
  );
}

export function followUpText(followUp: NonNullable<VisitSummary['follow_up']>): string {
  return `${summaryViewTexts.followUpIn(followUp.value, followUp.unit)}, ${summaryViewTexts.around(formatClinicDate(followUp.date, 'long'))}`;
}

export function VisitSummaryView({ summary }: { summary: VisitSummary }) {
  const medications = (['started', 'changed', 'stopped'] as const).map((change) => ({ change, items: summary[`medications_${change}`] })).filter((group) => group.items.length > 0);
  return (
    <div className="space-y-4" data-testid="visit-summary">
      <dl className="space-y-3">
        <Block title={summaryViewTexts.reason}>{summary.reason}</Block>
        <Block title={summaryViewTexts.assessment}>{summary.assessment}</Block>
        <Block title={summaryViewTexts.plan}>{summary.plan}</Block>
        <Block title={summaryViewTexts.medications}>
          {medications.length === 0 ? (
            summaryViewTexts.noMedications
          ) : (
            <span className="block space-y-1">
              {medications.map((group) => (
                <span key={group.change} className="block">
                  <span className="font-medium text-slate-900">{summaryViewTexts[group.change]}: </span>
                  {group.items.join('; ')}
                </span>
              ))}
            </span>
          )}
        </Block>
        <Block title={summaryViewTexts.instructions}>{summary.instructions === '' ? summaryViewTexts.noInstructions : summary.instructions}</Block>
        {summary.follow_up !== null && <Block title={summaryViewTexts.followUp}>{followUpText(summary.follow_up)}</Block>}
      </dl>
      {summary.signed_at !== null && <p className="text-xs text-slate-600">{summaryViewTexts.signed(doctorTitle(summary.doctor.name), summaryInstant(summary.signed_at, summary.time_zone))}</p>}
      {summary.addenda.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-slate-900">{summaryViewTexts.addenda}</h4>
          <ol className="mt-1 space-y-2">
            {summary.addenda.map((addendum) => (
              <li key={addendum.id} className="rounded-md border-l-4 border-amber-300 bg-amber-50 px-3 py-2 text-sm">
                <p className="whitespace-pre-line break-words text-slate-800">{addendum.text}</p>
                <p className="mt-1 text-xs text-slate-600">{summaryViewTexts.addendum(doctorTitle(addendum.author.name), summaryInstant(addendum.created_at, summary.time_zone))}</p>
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
