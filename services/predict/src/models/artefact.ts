import type { ModelCard, PredictionTool } from '@clinvia/contracts/predictions';
import type { Fitted } from './pipeline';
import type { MetricSummary } from './tool';

export const artefactFormat = 1;

/** A trained model as committed under services/predict/models/<tool>.json. */
export interface Artefact {
  format: typeof artefactFormat;
  tool: PredictionTool;
  version: string;
  data: { file: string; sha256: string; rows: number };
  fitted: Fitted;
  /** Classification: probability at or above which the condition is predicted. */
  threshold?: number;
  /** Regression: out-of-fold residual quantiles added to a prediction (e.g. 5 % and 95 %). */
  interval?: { level: number; lower: number; upper: number };
  /** Smallest and largest value of each input field in the training data. */
  ranges: Record<string, [number, number]>;
  /** Cross-validated metrics of the chosen model (primary protocol). */
  metrics: MetricSummary;
  /** Metrics of the final model on its own training rows (for checking that it loads intact). */
  apparent: Record<string, number>;
  card: ModelCard;
}
