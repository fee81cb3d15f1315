import type { NumericField } from '@clinvia/contracts/predictions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PredictionResponse } from '../api';
import { CalibratedFigure, Contributions, InputWarnings, ModelQuality, ProbabilityMeter, useCalibratedHeadline } from './extras';
import { PrintButton, ResultActions, ResultPanel } from './ResultPanel';
import { SampleValuesNote, usesSampleValues } from './SampleValues';
import { Verdict } from './ToolPage';
import type { PredictionOutcome } from './usePredictionTool';

type ClassificationTool = 'heart' | 'parkinsons' | 'breast-cancer' | 'diabetes';

interface ClassificationResultProps<T extends ClassificationTool> {
  tool: T;
  toolTitle: string;
  heading: string;
  fields: readonly NumericField[];
  outcome: PredictionOutcome<T>;
  /** The service's sentence for this tool (SPEC's `prediction`, `message` or `result`). */
  verdict: (response: PredictionResponse<T>) => string;
  /** The specification's rule for the tone of the sentence (PRED-HEART-2, PRED-PARK-2, PRED-BREAST-2; `favourableText`). */
  favourable: (text: string) => boolean;
  /** A sentence under the verdict, by outcome. */
  note?: { favourable: string; adverse: string };
  /** The form opens with a real case from the data (PRED-14): a result from it untouched says so. */
  sampleCase?: boolean;
  /** Tool-specific content after the verdict (e.g. breast cancer's notes). */
  children?: ReactNode;
}

/**
 * The result of a yes/no estimate (heart, Parkinson's, breast cancer): headed by what the estimate
 * means in the model's tests (PRED-13), SPEC's sentence as the model's answer, in a green or red box chosen by the specification's rule for that sentence (PRED-10: whatever service sent
 * it), and, when the service sends them, the probability, warnings, the factors that moved it
 * and the model's quality; and printing.
 */
export function ClassificationResult<T extends ClassificationTool>({ tool, toolTitle, heading, fields, outcome, verdict, favourable: isFavourable, note, sampleCase = false, children }: ClassificationResultProps<T>) {
  const { t } = useTranslation('predictions');
  const calibratedHeadline = useCalibratedHeadline();
  const { response, inputs, receivedAt } = outcome;
  const text = verdict(response);
  const favourable = isFavourable(text);
  return (
    <ResultPanel toolTitle={toolTitle} heading={heading} fields={fields} inputs={inputs} receivedAt={receivedAt} disclaimer={response.disclaimer}>
      {sampleCase && usesSampleValues(fields, inputs) && <SampleValuesNote on="result" />}
      <Verdict
        text={text}
        headline={response.probability === undefined ? undefined : calibratedHeadline(tool, response.probability)}
        favourable={favourable}
        estimate={<CalibratedFigure tool={tool} probability={response.probability} />}
      >
        {note !== undefined && <p className="mt-1">{favourable ? note.favourable : note.adverse}</p>}
      </Verdict>
      {children}
      <ProbabilityMeter result={response} favourable={favourable} />
      <InputWarnings warnings={response.warnings} fields={fields} />
      <Contributions explanation={response.explanation} fields={fields} inputs={inputs} />
      <ModelQuality model={response.model} unit="" />
      <ResultActions>
        <PrintButton label={t('printResults')} />
      </ResultActions>
    </ResultPanel>
  );
}
