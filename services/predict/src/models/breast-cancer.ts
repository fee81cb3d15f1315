import { readingNoteMessages } from '@clinvia/contracts/reading-notes';
import { breastCancerFields } from '@clinvia/contracts/predictions';
import { boostingCandidate, logisticCandidate } from './candidates';
import { fields } from './terms';
import { fmt, numbers, type ToolDefinition } from './tool';

const names = breastCancerFields.map((f) => f.name);

export const breastCancer: ToolDefinition = {
  tool: 'breast-cancer',
  title: 'Breast cancer (cell nuclei features)',
  version: '1.0.0',
  task: 'classification',
  summary:
    'Estimates the probability that a breast mass is malignant from 30 features of cell nuclei measured on a digitised image of a fine-needle aspirate (WDBC data).',
  fields: breastCancerFields,
  data: {
    name: 'Breast Cancer Wisconsin (Diagnostic), WDBC: 569 fine-needle aspirates',
    file: 'breast-cancer/breast_cancer.csv',
    target: 'target: 0 = malignant, 1 = benign (scikit-learn convention); the model estimates the probability of malignant',
    licence: 'CC BY 4.0 (UCI Machine Learning Repository)',
    citation:
      'Street WN, Wolberg WH, Mangasarian OL. Nuclear feature extraction for breast tumor diagnosis. IS&T/SPIE 1993 International Symposium on Electronic Imaging, vol. 1905, pp. 861–870.',
    notes: [
      'Features were computed by the Xcyt image-analysis program from nuclei outlined on the image; values from other software are not comparable.',
      'Taken from scikit-learn 1.2.1 (Debian python3-sklearn), checked row for row against the UCI wdbc.data.',
    ],
  },
  // The model's positive class is "malignant" (target 0), so sensitivity is the share of
  // malignant masses found.
  parse: (record) => ({ inputs: numbers(record, names), target: 1 - (numbers(record, ['target']).target ?? NaN) }),
  condition: 'malignant',
  zeroMeansMissing: [],
  candidates: [logisticCandidate(fields(names), 'the 30 standardised features'), boostingCandidate(fields(names), 'the 30 features')],
  selectBy: 'auc',
  evaluation: { kind: 'stratified', folds: 10, seeds: [1, 2, 3, 4, 5], description: 'stratified 10-fold cross-validation repeated with 5 seeds (50 fits)' },
  bars: [
    { metric: 'accuracy', bar: 0.97, higherIsBetter: true, evaluation: 'primary' },
    { metric: 'auc', bar: 0.99, higherIsBetter: true, evaluation: 'primary' },
  ],
  published: (m) => [
    {
      source: 'Street, Wolberg & Mangasarian 1993 (as stated in the UCI wdbc.names file)',
      result: 'estimated accuracy 97.5 % (repeated 10-fold cross-validation) with one separating plane on worst area, worst smoothness and mean texture (MSM-T)',
      comparison: `accuracy here ${fmt(m.accuracy?.mean ?? NaN)} ± ${fmt(m.accuracy?.sd ?? NaN)} with all 30 features`,
    },
    {
      source: 'scikit-learn LogisticRegression, same protocol (our reference run, 2026-11-22)',
      result: 'accuracy 0.977, ROC AUC 0.995',
      comparison: `accuracy ${fmt(m.accuracy?.mean ?? NaN)}, ROC AUC ${fmt(m.auc?.mean ?? NaN)}`,
    },
  ],
  intendedUse: ['Teaching and demonstration of how nuclear morphology separates benign from malignant aspirates.', 'Research prototypes that reproduce the WDBC results.'],
  notIntendedUse: [
    'Diagnosis: a breast lump needs clinical examination, imaging and pathology.',
    'Features from other imaging systems, other staining or hand measurements; any input not produced by the WDBC feature-extraction method.',
  ],
  limitations: [
    '569 aspirates from one clinic (University of Wisconsin Hospitals, 1990s); no information on patients (age, sex, ethnicity) is in the data.',
    'Selected cases with a confirmed diagnosis; the mix of malignant and benign masses (37 % malignant) differs from what screening sees.',
    'The features are strongly correlated (radius, perimeter and area); per-feature contributions share credit between them somewhat arbitrarily.',
  ],
  // PRED-11: the measurements whose fitted sign is the opposite of their own relation with
  // malignancy (src/models/reading-notes.test.ts finds them from the data and the model).
  readingNotes: [
    ...['compactness_mean', 'compactness_se', 'concavity_se', 'fractal_dimension_se'].map((field) => ({ field, note: readingNoteMessages.breastCancerHigherAlone })),
    { field: 'smoothness_se', note: readingNoteMessages.breastCancerLowerAlone },
  ],
};

