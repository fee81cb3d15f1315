import { readingNoteMessages } from '@clinvia/contracts/reading-notes';
import { insuranceFields } from '@clinvia/contracts/predictions';
import { boostingCandidate, linearCandidate } from './candidates';
import { fields, oneHot, type Term } from './terms';
import { fmt, num, type ToolDefinition } from './tool';

const names = insuranceFields.map((f) => f.name);
const regions: Record<string, number> = { northeast: 0, northwest: 1, southeast: 2, southwest: 3 };

function code(value: string | undefined, codes: Record<string, number>, column: string): number {
  const coded = codes[value ?? ''];
  if (coded === undefined) throw new Error(`column ${column}: unknown value ${String(value)}`);
  return coded;
}

const obese: Term = { name: 'bmi≥30', sources: ['bmi'], value: (x) => ((x.bmi ?? 0) >= 30 ? 1 : 0) };
const plainTerms = [...fields(['age', 'sex', 'bmi', 'children', 'smoker']), ...oneHot('region', [1, 2, 3])];
// Lantz (2013), ch. 6: age², an obesity indicator and its interaction with smoking.
const lantzTerms: Term[] = [
  ...plainTerms,
  { name: 'age²', sources: ['age'], value: (x) => (x.age ?? 0) ** 2 },
  obese,
  { name: 'bmi≥30×smoker', sources: ['bmi', 'smoker'], value: (x) => obese.value(x) * (x.smoker ?? 0) },
];

export const insurance: ToolDefinition = {
  tool: 'insurance',
  title: 'Insurance cost',
  version: '1.0.0',
  task: 'regression',
  summary: 'Estimates yearly medical costs billed by a US health insurer from age, sex, BMI, number of dependents, smoking and region (simulated data from Lantz, Machine Learning with R).',
  fields: insuranceFields,
  data: {
    name: 'Medical Cost Personal data set (Lantz 2013; Kaggle mirichoi0218/insurance): 1,338 people',
    file: 'insurance/insurance.csv',
    target: 'charges: yearly medical costs billed to the insurer, USD',
    licence: 'Not established (no licence file; the repository README claims public domain; the data belong to the book)',
    citation: 'Lantz B. Machine Learning with R. Packt Publishing, 2013, chapter 6 (regression of medical expenses).',
    notes: ['Simulated data, generated from US Census Bureau demographic statistics according to the book; one exact duplicate row is kept.', 'Coding: sex 0 female / 1 male, smoker 0 no / 1 yes, region 0 northeast, 1 northwest, 2 southeast, 3 southwest.'],
  },
  parse: (record) => ({
    inputs: {
      age: num(record.age, 'age'),
      sex: code(record.sex, { female: 0, male: 1 }, 'sex'),
      bmi: num(record.bmi, 'bmi'),
      children: num(record.children, 'children'),
      smoker: code(record.smoker, { no: 0, yes: 1 }, 'smoker'),
      region: code(record.region, regions, 'region'),
    },
    target: num(record.charges, 'charges'),
  }),
  unit: 'USD',
  zeroMeansMissing: [],
  candidates: [
    linearCandidate('linear-plain', 'Linear regression', plainTerms, 'the six inputs (region one-hot)'),
    linearCandidate('linear-lantz', "Linear regression with Lantz's terms", lantzTerms, "the six inputs plus Lantz's terms age², BMI ≥ 30 and BMI ≥ 30 × smoker"),
    boostingCandidate(fields(names), 'the six inputs'),
  ],
  selectBy: 'rmse',
  evaluation: { kind: 'kfold', folds: 10, seeds: [1, 2, 3], description: 'shuffled 10-fold cross-validation repeated with 3 seeds (30 fits)' },
  sexField: { name: 'sex', labels: { 0: 'female', 1: 'male' } },
  bars: [
    { metric: 'r2', bar: 0.85, higherIsBetter: true, evaluation: 'primary' },
    { metric: 'rmse', bar: 4700, higherIsBetter: false, evaluation: 'primary' },
  ],
  published: (m) => [
    {
      source: 'Lantz 2013, ch. 6 (improved model with age², bmi30 and bmi30 × smoker)',
      result: 'R² 0.8664 (adjusted 0.8653), residual standard error 4,445 USD, fitted and measured on all 1,338 rows (no hold-out)',
      comparison: `cross-validated R² here ${fmt(m.r2?.mean ?? NaN)}, RMSE ${fmt(m.rmse?.mean ?? NaN, 0)} USD (out-of-sample, so slightly lower than an in-sample fit)`,
    },
    {
      source: 'scikit-learn, same protocol (our reference run, 2026-11-22)',
      result: "linear with Lantz's terms R² 0.859, RMSE 4,414 USD; default gradient boosting R² 0.854",
      comparison: `R² ${fmt(m.r2?.mean ?? NaN)}, RMSE ${fmt(m.rmse?.mean ?? NaN, 0)} USD, MAE ${fmt(m.mae?.mean ?? NaN, 0)} USD`,
    },
  ],
  intendedUse: ['Illustrating how age, smoking and obesity drive medical costs.', 'A rough order-of-magnitude figure for budgeting conversations.'],
  notIntendedUse: ['Quoting, pricing or underwriting real insurance.', 'Any decision about a person\'s coverage or care.'],
  limitations: [
    'Simulated data: the relationships are those the book\'s author built in, not measured ones.',
    'Costs are skewed: a few people cost far more than the rest; errors are much larger for smokers with BMI ≥ 30 than for others.',
    'Prices of one period in the US; no inflation adjustment or plan details.',
  ],
  // PRED-11: counts from data/insurance/insurance.csv; the sign is checked by src/models/reading-notes.test.ts.
  readingNotes: [
    {
      field: 'sex',
      note: readingNoteMessages.insuranceSex,
    },
    {
      field: 'region',
      values: [2],
      note: readingNoteMessages.insuranceSoutheast,
    },
  ],
};
