import type { NumericField } from '@clinvia/contracts/predictions';
import { Info, Pencil } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedTabs, tabIds } from '../../components/SegmentedTabs';
import { Contributions, EstimateRange, InputWarnings, ModelQuality } from './engine/extras';
import { formatUsd } from './engine/format';
import { HowThisWorks } from './engine/HowThisWorks';
import { PredictionForm } from './engine/PredictionForm';
import { PrintButton, ResultActions, ResultPanel } from './engine/ResultPanel';
import { Card, EstimateKicker, ToolPage } from './engine/ToolPage';
import { usePredictionTool, type PredictionOutcome } from './engine/usePredictionTool';
import { keyFactors, useInsuranceTool } from './tools/insurance';
import { Button } from '../../components/ui/Button';

export default function InsurancePage() {
  const { t } = useTranslation('predictions');
  const insuranceTool = useInsuranceTool();
  const engine = usePredictionTool(insuranceTool);
  const { outcome } = engine;
  const showResults = engine.showingResult && outcome !== undefined;
  const idPrefix = useId();
  const tabs = [
    { key: 'input', label: t('insurance.inputTab') },
    // PRED-INS-1: Results is disabled until a result exists; then the tabs switch freely.
    { key: 'results', label: t('insurance.resultsTab'), disabled: outcome === undefined },
  ] as const;
  const onSelect = (key: (typeof tabs)[number]['key']) => {
    if (key === 'results') engine.showResult();
    else engine.backToForm({ keepFocus: true });
  };

  return (
    <ToolPage title={insuranceTool.title} subtitle={insuranceTool.subtitle}>
      <div className="mx-auto w-full max-w-3xl space-y-6">
        <SegmentedTabs label={insuranceTool.title} idPrefix={idPrefix} tabs={tabs} selected={showResults ? 'results' : 'input'} onSelect={onSelect} />

        {showResults ? (
          <div role="tabpanel" id={tabIds(idPrefix, 'results').panel} aria-labelledby={tabIds(idPrefix, 'results').tab}>
            <PremiumResult
              toolTitle={insuranceTool.title}
              outcome={outcome}
              fields={engine.fields}
              onModify={() => {
                engine.backToForm();
              }}
            />
          </div>
        ) : (
          <div role="tabpanel" id={tabIds(idPrefix, 'input').panel} aria-labelledby={tabIds(idPrefix, 'input').tab}>
            <Card>
              <PredictionForm engine={engine} />
            </Card>
          </div>
        )}

        <p className="flex gap-2 text-sm text-slate-600 print:hidden">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('insurance.footer')}
        </p>
        <HowThisWorks tool="insurance" unit="USD" />
      </div>
    </ToolPage>
  );
}

interface PremiumResultProps {
  toolTitle: string;
  outcome: PredictionOutcome<'insurance'>;
  fields: readonly NumericField[];
  onModify: () => void;
}

/** PRED-INS-2 'Results': the premium in dollars with two decimals, 'Annually', the key factors. */
function PremiumResult({ toolTitle, outcome, fields, onModify }: PremiumResultProps) {
  const { t } = useTranslation('predictions');
  const { response, inputs, receivedAt } = outcome;
  const factors = keyFactors(inputs);
  return (
    <ResultPanel toolTitle={toolTitle} heading={t('insurance.resultHeading')} fields={fields} inputs={inputs} receivedAt={receivedAt} disclaimer={response.disclaimer}>
      <div>
        <EstimateKicker className="mb-1 text-slate-600" />
        <p className="text-4xl font-bold tracking-tight text-teal-800">{formatUsd(response.predicted_cost_usd)}</p>
        <p className="mt-1 font-medium text-slate-600">{t('insurance.period')}</p>
        <div className="mt-2">
          <EstimateRange result={response} />
        </div>
      </div>

      <div>
        <h3 id="insurance-factors" className="text-lg font-semibold text-slate-900">
          {t('insurance.factorsHeading')}
        </h3>
        {factors.length === 0 ? (
          <p className="mt-1 text-slate-700">{t('insurance.noFactors')}</p>
        ) : (
          <ul aria-labelledby="insurance-factors" className="mt-2 space-y-2">
            {factors.map((factor) => (
              <li key={factor} className="flex gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-slate-800">
                <Info className="mt-0.5 size-4 shrink-0 text-teal-700" aria-hidden="true" />
                {t(`insurance.factors.${factor}`)}
              </li>
            ))}
          </ul>
        )}
      </div>

      <InputWarnings warnings={response.warnings} fields={fields} unit={response.unit} />
      <Contributions explanation={response.explanation} fields={fields} inputs={inputs} />
      <ModelQuality model={response.model} unit={response.unit} />

      <ResultActions>
        <Button
          onClick={onModify}
          size="lg"
        >
          <Pencil className="size-4" aria-hidden="true" />
          {t('insurance.modify')}
        </Button>
        <PrintButton label={t('insurance.save')} />
      </ResultActions>
    </ResultPanel>
  );
}
