import { caloriesFields } from '@clinvia/contracts/predictions';
import { boostingCandidate, linearCandidate } from './candidates';
import { fields, polynomial2 } from './terms';
import { fmt, num, type ToolDefinition } from './tool';

const names = caloriesFields.map((f) => f.name);

export const calories: ToolDefinition = {
  tool: 'calories',
  title: 'Calories burned in a workout',
  version: '1.0.0',
  task: 'regression',
  summary: 'Estimates the energy (kcal) burned in a workout from sex, age, height, weight, duration, average heart rate and body temperature (fmendes exercise data set).',
  fields: caloriesFields,
  data: {
    name: 'Exercise and calories (Kaggle fmendes/exercise-and-calories): 15,000 workouts',
    file: 'calories/calories-joined.csv',
    target: 'Calories: energy burned in the workout, kcal',
    licence: 'Not established (Kaggle licence not checked)',
    citation: 'Mendes F. Exercise and calories (Kaggle data set fmendes/exercise-and-calories, about 2018).',
    notes: [
      'How the data were collected or generated is not documented; treat them as synthetic teaching data, not measurements.',
      'Durations run from 1 to 30 minutes, heart rates from 67 to 128 bpm and ages from 20 to 79 years; values outside are extrapolation.',
    ],
  },
  parse: (record) => ({
    inputs: {
      Gender: record.Gender === 'male' ? 1 : record.Gender === 'female' ? 0 : NaN,
      Age: num(record.Age, 'Age'),
      Height: num(record.Height, 'Height'),
      Weight: num(record.Weight, 'Weight'),
      Duration: num(record.Duration, 'Duration'),
      Heart_Rate: num(record.Heart_Rate, 'Heart_Rate'),
      Body_Temp: num(record.Body_Temp, 'Body_Temp'),
    },
    target: num(record.Calories, 'Calories'),
  }),
  unit: 'kcal',
  zeroMeansMissing: [],
  candidates: [
    linearCandidate('linear-plain', 'Linear regression', fields(names), 'the seven inputs'),
    linearCandidate('linear-poly2', 'Linear regression on degree-2 terms', polynomial2(fields(names), ['Gender']), 'degree-2 polynomial terms of the seven inputs (squares and pairwise products)'),
    boostingCandidate(fields(names), 'the seven inputs'),
  ],
  selectBy: 'rmse',
  evaluation: { kind: 'kfold', folds: 10, seeds: [1, 2, 3], description: 'shuffled 10-fold cross-validation repeated with 3 seeds (30 fits)' },
  sexField: { name: 'Gender', labels: { 0: 'female', 1: 'male' } },
  bars: [
    { metric: 'r2', bar: 0.995, higherIsBetter: true, evaluation: 'primary' },
    { metric: 'mae', bar: 2.5, higherIsBetter: false, evaluation: 'primary' },
  ],
  published: (m) => [
    {
      source: 'No peer-reviewed publication describes or evaluates this data set',
      result: 'public notebooks report R² around 0.99 or higher with tree ensembles, on single random splits',
      comparison: `R² here ${fmt(m.r2?.mean ?? NaN, 4)}, MAE ${fmt(m.mae?.mean ?? NaN, 2)} kcal (repeated cross-validation)`,
    },
    {
      source: 'scikit-learn reference run (TOOLCHAIN.md)',
      result: 'linear regression on degree-2 polynomial features R² 0.9977, MAE 2.2 kcal',
      comparison: `R² ${fmt(m.r2?.mean ?? NaN, 4)}, MAE ${fmt(m.mae?.mean ?? NaN, 2)} kcal`,
    },
  ],
  intendedUse: ['A rough estimate of the energy of a workout for personal interest and fitness education.'],
  notIntendedUse: ['Clinical nutrition, dosing (for example insulin) or weight-management decisions.', 'Workouts longer than 30 minutes or heart rates outside 67–128 bpm (outside the data).'],
  limitations: [
    'The data are of undocumented origin and look synthetic; the very high R² reflects how the data were generated, not the accuracy of calorie estimates in real life.',
    'The data set ties calories to heart rate and duration almost deterministically; real energy expenditure varies more between people.',
  ],
};
