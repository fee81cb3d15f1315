import { breastCancerText, favourableText, type NumericField } from '@clinvia/contracts/predictions';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { predictUrl } from './api';
import { ClassificationResult } from './engine/ClassificationResult';
import { HowThisWorks } from './engine/HowThisWorks';
import { PredictionForm } from './engine/PredictionForm';
import { SampleValuesNote } from './engine/SampleValues';
import { Card, ToolPage } from './engine/ToolPage';
import { usePredictionTool, type PredictionFormValues } from './engine/usePredictionTool';
import { useBreastCancerTool } from './tools/breast-cancer';

/** PRED-BREAST-2: the notes of the Analysis Result box, in their order. */
const notes = ['assessment', 'consult', 'screenings'] as const;

export default function BreastCancerPage() {
  const { t } = useTranslation('predictions');
  const breastCancerTool = useBreastCancerTool();
  const engine = usePredictionTool(breastCancerTool);
  // PRED-BREAST-4's debug box is for the clinic's people checking the service, not for patients (issue 40.2).
  const { user } = useSession();
  return (
    <ToolPage title={breastCancerTool.title} subtitle={breastCancerTool.subtitle}>
      <Card>
        <div className="mb-5">
          <SampleValuesNote on="form" />
        </div>
        <PredictionForm engine={engine} failureHeading={t('breastCancer.errorHeading')} />
        {user?.role === 'patient' ? null : <RequestDetails control={engine.form.control} fields={engine.fields} />}
      </Card>
      {engine.outcome !== undefined && (
        <ClassificationResult
          tool="breast-cancer"
          toolTitle={breastCancerTool.title}
          heading={t('breastCancer.resultHeading')}
          fields={engine.fields}
          outcome={engine.outcome}
          sampleCase
          verdict={breastCancerText}
          favourable={favourableText['breast-cancer']}
        >
          <ul className="list-disc space-y-1 pl-5 text-slate-700">
            {notes.map((note) => (
              <li key={note}>{t(`breastCancer.notes.${note}`)}</li>
            ))}
          </ul>
        </ClassificationResult>
      )}
      <HowThisWorks tool="breast-cancer" />
    </ToolPage>
  );
}

/** PRED-BREAST-4's debug box: where the request goes, how, and whether all 30 values are there; folded, for doctors and staff. */
function RequestDetails({ control, fields }: { control: Control<PredictionFormValues>; fields: readonly NumericField[] }) {
  const { t } = useTranslation('predictions');
  const values = useWatch({ control });
  const filled = fields.filter((field) => Number.isFinite(values[field.name])).length;
  const url = new URL(predictUrl('breast-cancer'), window.location.origin).href;
  return (
    <details className="mt-6 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
      <summary className="cursor-pointer font-semibold text-slate-900">{t('breastCancer.requestHeading')}</summary>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t('breastCancer.serviceUrl')}</dt>
        <dd className="break-all font-mono text-xs sm:text-sm">{url}</dd>
        <dt className="font-medium">{t('breastCancer.method')}</dt>
        <dd>{t('breastCancer.methodValue')}</dd>
        <dt className="font-medium">{t('breastCancer.allIncluded', { total: fields.length })}</dt>
        <dd>{filled === fields.length ? t('breastCancer.yes') : t('breastCancer.partly', { filled, total: fields.length })}</dd>
      </dl>
    </details>
  );
}
