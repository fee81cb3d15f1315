import { zoneLabel } from '@clinvia/contracts/clinic-time';
import type { VisitSummary } from '@clinvia/contracts/visit-summaries';

// FHIR-1, FHIR-5, SUMMARY-5: a signed visit summary in words, section by section, with its
// addenda: the same words in the record's PDF and in the text/plain attachment of its
// DocumentReference, so the two copies of the record say the same thing.

/** A time as the clinic reads it, with the zone named ('March 3, 2026 at 9:30 AM EST'). */
export function clinicTimeText(instant: Date, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'long', timeStyle: 'short' }).format(instant);
  return `${when} ${zoneLabel(timeZone, instant)}`;
}

export interface SummarySection {
  title: string;
  lines: string[];
}

const medicationTitles = { started: 'Medications started', changed: 'Medications changed', stopped: 'Medications stopped' } as const;

/** 'In 2 weeks, around 2026-12-12' (one day, one week: the unit in the singular). */
function followUpText(followUp: NonNullable<VisitSummary['follow_up']>): string {
  const unit = followUp.value === 1 ? followUp.unit.replace(/s$/, '') : followUp.unit;
  return `In ${String(followUp.value)} ${unit}, around ${followUp.date}`;
}

/**
 * The summary's sections in the order the patient reads them on /appointments, then one section
 * per addendum (its author and time). Empty medication groups are left out; times are in `timeZone`.
 */
export function summarySections(summary: VisitSummary, timeZone: string): SummarySection[] {
  const text = (value: string) => value.split('\n');
  const medications = (['started', 'changed', 'stopped'] as const)
    .map((change) => ({ title: medicationTitles[change], lines: summary[`medications_${change}`].map((item) => `- ${item}`) }))
    .filter((section) => section.lines.length > 0);
  return [
    { title: 'Reason for the visit', lines: text(summary.reason) },
    { title: 'Assessment', lines: text(summary.assessment) },
    { title: 'Plan', lines: text(summary.plan) },
    ...(medications.length === 0 ? [{ title: 'Medication changes', lines: ['No changes to your medications.'] }] : medications),
    { title: 'Instructions', lines: summary.instructions.trim() === '' ? ['No further instructions.'] : text(summary.instructions) },
    ...(summary.follow_up === null ? [] : [{ title: 'Follow-up', lines: [followUpText(summary.follow_up)] }]),
    ...summary.addenda.map((addendum) => ({ title: `Addendum by Dr. ${addendum.author.name}, ${clinicTimeText(new Date(addendum.created_at), timeZone)}`, lines: text(addendum.text) })),
  ];
}

/** The first line of a summary's copy: whose visit, and who signed it when. */
export function summaryByline(summary: VisitSummary, timeZone: string): string {
  const signed = summary.signed_at === null ? 'not signed' : `signed on ${clinicTimeText(new Date(summary.signed_at), timeZone)}`;
  // TIME-5: the visit's wall clock is its location's, named.
  return `Visit of ${summary.visit_date} at ${summary.visit_time} (${summary.time_zone}) with Dr. ${summary.doctor.name} (${summary.doctor.specialization}), ${signed}`;
}

/** The whole summary as plain text: a title, the byline, and each section under its heading. */
export function summaryText(summary: VisitSummary, timeZone: string): string {
  const sections = summarySections(summary, timeZone).map((section) => [section.title, ...section.lines].join('\n'));
  return [`Visit summary\n${summaryByline(summary, timeZone)}`, ...sections].join('\n\n') + '\n';
}
