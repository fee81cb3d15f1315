import { useQuery } from '@tanstack/react-query';
import { RecordView } from '../../components/record/RecordView';
import { LoadState } from '../../components/ui/LoadState';
import { myRecordQuery } from './api';
import { RecordLists } from './RecordLists';
import { recordPageTexts as texts } from './texts';

/** /record (RECORD-1): the signed-in patient's record; linked from the account menu and the profile. */
export default function RecordPage() {
  const record = useQuery(myRecordQuery());
  return (
    <div className="page-container py-8 sm:py-10">
      <title>{`${texts.title} · Clinvia`}</title>
      <div className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{texts.title}</h1>
        <p className="mt-2 text-slate-600">{texts.lead}</p>
      </div>
      <div className="mt-6">
        <LoadState pending={record.isPending} error={record.error} empty={false} emptyText="" onRetry={() => void record.refetch()}>
          {record.data !== undefined && <RecordView record={record.data} lists={<RecordLists record={record.data} />} threadLink={(id) => `/messages/${id}`} />}
        </LoadState>
      </div>
    </div>
  );
}
