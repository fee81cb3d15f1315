import { downloadSharedRecordBundle, downloadSharedRecordFile, downloadSharedRecordPdf, openSharedRecord } from '@clinvia/contracts/operations/record-shares';
import { shareErrorCodes, shareKeyPattern, type SharedRecord, type ShareOpenInput } from '@clinvia/contracts/record-shares';
import { Lock, ShieldAlert } from 'lucide-react';
import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FormAlert, PasswordField } from '../../components/fields';
import { PageLoading } from '../../components/PageLoading';
import { DownloadRecord, type RecordFormat } from '../../components/record/DownloadRecord';
import { DownloadFileButton } from '../../components/record/DownloadRecordFile';
import { instantIn, RecordView } from '../../components/record/RecordView';
import { Button } from '../../components/ui/Button';
import { VisitSummaryView } from '../../components/VisitSummaryView';
import { ApiError, reasonOf } from '../../lib/api';
import { formatClinicDate } from '../../lib/clinic-dates';
import { call } from '../../lib/client';
import { download } from '../../lib/download';
import { doctorTitle } from '../../lib/format';
import { useLanguage } from '../../lib/i18n/i18n';
import { specialtyName } from '../../lib/i18n/specialty-names';

// SHARE-2, SHARE-3: the page a share link opens, signed out. The key is in the URL's fragment,
// which browsers never send to a server; the page posts it (with the passcode, when the link has
// one). Jumping to a section of the record replaces the fragment, so the key is kept for this
// tab in sessionStorage: a reload still opens the record, a closed tab forgets it.

const keyStore = 'clinvia-shared-record-key';

/** The downloads' file names when the answer does not name them. */
const fallbackNames = { fhir: 'clinvia-record.json', pdf: 'clinvia-record.pdf' } as const;

function readKey(hash: string): string | null {
  const fromHash = hash.replace(/^#/, '');
  if (shareKeyPattern.test(fromHash)) {
    sessionStorage.setItem(keyStore, fromHash);
    return fromHash;
  }
  return sessionStorage.getItem(keyStore);
}

type PageState =
  | { kind: 'opening' }
  | { kind: 'passcode'; error: string | null }
  | { kind: 'refused'; message: string; retry: boolean }
  | { kind: 'open'; shared: SharedRecord };

const refusalCodes: readonly string[] = [shareErrorCodes.unknown, shareErrorCodes.expired, shareErrorCodes.revoked, shareErrorCodes.locked];

function Refused({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('sharedRecord');
  return (
    <div className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <ShieldAlert className="mx-auto size-10 text-amber-600" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{t('cannotOpen')}</h1>
      <p className="mt-2 text-slate-700">{message}</p>
      {onRetry !== undefined && (
        <Button className="mt-4" variant="secondary" onClick={onRetry}>
          {t('tryAgain')}
        </Button>
      )}
    </div>
  );
}

function PasscodeForm({ error, busy, onSubmit }: { error: string | null; busy: boolean; onSubmit: (passcode: string) => void }) {
  const { t } = useTranslation('sharedRecord');
  const id = useId();
  const [passcode, setPasscode] = useState('');
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSubmit(passcode);
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="mx-auto max-w-md space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <Lock className="size-8 text-teal-700" aria-hidden="true" />
      <h1 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        {t('passcodeTitle')}
      </h1>
      <p className="text-slate-700">{t('passcodeLead')}</p>
      <PasswordField
        id={`${id}-passcode`}
        label={t('passcode')}
        autoComplete="off"
        value={passcode}
        error={error === null ? undefined : { type: 'server', message: error }}
        onChange={(event) => {
          setPasscode(event.target.value);
        }}
      />
      <Button type="submit" loading={busy} loadingText={t('opening')}>
        {t('open')}
      </Button>
    </form>
  );
}

function Downloads({ credentials }: { credentials: ShareOpenInput }) {
  const { t } = useTranslation('sharedRecord');
  const save = (format: RecordFormat) =>
    format === 'fhir' ? download(downloadSharedRecordBundle, { body: credentials }, fallbackNames.fhir) : download(downloadSharedRecordPdf, { body: credentials }, fallbackNames.pdf);
  return (
    <section aria-labelledby="shared-downloads" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="shared-downloads" className="text-lg font-semibold text-slate-900">
        {t('downloadsTitle')}
      </h2>
      <div className="mt-2">
        <DownloadRecord save={save} texts={{ intro: t('downloadsLead'), fhirButton: t('fhirButton'), fhirHint: t('fhirHint'), pdfButton: t('pdfButton'), pdfHint: t('pdfHint') }} />
      </div>
    </section>
  );
}

function Summaries({ shared }: { shared: SharedRecord }) {
  const { t } = useTranslation('sharedRecord');
  const language = useLanguage();
  return (
    <section aria-labelledby="shared-summaries" className="space-y-3">
      <h2 id="shared-summaries" className="text-xl font-semibold text-slate-900">
        {t('summariesTitle')}
      </h2>
      {shared.summaries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-slate-600">{t('summariesEmpty')}</p>
      ) : (
        shared.summaries.map((summary) => (
          <article key={summary.id} aria-label={t('summaryLabel', { reason: summary.reason })} className="rounded-xl border border-slate-200 bg-white p-4">
            <h3 className="mb-3 font-semibold text-slate-900">{t('summaryOf', { date: formatClinicDate(summary.visit_date, 'long', language), doctor: doctorTitle(summary.doctor.name), specialization: specialtyName(summary.doctor.specialization, language) })}</h3>
            <VisitSummaryView summary={summary} />
          </article>
        ))
      )}
    </section>
  );
}

