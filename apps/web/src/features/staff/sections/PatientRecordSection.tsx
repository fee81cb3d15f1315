import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RecordView } from '../../../components/record/RecordView';
import { LoadState } from '../../../components/ui/LoadState';
import { patientRecordQuery } from '../../../lib/queries/record';
import { Section } from '../components/Section';

/**
 * RECORD-5: staff read a patient's record (the API lets approved staff read any patient's, and
 * audits each read), read-only: the lists without their editor, no links into the patient's own
 * screens (message threads, /appointments).
 */
export default function PatientRecordSection() {
  const { t } = useTranslation('staff');
  const { patientId = '' } = useParams();
  const record = useQuery(patientRecordQuery(patientId));
  return (
    <Section
      title={record.data === undefined ? t('patientRecord.title') : t('patientRecord.titleOf', { name: record.data.patient.name })}
      description={t('patientRecord.description')}
      actions={
        <Link to="/staff/patients" className="inline-flex items-center gap-1 text-sm font-medium text-teal-800 underline underline-offset-2">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('patientRecord.back')}
        </Link>
      }
    >
      <LoadState pending={record.isPending} error={record.error} empty={false} emptyText="" onRetry={() => void record.refetch()}>
        {record.data !== undefined && <RecordView record={record.data} />}
      </LoadState>
    </Section>
  );
}
