import { breastCancerText, favourableText, type NumericField } from '@clinvia/contracts/predictions';
import { useWatch, type Control } from 'react-hook-form';
import { predictUrl } from './api';
import { ClassificationResult } from './engine/ClassificationResult';
import { HowThisWorks } from './engine/HowThisWorks';
import { PredictionForm } from './engine/PredictionForm';
import { Card, ToolPage } from './engine/ToolPage';
import { usePredictionTool, type PredictionFormValues } from './engine/usePredictionTool';
import { breastCancerTexts, breastCancerTool } from './tools/breast-cancer';

export default function BreastCancerPage() {
  const engine = usePredictionTool(breastCancerTool);
  return (
    <ToolPage title={breastCancerTool.title} subtitle={breastCancerTool.subtitle}>
      <Card>
        <PredictionForm engine={engine} failureHeading={breastCancerTexts.errorHeading} />
        <RequestDetails control={engine.form.control} fields={engine.fields} />
      </Card>
      {engine.outcome !== undefined && (
        <ClassificationResult
          toolTitle={breastCancerTool.title}
          heading={breastCancerTexts.resultHeading}
          fields={engine.fields}
          outcome={engine.outcome}
          verdict={breastCancerText}
          favourable={favourableText['breast-cancer']}
          probabilitySubject={breastCancerTexts.probabilitySubject}
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

/** PRED-BREAST-4's debug box: where the request goes, how, and whether all 30 values are there. */
function RequestDetails({ control, fields }: { control: Control<PredictionFormValues>; fields: readonly NumericField[] }) {
  const values = useWatch({ control });
  const filled = fields.filter((field) => Number.isFinite(values[field.name])).length;
  const url = new URL(predictUrl('breast-cancer'), window.location.origin).href;
  return (
    <section aria-labelledby="breast-cancer-request" className="mt-6 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
      <h2 id="breast-cancer-request" className="font-semibold text-slate-900">
        {breastCancerTexts.requestHeading}
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Service URL</dt>
        <dd className="break-all font-mono text-xs sm:text-sm">{url}</dd>
        <dt className="font-medium">Method</dt>
        <dd>POST with a JSON body</dd>
        <dt className="font-medium">All {fields.length} fields included</dt>
        <dd>{filled === fields.length ? 'Yes' : `No (${filled} of ${fields.length})`}</dd>
      </dl>
    </section>
  );
}
