import { favourableText, type NumericField } from '@clinvia/contracts/predictions';
import { CircleCheck, Info, RotateCcw } from 'lucide-react';
import { CalibratedFigure, Contributions, InputWarnings, ModelQuality, ProbabilityMeter, useCalibratedHeadline } from './engine/extras';
import { fieldValueText } from './engine/format';
import { HowThisWorks } from './engine/HowThisWorks';
import { PredictionForm } from './engine/PredictionForm';
import { PrintButton, ResultActions, ResultPanel } from './engine/ResultPanel';
import { Card, ToolPage, Verdict } from './engine/ToolPage';
import type { RangeBand } from './engine/types';
import { usePredictionTool, type PredictionOutcome } from './engine/usePredictionTool';
import { bandSources, bloodPressureBand, bmiBand, diabetesTexts, diabetesTool, glucoseBand, riskBarWidths } from './tools/diabetes';
import { Button } from '../../components/ui/Button';

export default function DiabetesPage() {
  const engine = usePredictionTool(diabetesTool);
  const { outcome } = engine;
  return (
    <ToolPage title={diabetesTool.title} subtitle={diabetesTool.subtitle}>
      <div className="mx-auto w-full max-w-4xl space-y-6">
        {engine.showingResult && outcome !== undefined ? (
          <AssessmentResult
            outcome={outcome}
            fields={engine.fields}
            onTryAgain={() => {
              engine.backToForm();
            }}
          />
        ) : (
          <>
            <Card>
              <PredictionForm engine={engine} />
            </Card>
            <section aria-labelledby="diabetes-about" className="rounded-xl border border-sky-200 bg-sky-50 px-5 py-4 text-sky-950">
              <h2 id="diabetes-about" className="flex items-center gap-2 font-semibold">
                <Info className="size-4" aria-hidden="true" />
                {diabetesTexts.aboutHeading}
              </h2>
              <p className="mt-1 text-sm">{diabetesTexts.about}</p>
              <BandSources />
            </section>
          </>
        )}
        <HowThisWorks tool="diabetes" />
        <p className="text-sm text-slate-600 print:hidden">{diabetesTexts.footer}</p>
      </div>
    </ToolPage>
  );
}

/** PRED-DIAB-2: the clinical source of each band, named wherever the bands show. */
function BandSources() {
  return (
    <div className="mt-3 text-sm" data-testid="band-sources">
      <p className="font-medium">{diabetesTexts.sourcesHeading}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {Object.values(bandSources).map((source) => (
          <li key={source}>{source}</li>
        ))}
      </ul>
    </div>
  );
}

const barColours: Record<RangeBand['tone'] | 'none', string> = {
  good: 'bg-emerald-600',
  caution: 'bg-amber-500',
  alert: 'bg-red-600',
  none: 'bg-teal-600',
};

interface AssessmentResultProps {
  outcome: PredictionOutcome<'diabetes'>;
  fields: readonly NumericField[];
  onTryAgain: () => void;
}

/** PRED-DIAB-3 'Assessment Result': the verdict, Key Risk Factors, five Health Recommendations. */
function AssessmentResult({ outcome, fields, onTryAgain }: AssessmentResultProps) {
  const calibratedHeadline = useCalibratedHeadline();
  const { response, inputs, receivedAt } = outcome;
  const elevated = !favourableText.diabetes(response.prediction);
  const widths = riskBarWidths(inputs);
  const field = (name: string) => fields.find((f) => f.name === name);
  const factors = [
    { name: 'Glucose', title: 'Glucose', width: widths.Glucose, band: glucoseBand(inputs.Glucose ?? 0) },
    { name: 'BMI', title: 'BMI', width: widths.BMI, band: bmiBand(inputs.BMI ?? 0) },
    { name: 'BloodPressure', title: 'Blood Pressure', width: widths.BloodPressure, band: bloodPressureBand(inputs.BloodPressure ?? 0) },
    { name: 'Age', title: 'Age', width: widths.Age, band: undefined },
  ];
  const recommendations = elevated ? diabetesTexts.recommendations.elevated : diabetesTexts.recommendations.lower;

  return (
    <ResultPanel toolTitle={diabetesTool.title} heading={diabetesTexts.resultHeading} fields={fields} inputs={inputs} receivedAt={receivedAt} disclaimer={response.disclaimer}>
      <Verdict
        text={response.prediction}
        headline={response.probability === undefined ? undefined : calibratedHeadline('diabetes', response.probability)}
        favourable={!elevated}
        estimate={<CalibratedFigure tool="diabetes" probability={response.probability} />}
      >
        <p className="mt-1">{elevated ? diabetesTexts.elevatedRisk : diabetesTexts.lowerRisk}</p>
      </Verdict>
      <ProbabilityMeter result={response} favourable={!elevated} />
      <InputWarnings warnings={response.warnings} />

      <div>
        <h3 className="text-lg font-semibold text-slate-900">{diabetesTexts.factorsHeading}</h3>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {factors.map((factor) => {
            const definition = field(factor.name);
            const value = inputs[factor.name];
            return (
              <li key={factor.name} className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3" data-testid={`risk-factor-${factor.name}`}>
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-medium text-slate-800">{factor.title}</span>
                  <span className="font-semibold text-slate-900">{definition !== undefined && value !== undefined ? fieldValueText(definition, value) : ''}</span>
                </div>
                <div aria-hidden="true" className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200">
                  <div className={`h-full rounded-full ${barColours[factor.band?.tone ?? 'none']}`} style={{ width: `${factor.width}%` }} data-testid="risk-bar" />
                </div>
                {factor.band !== undefined && <p className="mt-1 text-sm text-slate-700">{factor.band.label}</p>}
              </li>
            );
          })}
        </ul>
        <BandSources />
      </div>

      <div>
        <h3 className="text-lg font-semibold text-slate-900">{diabetesTexts.recommendationsHeading}</h3>
        <ul className="mt-2 space-y-2">
          {recommendations.map((text) => (
            <li key={text} className="flex gap-2 text-slate-800">
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-teal-700" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </div>

      <Contributions explanation={response.explanation} fields={fields} inputs={inputs} />
      <ModelQuality model={response.model} unit="" />

      <ResultActions>
        <Button
          onClick={onTryAgain}
          size="lg"
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          {diabetesTexts.tryAgain}
        </Button>
        <PrintButton label={diabetesTexts.print} />
      </ResultActions>
    </ResultPanel>
  );
}
