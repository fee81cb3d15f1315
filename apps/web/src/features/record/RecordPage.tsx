import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DownloadRecord } from '../../components/record/DownloadRecord';
import { RecordView } from '../../components/record/RecordView';
import { LoadState } from '../../components/ui/LoadState';
import { PageTitle } from '../../components/ui/PageTitle';
import { myRecordQuery } from './api';
import { RecordLists } from './RecordLists';
import { ShareRecord } from './ShareRecord';

/** /record (RECORD-1): the signed-in patient's record; linked from the account menu and the profile. */
export default function RecordPage() {
  const { t } = useTranslation('record');
  const record = useQuery(myRecordQuery());
  return (
    <div className="page-container py-8 sm:py-10">
      <PageTitle title={t('title')} lead={t('lead')} />
      {/* FHIR-5: the same record to take away, as FHIR R4 JSON and as a PDF. */}
      <section aria-labelledby="record-download" className="mt-6 max-w-2xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="record-download" className="text-lg font-semibold text-slate-900">{t('downloadTitle')}</h2>
        <div className="mt-2">
          <DownloadRecord />
        </div>
      </section>
      {/* SHARE-1: a link for another clinician, once the record (and its clinic zone) is here. */}
      {record.data !== undefined && (
        <section aria-labelledby="record-share" className="mt-6 max-w-2xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="record-share" className="text-lg font-semibold text-slate-900">
            {t('share.title')}
          </h2>
          <div className="mt-2">
            <ShareRecord timeZone={record.data.time_zone} />
          </div>
        </section>
      )}
      <div className="mt-6">
        <LoadState pending={record.isPending} error={record.error} empty={false} emptyText="" onRetry={() => void record.refetch()}>
          {record.data !== undefined && <RecordView record={record.data} lists={<RecordLists record={record.data} />} threadLink={(id) => `/messages/${id}`} summaryLink={(visit) => `/appointments?summary=${visit.id}`} />}
        </LoadState>
      </div>
    </div>
  );
}
