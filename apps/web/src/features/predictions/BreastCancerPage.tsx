import { breastCancerText, favourableText, type NumericField } from '@clinvia/contracts/predictions';
import { useWatch, type Control } from 'react-hook-form';
import { useSession } from '../../lib/session';
import { predictUrl } from './api';
import { ClassificationResult } from './engine/ClassificationResult';
import { HowThisWorks } from './engine/HowThisWorks';
import { PredictionForm } from './engine/PredictionForm';
import { SampleValuesNote, sampleTexts } from './engine/SampleValues';
import { Card, ToolPage } from './engine/ToolPage';
import { usePredictionTool, type PredictionFormValues } from './engine/usePredictionTool';
import { breastCancerTexts, breastCancerTool } from './tools/breast-cancer';

export default function BreastCancerPage() {
  const engine = usePredictionTool(breastCancerTool);
  // PRED-BREAST-4's debug box is for the clinic's people checking the service, not for patients (issue 40.2).
  const { user } = useSession();
  return (
    <ToolPage title={breastCancerTool.title} subtitle={breastCancerTool.subtitle}>
      <Card>
        <div className="mb-5">
          <SampleValuesNote text={sampleTexts.form} />
        </div>
        <PredictionForm engine={engine} failureHeading={breastCancerTexts.errorHeading} />
        {user?.role === 'patient' ? null : <RequestDetails control={engine.form.control} fields={engine.fields} />}
      </Card>
      {engine.outcome !== undefined && (
        <ClassificationResult
          tool="breast-cancer"
          toolTitle={breastCancerTool.title}
          heading={breastCancerTexts.resultHeading}
          fields={engine.fields}
          outcome={engine.outcome}
          sampleCase
          verdict={breastCancerText}
          favourable={favourableText['breast-cancer']}
        >
          <ul className="list-disc space-y-1 pl-5 text-slate-700">
            {breastCancerTexts.notes.map((note) => (
              <li key={note}>{note}</li>
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
  const values = useWatch({ control });
  const filled = fields.filter((field) => Number.isFinite(values[field.name])).length;
  const url = new URL(predictUrl('breast-cancer'), window.location.origin).href;
  return (
    <details className="mt-6 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
      <summary className="cursor-pointer font-semibold text-slate-900">{breastCancerTexts.requestHeading}</summary>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Service URL</dt>
        <dd className="break-all font-mono text-xs sm:text-sm">{url}</dd>
        <dt className="font-medium">Method</dt>
        <dd>POST with a JSON body</dd>
        <dt className="font-medium">All {fields.length} fields included</dt>
        <dd>{filled === fields.length ? 'Yes' : `No (${filled} of ${fields.length})`}</dd>
      </dl>
    </details>
  );
}
