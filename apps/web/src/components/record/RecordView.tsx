import type { PatientRecord, RecordEntry, RecordList, RecordVisit } from '@clinvia/contracts/record';
import { recordLists } from '@clinvia/contracts/record';
import { threadTopicLabels } from '@clinvia/contracts/threads';
import { FileText, MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatClinicDate } from '../../lib/clinic-dates';
import { zonedClock } from '../../lib/zone-time';
import { QuestionnaireAnswers } from '../questionnaire/QuestionnaireAnswers';
import { StatusBadge } from '../StatusBadge';
import { Badge } from '../ui/Badge';
import { DownloadRecordFile } from './DownloadRecordFile';
import { recordViewTexts as texts } from './texts';

// RECORD-1, RECORD-4, RECORD-5: a patient's record as the patient, a doctor with a visit and
// staff read it: one page of sections, each with its heading and a jump link. Instants are shown
// in the clinic's zone, named; visit times in their location's zone (TIME-5).

/** An instant on the clinic's clock, with the zone's short name: 'Nov 29, 2026, 9:05 AM EST'. */
export function instantIn(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  const when = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(instant);
  // dateStyle cannot be combined with timeZoneName: the zone's name is read on its own.
  const zone = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  return zone === undefined ? when : `${when} ${zone}`;
}

const sectionIds = { details: 'record-details', lists: 'record-lists', visits: 'record-visits', questionnaires: 'record-questionnaires', consents: 'record-consents', documents: 'record-documents', threads: 'record-threads' } as const;
type Section = keyof typeof sectionIds;

