import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RecordView } from '../../components/record/RecordView';
import { LoadState } from '../../components/ui/LoadState';
import { patientRecordQuery } from '../../lib/queries/record';

/** RECORD-5: a patient's record, read-only, for a doctor who has a visit with them (from the appointment view). */
export function PatientRecord() {
  const { t } = useTranslation('doctorPortal');
  const { patientId = '' } = useParams();
  const record = useQuery(patientRecordQuery(patientId));
  return (
    <div className="space-y-4">
      <Link to="/doctor-portal" className="inline-flex items-center gap-1 text-sm font-medium text-teal-800 underline underline-offset-2">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('record.back')}
      </Link>
      {record.data !== undefined && (
        <p className="text-lg font-semibold text-slate-900">
          {record.data.patient.name} <span className="text-sm font-normal text-slate-600">{t('record.readOnly')}</span>
        </p>
      )}
      <LoadState pending={record.isPending} error={record.error} empty={false} emptyText="" onRetry={() => void record.refetch()}>
        {record.data !== undefined && <RecordView record={record.data} />}
      </LoadState>
    </div>
  );
}
