import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { RecordView } from '../../../components/record/RecordView';
import { LoadState } from '../../../components/ui/LoadState';
import { patientRecordQuery } from '../../../lib/queries/record';
import { Section } from '../components/Section';
import { patientRecordTexts as texts } from './patient-record-texts';

/**
 * RECORD-5: staff read a patient's record (the API lets approved staff read any patient's, and
 * audits each read), read-only: the lists without their editor, no links into the patient's own
 * screens (message threads, /appointments).
 */
export default function PatientRecordSection() {
  const { patientId = '' } = useParams();
  const record = useQuery(patientRecordQuery(patientId));
  return (
    <Section
      title={record.data === undefined ? texts.title : texts.titleOf(record.data.patient.name)}
      description={texts.description}
      actions={
        <Link to="/staff/patients" className="inline-flex items-center gap-1 text-sm font-medium text-teal-800 underline underline-offset-2">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {texts.back}
        </Link>
      }
    >
      <LoadState pending={record.isPending} error={record.error} empty={false} emptyText="" onRetry={() => void record.refetch()}>
        {record.data !== undefined && <RecordView record={record.data} />}
      </LoadState>
    </Section>
  );
}