function Section({ id, children, aside }: { id: Section; children: ReactNode; aside?: ReactNode }) {
  return (
    <section aria-labelledby={`${sectionIds[id]}-title`} id={sectionIds[id]} className="scroll-mt-20">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${sectionIds[id]}-title`} className="text-xl font-semibold text-slate-900">
          {texts.sections[id]}
        </h2>
        {aside}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-slate-600">{children}</p>;
}

/** RECORD-3: where an entry came from, and its dates and details. */
export function EntryFacts({ entry, ownRecord }: { entry: RecordEntry; ownRecord: boolean }) {
  const dates = [entry.started_on === null ? null : texts.since(formatClinicDate(entry.started_on)), entry.ended_on === null ? null : texts.until(formatClinicDate(entry.ended_on))].filter((part) => part !== null);
  return (
    <>
      {entry.details !== null && <p className="mt-0.5 break-words whitespace-pre-line text-sm text-slate-700">{entry.details}</p>}
      {dates.length > 0 && <p className="mt-0.5 text-sm text-slate-600">{dates.join(' · ')}</p>}
      {entry.check_in !== null && (
        <p className="mt-1">
          <Badge tone="blue">{(ownRecord ? texts.fromCheckIn : texts.fromCheckInReader)(formatClinicDate(entry.check_in.appointment_date))}</Badge>
        </p>
      )}
    </>
  );
}

/** RECORD-2: the three lists, read-only. */
function ReadOnlyLists({ record }: { record: PatientRecord }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {recordLists.map((list: RecordList) => (
        <div key={list} className="rounded-xl border border-slate-200 bg-white p-4">
          <h3 className="font-semibold text-slate-900">{texts.lists[list]}</h3>
          {record.lists[list].length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{texts.listEmpty[list]}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100" aria-label={texts.lists[list]}>
              {record.lists[list].map((entry) => (
                <li key={entry.id} className="py-2">
                  <p className="break-words font-medium text-slate-900">{entry.name}</p>
                  <EntryFacts entry={entry} ownRecord={false} />
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}

function VisitRow({ visit, summaryLink }: { visit: RecordVisit; summaryLink?: (visit: RecordVisit) => string | null }) {
  const link = visit.summary === null ? null : (summaryLink?.(visit) ?? null);
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {formatClinicDate(visit.date)}, {zonedClock(visit.date, visit.time, visit.time_zone)}
        </p>
        <p className="break-words text-sm text-slate-600">
          {texts.visitWith(visit.doctor.name, visit.doctor.specialization)} · {visit.type}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <StatusBadge status={visit.status} />
        {link !== null ? (
          <Link to={link} className="inline-flex items-center gap-1 text-sm font-medium text-teal-800 underline underline-offset-2">
            <FileText className="size-4" aria-hidden="true" />
            {texts.summary}
          </Link>
        ) : visit.summary !== null ? (
          <span className="text-sm text-slate-700">{texts.summarySigned}</span>
        ) : visit.status === 'completed' ? (
          <span className="text-sm text-slate-600">{texts.noSummary}</span>
        ) : null}
      </div>
    </li>
  );
}

function Visits({ record, summaryLink }: { record: PatientRecord; summaryLink?: (visit: RecordVisit) => string | null }) {
  const upcoming = record.visits.filter((visit) => visit.upcoming).reverse();
  const past = record.visits.filter((visit) => !visit.upcoming);
  return (
    <div className="space-y-4">
      {[
        { title: texts.upcoming, list: upcoming, empty: texts.noUpcoming },
        { title: texts.past, list: past, empty: texts.noPast },
      ].map((group) => (
        <div key={group.title}>
          <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{group.title}</h3>
          {group.list.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">{group.empty}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" aria-label={`${group.title} ${texts.sections.visits.toLowerCase()}`}>
              {group.list.map((visit) => (
                <VisitRow key={visit.id} visit={visit} summaryLink={summaryLink} />
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}

export interface RecordViewProps {
  record: PatientRecord;
  /** The lists section's content: the patient's editor; read-only lists otherwise. */
  lists?: ReactNode;
  /** The link of a message thread (the patient's /messages/:id); none: threads are listed without one. */
  threadLink?: (threadId: string) => string;
  /** The link of a visit's summary, when the reader has a screen for it. */
  summaryLink?: (visit: RecordVisit) => string | null;
  /** A document's download: through the record with the session's token, unless a share link's (SHARE-3). */
  fileDownload?: (file: { id: string; name: string }) => ReactNode;
}

/** RECORD-1: every section of the record. */
export function RecordView({ record, lists, threadLink, summaryLink, fileDownload }: RecordViewProps) {
  const zone = record.time_zone;
  const { patient } = record;
  const downloadOf = fileDownload ?? ((file: { id: string; name: string }) => <DownloadRecordFile patientId={patient.id} fileId={file.id} name={file.name} />);
  const facts: [string, string | null][] = [
    [texts.fields.name, patient.name],
    [texts.fields.email, patient.email],
    [texts.fields.phone, patient.phone],
    [texts.fields.age, patient.age === null ? null : String(patient.age)],
    [texts.fields.gender, patient.gender === null ? null : texts.gender[patient.gender]],
    [texts.fields.address, patient.address],
  ];
  return (
    <div className="space-y-10">
      <nav aria-label={texts.jumpTo} className="flex flex-wrap gap-2">
        {(Object.keys(sectionIds) as Section[]).map((id) => (
          <a key={id} href={`#${sectionIds[id]}`} className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm font-medium text-slate-700 hover:border-teal-600 hover:text-teal-800">
            {texts.sections[id]}
          </a>
        ))}
      </nav>

      <Section id="details">
        <dl className="grid gap-x-6 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label} className="py-1.5">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="break-words text-slate-900">{value ?? <span className="text-slate-600">{texts.notGiven}</span>}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="lists">{lists ?? <ReadOnlyLists record={record} />}</Section>

      <Section id="visits">
        <Visits record={record} summaryLink={summaryLink} />
      </Section>

      <Section id="questionnaires">
        {record.questionnaires.length === 0 ? (
          <Empty>{texts.questionnairesEmpty}</Empty>
        ) : (
          <ul className="space-y-4">
            {record.questionnaires.map((answers) => (
              <li key={`${answers.appointment_id}-${answers.questionnaire_id}`}>
                <p className="mb-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                  {texts.answeredFor(formatClinicDate(answers.appointment_date))}
                  {answers.status === 'completed' && answers.completed_at !== null ? <span>· {texts.completedOn(instantIn(answers.completed_at, zone))}</span> : <Badge tone="amber">{texts.draft}</Badge>}
                </p>
                <QuestionnaireAnswers questionnaire={{ ...answers.questionnaire, title: answers.title }} response={answers.response} score={answers.score} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="consents">
        {record.consents.length === 0 ? (
          <Empty>{texts.consentsEmpty}</Empty>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {record.consents.map((consent) => (
              <li key={consent.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="break-words font-medium text-slate-900">{consent.title}</p>
                  <p className="text-sm text-slate-600">{texts.consentLine(consent.version, instantIn(consent.signed_at, zone))}</p>
                </div>
                {downloadOf(consent.file)}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="documents">
        {record.documents.length === 0 ? (
          <Empty>{texts.documentsEmpty}</Empty>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {record.documents.map((document) => (
              <li key={document.file.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="break-all font-medium text-slate-900">{document.file.name}</p>
                  <p className="text-sm text-slate-600">
                    {texts.documentKind[document.kind]} · {instantIn(document.file.createdAt, zone)}
                  </p>
                </div>
                {downloadOf(document.file)}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="threads">
        {record.threads.length === 0 ? (
          <Empty>{texts.threadsEmpty}</Empty>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {record.threads.map((thread) => {
              const title = `${threadTopicLabels[thread.topic]}${thread.doctor_name === null ? '' : ` ${texts.withDoctor(thread.doctor_name)}`}`;
              return (
                <li key={thread.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="flex min-w-0 items-start gap-2">
                    <MessageSquare className="mt-1 size-4 shrink-0 text-slate-500" aria-hidden="true" />
                    <div className="min-w-0">
                      {threadLink === undefined ? (
                        <p className="break-words font-medium text-slate-900">{title}</p>
                      ) : (
                        <Link to={threadLink(thread.id)} className="break-words font-medium text-teal-800 underline underline-offset-2">
                          {title}
                        </Link>
                      )}
                      <p className="text-sm text-slate-600">{texts.threadLine(thread.message_count, instantIn(thread.last_message_at, zone))}</p>
                    </div>
                  </div>
                  {thread.closed && <Badge tone="slate">{texts.closed}</Badge>}
                </li>
              );
            })}
          </ul>
        )}
      </Section>
      <p className="text-sm text-slate-600">{texts.timesIn(zone)}</p>
    </div>
  );
}
