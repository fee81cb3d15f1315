import type { PatientRecord, RecordEntry, RecordList, RecordVisit } from '@clinvia/contracts/record';
import { recordLists } from '@clinvia/contracts/record';
import { FileText, MessageSquare } from 'lucide-react';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatClinicDate } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';
import { specialtyName } from '../../lib/i18n/specialty-names';
import { localeOf } from '../../lib/i18n/locale';
import { zonedClock } from '../../lib/zone-time';
import { QuestionnaireAnswers } from '../questionnaire/QuestionnaireAnswers';
import { StatusBadge } from '../StatusBadge';
import { Badge } from '../ui/Badge';
import { DownloadRecordFile } from './DownloadRecordFile';

// RECORD-1, RECORD-4, RECORD-5: a patient's record as the patient, a doctor with a visit and
// staff read it: one page of sections, each with its heading and a jump link. Instants are shown
// in the clinic's zone, named; visit times in their location's zone (TIME-5).

/** An instant on the clinic's clock, with the zone's short name: 'Nov 29, 2026, 9:05 AM EST' (I18N-4: in the page's language). */
export function instantIn(iso: string, timeZone: string, language: UiLanguage): string {
  const instant = new Date(iso);
  const locale = localeOf(language);
  const when = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(instant);
  // dateStyle cannot be combined with timeZoneName: the zone's name is read on its own.
  const zone = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  return zone === undefined ? when : `${when} ${zone}`;
}

const sectionIds = { details: 'record-details', lists: 'record-lists', visits: 'record-visits', questionnaires: 'record-questionnaires', consents: 'record-consents', documents: 'record-documents', threads: 'record-threads' } as const;
type Section = keyof typeof sectionIds;

