import type { NumericField } from '@clinvia/contracts/predictions';
import { Activity, Droplets, HeartPulse, RotateCcw, Scale, Thermometer, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Contributions, InputWarnings } from './engine/extras';
import { fieldValueText } from './engine/format';
import { HowThisWorks } from './engine/HowThisWorks';
import { PredictionForm } from './engine/PredictionForm';
import { PrintButton, ResultActions, ResultPanel } from './engine/ResultPanel';
import { Card, EstimateKicker, ToolPage } from './engine/ToolPage';
import { usePredictionTool, type PredictionOutcome } from './engine/usePredictionTool';
import { calorieAccuracyFigures, calorieRange, caloriesPerKg, gaugeFill, GAUGE_FULL_KCAL, intensityOf, useCaloriesTool, type Intensity } from './tools/calories';
import { Button } from '../../components/ui/Button';

/** The tips under the result, in their order (the catalogue's calories.tips). */
const tips = ['hydrate', 'form', 'recover'] as const;

export default function CaloriesPage() {
  const { t } = useTranslation('predictions');
  const caloriesTool = useCaloriesTool();
  const engine = usePredictionTool(caloriesTool);
  const { outcome } = engine;
  return (
    <ToolPage title={caloriesTool.title} subtitle={caloriesTool.subtitle}>
      {engine.showingResult && outcome !== undefined ? (
        <WorkoutResults toolTitle={caloriesTool.title} outcome={outcome} fields={engine.fields} onCalculateAgain={() => {
            engine.backToForm();
          }} />
      ) : (
        <Card className="mx-auto max-w-3xl">
          <PredictionForm engine={engine} footer={<p className="text-sm text-slate-600">{t('calories.footer')}</p>} />
        </Card>
      )}
      <div className="mx-auto max-w-3xl">
        <HowThisWorks tool="calories" unit="kcal" />
      </div>
    </ToolPage>
  );
}

const intensityStyles: Record<Intensity, string> = {
  Light: 'bg-sky-100 text-sky-900 border-sky-300',
  Moderate: 'bg-teal-100 text-teal-900 border-teal-300',
  Intense: 'bg-amber-100 text-amber-900 border-amber-300',
  Extreme: 'bg-orange-100 text-orange-900 border-orange-300',
};

const ringStroke: Record<Intensity, string> = {
  Light: 'stroke-sky-600',
  Moderate: 'stroke-teal-600',
  Intense: 'stroke-amber-500',
  Extreme: 'stroke-orange-600',
};

interface WorkoutResultsProps {
  toolTitle: string;
  outcome: PredictionOutcome<'calories'>;
  fields: readonly NumericField[];
  onCalculateAgain: () => void;
}

/** PRED-CAL-2 'Workout Results': ring gauge, rounded calories, intensity and advice, summary, tips. */
function WorkoutResults({ toolTitle, outcome, fields, onCalculateAgain }: WorkoutResultsProps) {
  const { t } = useTranslation('predictions');
  const { response, inputs, receivedAt } = outcome;
  const calories = response.predicted_calories;
  const intensity = intensityOf(calories);
  // The range and its source describe our service's estimate (its answer names its model); a bare
  // answer of the specification's shape gets neither, like the other extras (PRED-10).
  const range = response.model === undefined ? null : calorieRange(calories);
  // The contract keeps Weight at 2 kg or more, so the division is safe.
  const weight = inputs.Weight ?? 0;
  // The workout's own inputs under their field labels, with their units (the page's language).
  const input = (icon: typeof Timer, name: string) => {
    const field = fields.find((candidate) => candidate.name === name);
    const value = inputs[name];
    return { icon, label: field?.label ?? name, value: field === undefined || value === undefined ? '' : fieldValueText(field, value) };
  };
  const summary = [
    input(Timer, 'Duration'),
    input(HeartPulse, 'Heart_Rate'),
    input(Thermometer, 'Body_Temp'),
    { icon: Scale, label: t('calories.perKg'), value: caloriesPerKg(calories, weight) },
  ];

  return (
    <div className="mx-auto max-w-3xl">
      <ResultPanel toolTitle={toolTitle} heading={t('calories.resultHeading')} fields={fields} inputs={inputs} receivedAt={receivedAt} disclaimer={response.disclaimer}>
        <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-center">
          <RingGauge calories={calories} intensity={intensity} />
          <div className="text-center sm:text-left">
            <EstimateKicker className="mb-2 text-slate-600" />
            <p className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-semibold ${intensityStyles[intensity]}`}>
              <Activity className="size-4" aria-hidden="true" />
              {t(`calories.intensity.${intensity}`)}
            </p>
            <p className="mt-3 text-slate-800">{t(`calories.advice.${intensity}`)}</p>
            {range !== null && (
              <div className="mt-2">
                <p className="text-sm text-slate-700" data-testid="calorie-range">
                  {t('calories.range', { lower: range.lower, upper: range.upper })}
                </p>
              </div>
            )}
          </div>
        </div>

        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {summary.map(({ icon: Icon, label, value }) => (
            <div key={label} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-3">
              <dt className="flex items-center gap-1.5 text-sm text-slate-600">
                <Icon className="size-4 text-teal-700" aria-hidden="true" />
                {label}
              </dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>

        <InputWarnings warnings={response.warnings} fields={fields} unit={response.unit} />
        <Contributions explanation={response.explanation} fields={fields} inputs={inputs} />
        {range !== null && <p className="text-sm text-slate-600">{t('calories.accuracy', calorieAccuracyFigures)}</p>}

        <ResultActions>
          <Button
            onClick={onCalculateAgain}
            size="lg"
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('calories.calculateAgain')}
          </Button>
          <PrintButton label={t('calories.save')} />
        </ResultActions>

        <div className="rounded-lg border border-teal-200 bg-teal-50 px-4 py-3">
          <h3 className="flex items-center gap-2 font-semibold text-teal-950">
            <Droplets className="size-4" aria-hidden="true" />
            {t('calories.tipsHeading')}
          </h3>
          <ul className="mt-1 list-disc space-y-1 pl-6 text-sm text-teal-950">
            {tips.map((tip) => (
              <li key={tip}>{t(`calories.tips.${tip}`)}</li>
            ))}
          </ul>
        </div>
      </ResultPanel>
    </div>
  );
}

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** PRED-CAL-2: a ring filled to calories/800 (full from 800), the rounded calories in the middle. */
function RingGauge({ calories, intensity }: { calories: number; intensity: Intensity }) {
  const { t } = useTranslation('predictions');
  const rounded = Math.round(calories);
  const fill = gaugeFill(calories);
  return (
    <div className="relative size-40 shrink-0">
      <svg viewBox="0 0 120 120" className="size-40 -rotate-90" role="img" aria-label={t('calories.gauge', { calories: rounded, full: GAUGE_FULL_KCAL })}>
        <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="12" className="stroke-slate-200" />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="12"
          strokeLinecap="round"
          className={ringStroke[intensity]}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - fill)}
          data-testid="calorie-ring"
          data-fill={fill.toFixed(4)}
        />
      </svg>
      <div aria-hidden="true" className="absolute inset-0 flex flex-col items-center justify-center">
        <span className="text-4xl font-bold text-slate-900">{rounded}</span>
        <span className="text-sm text-slate-600">{t('calories.kcal')}</span>
      </div>
      <p className="sr-only">{t('calories.burned', { calories: rounded })}</p>
    </div>
  );
}
