import type { PredictionTool } from '@clinvia/contracts/predictions';

/**
 * PRED-13: what a yes/no model's probability means, read from its calibration, not from the
 * model's own output. Each row is a bin of the model card's 'Calibration' table (docs/models/*.md,
 * from services/predict/models/*.json; calibration.test.ts checks they match): the pooled
 * out-of-fold predictions whose probability fell in [from, to), how many there were, and how
 * often the condition was really there.
 */
type Bin = readonly [from: number, to: number, cases: number, observedRate: number];

type ClassificationTool = Exclude<PredictionTool, 'calories' | 'insurance'>;

export const calibrationBins: Readonly<Record<ClassificationTool, readonly Bin[]>> = {
  'heart': [
    [0, 0.1, 447, 0.063],
    [0.1, 0.2, 152, 0.243],
    [0.2, 0.3, 105, 0.257],
    [0.3, 0.4, 95, 0.337],
    [0.4, 0.5, 76, 0.395],
    [0.5, 0.6, 43, 0.326],
    [0.6, 0.7, 58, 0.707],
    [0.7, 0.8, 57, 0.754],
    [0.8, 0.9, 79, 0.810],
    [0.9, 1, 403, 0.940],
  ],
  'parkinsons': [
    [0, 0.1, 114, 0.053],
    [0.1, 0.2, 91, 0.385],
    [0.2, 0.3, 31, 0.806],
    [0.3, 0.4, 48, 0.688],
    [0.4, 0.5, 21, 0.714],
    [0.5, 0.6, 31, 0.806],
    [0.6, 0.7, 51, 0.843],
    [0.7, 0.8, 112, 0.857],
    [0.8, 0.9, 348, 0.664],
    [0.9, 1, 1103, 0.871],
  ],
  'breast-cancer': [
    [0, 0.1, 1637, 0.014],
    [0.1, 0.2, 83, 0.072],
    [0.2, 0.3, 36, 0.056],
    [0.3, 0.4, 26, 0.154],
    [0.4, 0.5, 20, 0.100],
    [0.5, 0.6, 37, 0.784],
    [0.6, 0.7, 32, 0.625],
    [0.7, 0.8, 25, 1.000],
    [0.8, 0.9, 20, 1.000],
    [0.9, 1, 929, 1.000],
  ],
  'diabetes': [
    [0, 0.1, 829, 0.021],
    [0.1, 0.2, 722, 0.168],
    [0.2, 0.3, 523, 0.310],
    [0.3, 0.4, 408, 0.363],
    [0.4, 0.5, 316, 0.446],
    [0.5, 0.6, 178, 0.590],
    [0.6, 0.7, 225, 0.573],
    [0.7, 0.8, 259, 0.792],
    [0.8, 0.9, 227, 0.824],
    [0.9, 1, 153, 0.817],
  ],
};

/** What the people in each tool's data had, for 'people with values like these … had <this>'. */

export type CalibratedGroup = 'high' | 'middle' | 'low';

export interface CalibratedReading {
  group: CalibratedGroup;
  /** How often the condition was there among the model's test cases with a probability like this one. */
  observedRate: number;
  /** The test cases behind that rate. */
  cases: number;
}

/** A rate from 6 in 10 up is the model's high-risk group, up to 2.5 in 10 its low-risk group; between, it cannot tell. */
const highFrom = 0.6;
const lowUpTo = 0.25;

export function calibratedReading(tool: ClassificationTool, probability: number): CalibratedReading {
  const bins = calibrationBins[tool];
  const bin = bins.find(([from, to]) => probability >= from && probability < to) ?? bins[bins.length - 1];
  if (bin === undefined) throw new Error(`no calibration for ${tool}`);
  const [, , cases, observedRate] = bin;
  const group: CalibratedGroup = observedRate >= highFrom ? 'high' : observedRate <= lowUpTo ? 'low' : 'middle';
  return { group, observedRate, cases };
}

/** 'about 9 of 10' (the words: extras.tsx); never 'none' or 'all': no test set is large enough to say that of a new person. */
export function inTen(rate: number): { share: 'fewer' | 'nearlyAll' | 'about'; tenths: number } {
  const tenths = Math.round(rate * 10);
  if (tenths <= 0) return { share: 'fewer', tenths };
  if (tenths >= 10) return { share: 'nearlyAll', tenths };
  return { share: 'about', tenths };
}

/** The rate as a percentage no finer than the tests support: steps of 5, and never below 5 % or above 95 %. */
export function calibratedPercent(rate: number): string {
  if (rate < 0.05) return '< 5 %';
  if (rate > 0.95) return '> 95 %';
  return `${String(Math.round(rate * 20) * 5)} %`;
}