function Section({ id, children, aside }: { id: Section; children: ReactNode; aside?: ReactNode }) {
  const { t } = useTranslation('recordKit');
  return (
    <section aria-labelledby={`${sectionIds[id]}-title`} id={sectionIds[id]} className="scroll-mt-20">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${sectionIds[id]}-title`} className="text-xl font-semibold text-slate-900">
          {t(`sections.${id}`)}
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
  const { t } = useTranslation('recordKit');
  const language = useLanguage();
  const dates = [
    entry.started_on === null ? null : t('since', { date: formatClinicDate(entry.started_on, 'medium', language) }),
    entry.ended_on === null ? null : t('until', { date: formatClinicDate(entry.ended_on, 'medium', language) }),
  ].filter((part) => part !== null);
  return (
    <>
      {entry.details !== null && <p className="mt-0.5 break-words whitespace-pre-line text-sm text-slate-700">{entry.details}</p>}
      {dates.length > 0 && <p className="mt-0.5 text-sm text-slate-600">{dates.join(' · ')}</p>}
      {entry.check_in !== null && (
        <p className="mt-1">
          <Badge tone="blue">{t(ownRecord ? 'fromCheckIn' : 'fromCheckInReader', { date: formatClinicDate(entry.check_in.appointment_date, 'medium', language) })}</Badge>
        </p>
      )}
    </>
  );
}

/** RECORD-2: the three lists, read-only. */
function ReadOnlyLists({ record }: { record: PatientRecord }) {
  const { t } = useTranslation('recordKit');
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {recordLists.map((list: RecordList) => (
        <div key={list} className="rounded-xl border border-slate-200 bg-white p-4">
          <h3 className="font-semibold text-slate-900">{t(`lists.${list}`)}</h3>
          {record.lists[list].length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t(`listEmpty.${list}`)}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100" aria-label={t(`lists.${list}`)}>
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
  const { t } = useTranslation('recordKit');
  const language = useLanguage();
  const link = visit.summary === null ? null : (summaryLink?.(visit) ?? null);
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {formatClinicDate(visit.date, 'medium', language)}, {zonedClock(visit.date, visit.time, visit.time_zone, language)}
        </p>
        <p className="break-words text-sm text-slate-600">
          {t('visitWith', { doctor: visit.doctor.name, specialization: specialtyName(visit.doctor.specialization, language) })} · {visit.type}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <StatusBadge status={visit.status} />
        {link !== null ? (
          <Link to={link} className="inline-flex items-center gap-1 text-sm font-medium text-teal-800 underline underline-offset-2">
            <FileText className="size-4" aria-hidden="true" />
            {t('summary')}
          </Link>
        ) : visit.summary !== null ? (
          <span className="text-sm text-slate-700">{t('summarySigned')}</span>
        ) : visit.status === 'completed' ? (
          <span className="text-sm text-slate-600">{t('noSummary')}</span>
        ) : null}
      </div>
    </li>
  );
}

function Visits({ record, summaryLink }: { record: PatientRecord; summaryLink?: (visit: RecordVisit) => string | null }) {
  const { t } = useTranslation('recordKit');
  const upcoming = record.visits.filter((visit) => visit.upcoming).reverse();
  const past = record.visits.filter((visit) => !visit.upcoming);
  return (
    <div className="space-y-4">
      {[
        { title: t('upcoming'), label: t('upcomingVisits'), list: upcoming, empty: t('noUpcoming') },
        { title: t('past'), label: t('pastVisits'), list: past, empty: t('noPast') },
      ].map((group) => (
        <div key={group.title}>
          <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{group.title}</h3>
          {group.list.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">{group.empty}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" aria-label={group.label}>
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
  const { t } = useTranslation('recordKit');
  const language = useLanguage();
  const zone = record.time_zone;
  const { patient } = record;
  const downloadOf = fileDownload ?? ((file: { id: string; name: string }) => <DownloadRecordFile patientId={patient.id} fileId={file.id} name={file.name} />);
  const facts: [string, string | null][] = [
    [t('fields.name'), patient.name],
    [t('fields.email'), patient.email],
    [t('fields.phone'), patient.phone],
    [t('fields.age'), patient.age === null ? null : String(patient.age)],
    [t('fields.gender'), patient.gender === null ? null : t(`gender.${patient.gender}`)],
    [t('fields.address'), patient.address],
  ];
  return (
    <div className="space-y-10">
      <nav aria-label={t('jumpTo')} className="flex flex-wrap gap-2">
        {(Object.keys(sectionIds) as Section[]).map((id) => (
          <a key={id} href={`#${sectionIds[id]}`} className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm font-medium text-slate-700 hover:border-teal-600 hover:text-teal-800">
            {t(`sections.${id}`)}
          </a>
        ))}
      </nav>

      <Section id="details">
        <dl className="grid gap-x-6 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label} className="py-1.5">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="break-words text-slate-900">{value ?? <span className="text-slate-600">{t('notGiven')}</span>}</dd>
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
          <Empty>{t('questionnairesEmpty')}</Empty>
        ) : (
          <ul className="space-y-4">
            {record.questionnaires.map((answers) => (
              <li key={`${answers.appointment_id}-${answers.questionnaire_id}`}>
                <p className="mb-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                  {t('answeredFor', { date: formatClinicDate(answers.appointment_date, 'medium', language) })}
                  {answers.status === 'completed' && answers.completed_at !== null ? <span>· {t('completedOn', { when: instantIn(answers.completed_at, zone, language) })}</span> : <Badge tone="amber">{t('draft')}</Badge>}
                </p>
                <QuestionnaireAnswers questionnaire={{ ...answers.questionnaire, title: answers.title }} response={answers.response} score={answers.score} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="consents">
        {record.consents.length === 0 ? (
          <Empty>{t('consentsEmpty')}</Empty>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {record.consents.map((consent) => (
              <li key={consent.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="break-words font-medium text-slate-900">{consent.title}</p>
                  <p className="text-sm text-slate-600">{t('consentLine', { version: consent.version, when: instantIn(consent.signed_at, zone, language) })}</p>
                </div>
                {downloadOf(consent.file)}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="documents">
        {record.documents.length === 0 ? (
          <Empty>{t('documentsEmpty')}</Empty>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {record.documents.map((document) => (
              <li key={document.file.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="break-all font-medium text-slate-900">{document.file.name}</p>
                  <p className="text-sm text-slate-600">
                    {t(`documentKind.${document.kind}`)} · {instantIn(document.file.createdAt, zone, language)}
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
          <Empty>{t('threadsEmpty')}</Empty>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {record.threads.map((thread) => {
              const title = `${t(`topics.${thread.topic}`)}${thread.doctor_name === null ? '' : ` ${t('withDoctor', { name: thread.doctor_name })}`}`;
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
                      <p className="text-sm text-slate-600">{t('threadLine', { count: thread.message_count, when: instantIn(thread.last_message_at, zone, language) })}</p>
                    </div>
                  </div>
                  {thread.closed && <Badge tone="slate">{t('closed')}</Badge>}
                </li>
              );
            })}
          </ul>
        )}
      </Section>
      <p className="text-sm text-slate-600">{t('timesIn', { zone })}</p>
    </div>
  );
}
