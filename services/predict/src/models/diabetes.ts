import { readingNoteMessages } from '@clinvia/contracts/reading-notes';
import { diabetesFields } from '@clinvia/contracts/predictions';
import { boostingCandidate, logisticCandidate } from './candidates';
import { fields } from './terms';
import { fmt, numbers, type ToolDefinition } from './tool';

const names = diabetesFields.map((f) => f.name);

export const diabetes: ToolDefinition = {
  tool: 'diabetes',
  title: 'Diabetes risk',
  version: '1.0.0',
  task: 'classification',
  summary:
    'Estimates the probability of diabetes (by WHO criteria, as recorded in the original NIDDK study) from eight measurements, in the Pima Indian women of that study.',
  fields: diabetesFields,
  data: {
    name: 'Pima Indians Diabetes Database (NIDDK; via UCI and R mlbench), 768 women',
    file: 'diabetes/diabetes.csv',
    target: 'Outcome: 1 = diabetes, 0 = no diabetes',
    licence: 'Not firmly established: US federal (NIDDK) research data redistributed by UCI and by R mlbench (GPL-2); cite Smith et al. 1988',
    citation:
      'Smith JW, Everhart JE, Dickson WC, Knowler WC, Johannes RS. Using the ADAP learning algorithm to forecast the onset of diabetes mellitus. Proc Symp Comput Appl Med Care 1988:261–265.',
    notes: [
      'All 768 people are women of Pima Indian heritage, at least 21 years old, living near Phoenix, Arizona.',
      'Zeros in Glucose (5), BloodPressure (35), SkinThickness (227), Insulin (374) and BMI (11) mean "not measured".',
    ],
  },
  parse: (record) => ({ inputs: numbers(record, names), target: numbers(record, ['Outcome']).Outcome ?? NaN }),
  condition: 'diabetes',
  zeroMeansMissing: ['Glucose', 'BloodPressure', 'SkinThickness', 'Insulin', 'BMI'],
  candidates: [logisticCandidate(fields(names), 'the 8 standardised measurements'), boostingCandidate(fields(names), 'the 8 measurements')],
  selectBy: 'auc',
  evaluation: { kind: 'stratified', folds: 10, seeds: [1, 2, 3, 4, 5], description: 'stratified 10-fold cross-validation repeated with 5 seeds (50 fits)' },
  bars: [
    { metric: 'accuracy', bar: 0.76, higherIsBetter: true, evaluation: 'primary' },
    { metric: 'auc', bar: 0.83, higherIsBetter: true, evaluation: 'primary' },
  ],
  published: (m) => [
    {
      source: 'Smith et al. 1988 (ADAP), as reported in the UCI pima-indians-diabetes.names file',
      result: 'sensitivity and specificity 76 % on 192 held-out women (576 for training, cut-off 0.448)',
      comparison: `sensitivity ${fmt(m.sensitivity?.mean ?? NaN)}, specificity ${fmt(m.specificity?.mean ?? NaN)} at the 0.5 threshold (cross-validated); a lower threshold trades specificity for sensitivity`,
    },
    {
      source: 'scikit-learn LogisticRegression, same protocol (our reference run, 2026-11-22)',
      result: 'accuracy 0.769, ROC AUC 0.836',
      comparison: `accuracy ${fmt(m.accuracy?.mean ?? NaN)}, ROC AUC ${fmt(m.auc?.mean ?? NaN)}`,
    },
  ],
  intendedUse: ['Education: how glucose, BMI, age and family history relate to diabetes in a well-studied population.', 'A prompt to seek proper testing (HbA1c or fasting glucose) from a clinician.'],
  notIntendedUse: [
    'Diagnosing or excluding diabetes: diagnosis needs laboratory tests interpreted by a clinician.',
    'Men, children, pregnant women at the time of testing, or populations other than the one studied, without local validation.',
  ],
  limitations: [
    'Women of one community only; the model has never seen men, and risk differs between populations.',
    'Glucose is a 2-hour oral glucose tolerance test value, not a random or fasting glucose; entering another kind of glucose value changes the meaning.',
    'Insulin and skin thickness were not measured for many women (374 and 227 zeros); a 0 is treated as "not measured" and replaced by the training median, which carries no information.',
    'Outcome definitions and measurements date from the original study; probabilities are not calibrated for today\'s clinics.',
  ],
  // PRED-11: signs from the fitted coefficients (src/models/reading-notes.test.ts checks them).
  readingNotes: [
    {
      field: 'BloodPressure',
      note: readingNoteMessages.diabetesBloodPressure,
    },
    {
      field: 'Insulin',
      note: readingNoteMessages.diabetesInsulin,
    },
  ],
};