function OpenRecord({ shared, credentials }: { shared: SharedRecord; credentials: ShareOpenInput }) {
  const { t } = useTranslation('sharedRecord');
  const language = useLanguage();
  const { record } = shared;
  return (
    <div className="space-y-8">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title', { name: record.patient.name })}</h1>
        <p className="mt-2 text-slate-700">{t('sharedBy')}</p>
        {shared.share.label !== null && <p className="mt-1 break-words text-sm text-slate-600">{t('label', { label: shared.share.label })}</p>}
        <p className="mt-1 text-sm font-medium text-slate-800">{t('until', { when: instantIn(shared.share.expires_at, record.time_zone, language) })}</p>
      </div>
      <FormAlert tone="info">{t('confidential')}</FormAlert>
      <Downloads credentials={credentials} />
      <Summaries shared={shared} />
      <RecordView
        record={record}
        fileDownload={(file) => <DownloadFileButton name={file.name} save={() => download(downloadSharedRecordFile, { params: { fileId: file.id }, body: credentials }, file.name)} />}
      />
    </div>
  );
}

/** What the page shows after a refused opening: the passcode form, or why the link does not open. */
function refusalState(error: unknown, candidate: string | undefined): PageState {
  if (!(error instanceof ApiError)) return { kind: 'refused', message: reasonOf(error), retry: true };
  if (error.code === shareErrorCodes.passcodeRequired) return { kind: 'passcode', error: candidate === undefined ? null : (error.fields?.passcode ?? error.message) };
  if (error.code === shareErrorCodes.passcodeWrong) return { kind: 'passcode', error: error.fields?.passcode ?? error.message };
  if (refusalCodes.includes(error.code)) return { kind: 'refused', message: error.message, retry: false };
  return { kind: 'refused', message: reasonOf(error), retry: true };
}

/** The page's state once the link is opened, with a passcode once it asks for one. */
async function openLink(key: string, candidate: string | undefined): Promise<PageState> {
  try {
    return { kind: 'open', shared: await call(openSharedRecord, { body: candidate === undefined ? { key } : { key, passcode: candidate } }) };
  } catch (error) {
    return refusalState(error, candidate);
  }
}

/** /shared-record#<key> (SHARE-2, SHARE-3). */
export default function SharedRecordPage() {
  const { t } = useTranslation('sharedRecord');
  const { hash } = useLocation();
  const [key] = useState(() => readKey(hash));
  const [passcode, setPasscode] = useState<string | undefined>(undefined);
  const [state, setState] = useState<PageState>({ kind: 'opening' });
  const [busy, setBusy] = useState(false);

  /** A try the reader asks for (a passcode, 'Try again'): its button shows it is under way. */
  const attempt = async (candidate: string | undefined) => {
    if (key === null) return;
    setBusy(true);
    const next = await openLink(key, candidate);
    if (next.kind === 'open') setPasscode(candidate);
    setState(next);
    setBusy(false);
  };

  // Opened once, on arrival; later tries come from the passcode form or 'Try again'.
  useEffect(() => {
    if (key === null) return;
    let live = true;
    void openLink(key, undefined).then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, [key]);

  const body = (() => {
    if (key === null) return <Refused message={t('noKey')} />;
    switch (state.kind) {
      case 'opening':
        return <PageLoading />;
      case 'passcode':
        return <PasscodeForm error={state.error} busy={busy} onSubmit={(candidate) => void attempt(candidate)} />;
      case 'refused':
        return <Refused message={state.message} onRetry={state.retry ? () => void attempt(passcode) : undefined} />;
      case 'open':
        return <OpenRecord shared={state.shared} credentials={passcode === undefined ? { key } : { key, passcode }} />;
    }
  })();

  return (
    <div className="page-container py-8 sm:py-10">
      <title>{t('pageTitle')}</title>
      {/* A shared record is no page for search engines, whatever finds the link. */}
      <meta name="robots" content="noindex, nofollow" />
      {body}
    </div>
  );
}
