import { readingNoteMessages } from '@clinvia/contracts/reading-notes';
import { heartFields } from '@clinvia/contracts/predictions';
import { boostingCandidate, forestCandidate, logisticCandidate } from './candidates';
import { fields, oneHot } from './terms';
import { fmt, numbers, type ToolDefinition } from './tool';

const names = heartFields.map((f) => f.name);
const continuous = ['age', 'sex', 'trestbps', 'chol', 'fbs', 'thalach', 'exang', 'oldpeak'];
const linearTerms = [
  ...fields(continuous),
  ...oneHot('cp', [0, 1, 2, 3]),
  ...oneHot('restecg', [0, 1, 2]),
  ...oneHot('slope', [0, 1, 2]),
  ...oneHot('ca', [0, 1, 2, 3, 4]),
  ...oneHot('thal', [0, 1, 2, 3]),
];

export const heart: ToolDefinition = {
  tool: 'heart',
  title: 'Heart disease risk',
  version: '1.0.0',
  task: 'classification',
  summary:
    'Estimates the probability that coronary angiography would show more than 50 % narrowing of a major vessel, from 13 clinical and exercise-test findings (UCI Cleveland data).',
  fields: heartFields,
  data: {
    name: 'UCI Heart Disease, Cleveland Clinic Foundation subset (303 patients)',
    file: 'heart/heart.csv',
    target: 'target: 1 = disease present (UCI num > 0), 0 = no disease',
    licence: 'CC BY 4.0 (UCI Machine Learning Repository)',
    citation:
      'Detrano R, Janosi A, Steinbrunn W, Pfisterer M, Schmid J, Sandhu S, Guppy K, Lee S, Froelicher V. International application of a new probability algorithm for the diagnosis of coronary artery disease. Am J Cardiol 1989;64:304–310.',
    notes: [
      'Coding of heart.csv (see data/heart/SOURCE.md): cp and slope are UCI − 1, restecg as UCI, thal 1 fixed / 2 normal / 3 reversible defect, ca 4 and thal 0 mean "not known" (4 and 2 rows).',
      'The target is the opposite of the popular Kaggle heart.csv: here 1 means disease.',
      'Patients referred for angiography at one US hospital in the 1980s: 206 men, 97 women.',
    ],
  },
  parse: (record) => ({ inputs: numbers(record, names), target: numbers(record, ['target']).target ?? NaN }),
  condition: 'heart disease',
  zeroMeansMissing: [],
  candidates: [
    logisticCandidate(linearTerms, 'standardised features with one-hot cp, restecg, slope, ca and thal'),
    boostingCandidate(fields(names), 'the 13 coded fields'),
    forestCandidate(fields(names), 'the 13 coded fields'),
  ],
  selectBy: 'auc',
  evaluation: { kind: 'stratified', folds: 10, seeds: [1, 2, 3, 4, 5], description: 'stratified 10-fold cross-validation repeated with 5 seeds (50 fits)' },
  sexField: { name: 'sex', labels: { 0: 'female', 1: 'male' } },
  bars: [
    { metric: 'accuracy', bar: 0.82, higherIsBetter: true, evaluation: 'primary' },
    { metric: 'auc', bar: 0.89, higherIsBetter: true, evaluation: 'primary' },
  ],
  published: (m) => [
    {
      source: 'Detrano et al. 1989 (as summarised in the UCI heart-disease.names file)',
      result: 'about 77 % correct classification with a logistic-regression-derived discriminant function (derived on Cleveland, tested at other sites)',
      comparison: `cross-validated accuracy here ${fmt(m.accuracy?.mean ?? NaN)}; not the same protocol (external validation vs internal cross-validation)`,
    },
    {
      source: 'Aha & Kibler (UCI heart-disease.names); Gennari, Langley & Fisher 1989, Artificial Intelligence 40:11–61',
      result: 'Cleveland: NTgrowth 77.0 %, C4 74.8 %, CLASSIT 78.9 % accuracy',
      comparison: `accuracy here ${fmt(m.accuracy?.mean ?? NaN)} ± ${fmt(m.accuracy?.sd ?? NaN)} (fold SD)`,
    },
    {
      source: 'scikit-learn LogisticRegression, same protocol (our reference run, 2026-11-22)',
      result: 'accuracy 0.836, ROC AUC 0.900',
      comparison: `accuracy ${fmt(m.accuracy?.mean ?? NaN)}, ROC AUC ${fmt(m.auc?.mean ?? NaN)}`,
    },
  ],
  intendedUse: [
    'Education and self-reflection: showing how findings of a cardiology work-up relate to the presence of coronary artery disease in a historical referral population.',
    'A starting point for a conversation with a clinician, with the probability and the main contributing findings shown.',
  ],
  notIntendedUse: [
    'Diagnosis, triage or ruling out coronary artery disease; deciding on or against angiography or treatment.',
    'People with acute chest pain: they need emergency care, not a model.',
    'Populations unlike 1980s US referral patients (for example screening of the general population, children).',
  ],
  limitations: [
    '303 patients from one hospital, referred for angiography: the prevalence (46 %) is far higher than in the general population, so probabilities are too high for unselected people.',
    'Several inputs (ca, thal, exercise test) need hospital investigations; guessed values make the estimate meaningless.',
    'Only 97 women: performance for women is estimated less precisely (see the table by sex).',
    'Missing ca (4 rows) and thal (2 rows) are coded as their own categories and are too rare to be learned.',
  ],
  // PRED-11: counts from data/heart/heart.csv; signs from the fitted coefficients (checked by
  // src/models/reading-notes.test.ts, which fails when a retrained model no longer needs a note
  // or needs a new one).
  readingNotes: [
    {
      field: 'cp',
      note: readingNoteMessages.heartChestPain,
    },
    {
      field: 'age',
      note: readingNoteMessages.heartAge,
    },
    {
      field: 'fbs',
      note: readingNoteMessages.heartFastingBloodSugar,
    },
    {
      field: 'thal',
      values: [1],
      note: readingNoteMessages.heartFixedDefect,
    },
    {
      field: 'slope',
      values: [2],
      note: readingNoteMessages.heartDownslopingSt,
    },
  ],
};
