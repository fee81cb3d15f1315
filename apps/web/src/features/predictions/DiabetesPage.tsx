import { favourableText, type NumericField } from '@clinvia/contracts/predictions';
import { CircleCheck, Info, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CalibratedFigure, Contributions, InputWarnings, ModelQuality, ProbabilityMeter, useCalibratedHeadline } from './engine/extras';
import { fieldValueText } from './engine/format';
import { HowThisWorks } from './engine/HowThisWorks';
import { PredictionForm } from './engine/PredictionForm';
import { PrintButton, ResultActions, ResultPanel } from './engine/ResultPanel';
import { Card, ToolPage, Verdict } from './engine/ToolPage';
import type { RangeBand } from './engine/types';
import { usePredictionTool, type PredictionOutcome } from './engine/usePredictionTool';
import { bandSources, riskBarWidths, useDiabetesTool, type DiabetesBands } from './tools/diabetes';
import { Button } from '../../components/ui/Button';

/** PRED-DIAB-3's five recommendations for each outcome, in their order (the catalogue's diabetes.recommendations). */
const recommendationKeys = {
  elevated: ['doctor', 'checks', 'activity', 'food', 'weight'],
  lower: ['activity', 'food', 'weight', 'checks', 'doctor'],
} as const;

export default function DiabetesPage() {
  const { t } = useTranslation('predictions');
  const diabetesTool = useDiabetesTool();
  const engine = usePredictionTool(diabetesTool);
  const { outcome } = engine;
  return (
    <ToolPage title={diabetesTool.title} subtitle={diabetesTool.subtitle}>
      <div className="mx-auto w-full max-w-4xl space-y-6">
        {engine.showingResult && outcome !== undefined ? (
          <AssessmentResult
            toolTitle={diabetesTool.title}
            bands={diabetesTool.bands}
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
                {t('diabetes.aboutHeading')}
              </h2>
              <p className="mt-1 text-sm">{t('diabetes.about')}</p>
              <BandSources />
            </section>
          </>
        )}
        <HowThisWorks tool="diabetes" />
        <p className="text-sm text-slate-600 print:hidden">{t('diabetes.footer')}</p>
      </div>
    </ToolPage>
  );
}

/** PRED-DIAB-2: the clinical source of each band, named wherever the bands show. */
function BandSources() {
  const { t } = useTranslation('predictions');
  return (
    <div className="mt-3 text-sm" data-testid="band-sources">
      <p className="font-medium">{t('diabetes.sourcesHeading')}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {bandSources.map((source) => (
          <li key={source}>{t(`diabetes.sources.${source}`)}</li>
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
  toolTitle: string;
  bands: DiabetesBands;
  outcome: PredictionOutcome<'diabetes'>;
  fields: readonly NumericField[];
  onTryAgain: () => void;
}

/** PRED-DIAB-3 'Assessment Result': the verdict, Key Risk Factors, five Health Recommendations. */
function AssessmentResult({ toolTitle, bands, outcome, fields, onTryAgain }: AssessmentResultProps) {
  const { t } = useTranslation('predictions');
  const calibratedHeadline = useCalibratedHeadline();
  const { response, inputs, receivedAt } = outcome;
  const elevated = !favourableText.diabetes(response.prediction);
  const widths = riskBarWidths(inputs);
  const field = (name: string) => fields.find((f) => f.name === name);
  // Each factor under its field's label (the page's language).
  const factors = [
    { name: 'Glucose', width: widths.Glucose, band: bands.Glucose(inputs.Glucose ?? 0) },
    { name: 'BMI', width: widths.BMI, band: bands.BMI(inputs.BMI ?? 0) },
    { name: 'BloodPressure', width: widths.BloodPressure, band: bands.BloodPressure(inputs.BloodPressure ?? 0) },
    { name: 'Age', width: widths.Age, band: undefined },
  ];
  const outcomeKey = elevated ? 'elevated' : 'lower';

  return (
    <ResultPanel toolTitle={toolTitle} heading={t('diabetes.resultHeading')} fields={fields} inputs={inputs} receivedAt={receivedAt} disclaimer={response.disclaimer}>
      <Verdict
        text={response.prediction}
        headline={response.probability === undefined ? undefined : calibratedHeadline('diabetes', response.probability)}
        favourable={!elevated}
        estimate={<CalibratedFigure tool="diabetes" probability={response.probability} />}
      >
        <p className="mt-1">{t(elevated ? 'diabetes.elevatedRisk' : 'diabetes.lowerRisk')}</p>
      </Verdict>
      <ProbabilityMeter result={response} favourable={!elevated} />
      <InputWarnings warnings={response.warnings} fields={fields} />

      <div>
        <h3 className="text-lg font-semibold text-slate-900">{t('diabetes.factorsHeading')}</h3>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {factors.map((factor) => {
            const definition = field(factor.name);
            const value = inputs[factor.name];
            return (
              <li key={factor.name} className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3" data-testid={`risk-factor-${factor.name}`}>
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-medium text-slate-800">{definition?.label}</span>
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
        <h3 className="text-lg font-semibold text-slate-900">{t('diabetes.recommendationsHeading')}</h3>
        <ul className="mt-2 space-y-2">
          {recommendationKeys[outcomeKey].map((key) => (
            <li key={key} className="flex gap-2 text-slate-800">
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-teal-700" aria-hidden="true" />
              {t(`diabetes.recommendations.${outcomeKey}.${key}`)}
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
          {t('diabetes.tryAgain')}
        </Button>
        <PrintButton label={t('diabetes.print')} />
      </ResultActions>
    </ResultPanel>
  );
}
