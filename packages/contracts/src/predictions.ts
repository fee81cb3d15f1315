import { z } from 'zod';

/**
 * Contracts of the six prediction tools (ML-5, PRED-2, PRED-6): the input
 * fields with their labels, units, help texts, defaults and hard bounds, the request schemas
 * built from them, and the response and model-card schemas. The web forms, the prediction
 * service and its tests all read this file.
 *
 * Bounds: a value outside [min, max] is physically impossible (or not a valid code) and is
 * rejected with 400. A value inside the bounds but outside what the model was trained on is
 * accepted and the response carries a warning (the training ranges live in the model card).
 */

export const predictionTools = ['heart', 'parkinsons', 'breast-cancer', 'calories', 'insurance', 'diabetes'] as const;
export type PredictionTool = (typeof predictionTools)[number];

export interface FieldOption {
  value: number;
  label: string;
}

export interface NumericField {
  name: string;
  label: string;
  unit?: string;
  help: string;
  min: number;
  max: number;
  /** Input step for the form; 'any' allows any decimal. */
  step: number | 'any';
  integer?: boolean;
  /** Coded values (categorical inputs); min and max span them. */
  options?: readonly FieldOption[];
  default: number;
  group?: string;
}

const yesNo: readonly FieldOption[] = [
  { value: 0, label: 'No' },
  { value: 1, label: 'Yes' },
];
const femaleMale: readonly FieldOption[] = [
  { value: 0, label: 'Female' },
  { value: 1, label: 'Male' },
];

// ---------------------------------------------------------------------------------------------
// Heart disease (UCI Cleveland, coding of services/predict/data/heart/SOURCE.md)
// Sample defaults: the first row of heart.csv (Cleveland record 1: a 63-year-old man, no disease).

export const heartFields = [
  { name: 'age', label: 'Age', unit: 'years', help: 'Age in years.', min: 0, max: 120, step: 1, default: 63 },
  { name: 'sex', label: 'Sex', help: 'Sex: 0 female, 1 male.', min: 0, max: 1, step: 1, integer: true, options: femaleMale, default: 1 },
  {
    name: 'cp',
    label: 'Chest pain type',
    help: 'Chest pain type: 0 typical angina, 1 atypical angina, 2 non-anginal pain, 3 asymptomatic.',
    min: 0,
    max: 3,
    step: 1,
    integer: true,
    options: [
      { value: 0, label: 'Typical angina' },
      { value: 1, label: 'Atypical angina' },
      { value: 2, label: 'Non-anginal pain' },
      { value: 3, label: 'Asymptomatic' },
    ],
    default: 0,
  },
  { name: 'trestbps', label: 'Resting blood pressure', unit: 'mm Hg', help: 'Resting systolic blood pressure on admission.', min: 40, max: 300, step: 1, default: 145 },
  { name: 'chol', label: 'Serum cholesterol', unit: 'mg/dL', help: 'Serum total cholesterol.', min: 50, max: 1000, step: 1, default: 233 },
  { name: 'fbs', label: 'Fasting blood sugar > 120 mg/dL', help: 'Fasting blood sugar above 120 mg/dL: 0 no, 1 yes.', min: 0, max: 1, step: 1, integer: true, options: yesNo, default: 1 },
  {
    name: 'restecg',
    label: 'Resting ECG',
    help: 'Resting electrocardiogram: 0 normal, 1 ST-T wave abnormality, 2 left ventricular hypertrophy.',
    min: 0,
    max: 2,
    step: 1,
    integer: true,
    options: [
      { value: 0, label: 'Normal' },
      { value: 1, label: 'ST-T wave abnormality' },
      { value: 2, label: 'Left ventricular hypertrophy' },
    ],
    default: 2,
  },
  { name: 'thalach', label: 'Maximum heart rate', unit: 'bpm', help: 'Maximum heart rate reached during the exercise test.', min: 40, max: 250, step: 1, default: 150 },
  { name: 'exang', label: 'Exercise-induced angina', help: 'Angina induced by exercise: 0 no, 1 yes.', min: 0, max: 1, step: 1, integer: true, options: yesNo, default: 0 },
  { name: 'oldpeak', label: 'ST depression', unit: 'mm', help: 'ST depression induced by exercise relative to rest.', min: -5, max: 10, step: 0.1, default: 2.3 },
  {
    name: 'slope',
    label: 'Slope of peak exercise ST segment',
    help: 'Slope of the peak exercise ST segment: 0 upsloping, 1 flat, 2 downsloping.',
    min: 0,
    max: 2,
    step: 1,
    integer: true,
    options: [
      { value: 0, label: 'Upsloping' },
      { value: 1, label: 'Flat' },
      { value: 2, label: 'Downsloping' },
    ],
    default: 2,
  },
  {
    name: 'ca',
    label: 'Major vessels coloured by fluoroscopy',
    help: 'Number of major vessels (0–3) coloured by fluoroscopy; 4 means not known.',
    min: 0,
    max: 4,
    step: 1,
    integer: true,
    options: [
      { value: 0, label: '0' },
      { value: 1, label: '1' },
      { value: 2, label: '2' },
      { value: 3, label: '3' },
      { value: 4, label: 'Not known' },
    ],
    default: 0,
  },
  {
    name: 'thal',
    label: 'Thallium stress test',
    help: 'Thallium scintigraphy: 1 fixed defect, 2 normal, 3 reversible defect; 0 means not known.',
    min: 0,
    max: 3,
    step: 1,
    integer: true,
    options: [
      { value: 0, label: 'Not known' },
      { value: 1, label: 'Fixed defect' },
      { value: 2, label: 'Normal' },
      { value: 3, label: 'Reversible defect' },
    ],
    default: 1,
  },
] as const satisfies readonly NumericField[];

// ---------------------------------------------------------------------------------------------
// Parkinson's voice measures (Little et al. 2007), names of parkinsons.csv.
// Sample defaults: the first recording of parkinsons.csv (subject S01, recording 1, Parkinson's).

const ff = 'Fundamental Frequency';
const jitter = 'Jitter';
const shimmer = 'Shimmer';
const noise = 'Noise Ratios';
const nonlinear = 'Nonlinear Measures';

export const parkinsonsFields = [
  { name: 'mdvp_fo_hz', label: 'MDVP:Fo', unit: 'Hz', help: 'Average vocal fundamental frequency.', min: 20, max: 1000, step: 'any', default: 119.992, group: ff },
  { name: 'mdvp_fhi_hz', label: 'MDVP:Fhi', unit: 'Hz', help: 'Maximum vocal fundamental frequency.', min: 20, max: 1000, step: 'any', default: 157.302, group: ff },
  { name: 'mdvp_flo_hz', label: 'MDVP:Flo', unit: 'Hz', help: 'Minimum vocal fundamental frequency.', min: 20, max: 1000, step: 'any', default: 74.997, group: ff },
  { name: 'mdvp_jitter_percent', label: 'MDVP:Jitter(%)', unit: '%', help: 'Cycle-to-cycle variation of the fundamental frequency, in percent.', min: 0, max: 100, step: 'any', default: 0.00784, group: jitter },
  { name: 'mdvp_jitter_abs', label: 'MDVP:Jitter(Abs)', unit: 's', help: 'Absolute jitter: mean absolute difference of consecutive periods.', min: 0, max: 1, step: 'any', default: 0.00007, group: jitter },
  { name: 'mdvp_rap', label: 'MDVP:RAP', help: 'Relative amplitude perturbation (jitter over three periods).', min: 0, max: 1, step: 'any', default: 0.0037, group: jitter },
  { name: 'mdvp_ppq', label: 'MDVP:PPQ', help: 'Five-point period perturbation quotient.', min: 0, max: 1, step: 'any', default: 0.00554, group: jitter },
  { name: 'jitter_ddp', label: 'Jitter:DDP', help: 'Average absolute difference of differences between periods (three times RAP).', min: 0, max: 3, step: 'any', default: 0.01109, group: jitter },
  { name: 'mdvp_shimmer', label: 'MDVP:Shimmer', help: 'Local shimmer: cycle-to-cycle variation of amplitude.', min: 0, max: 1, step: 'any', default: 0.04374, group: shimmer },
  { name: 'mdvp_shimmer_db', label: 'MDVP:Shimmer(dB)', unit: 'dB', help: 'Local shimmer in decibels.', min: 0, max: 20, step: 'any', default: 0.426, group: shimmer },
  { name: 'shimmer_apq3', label: 'Shimmer:APQ3', help: 'Three-point amplitude perturbation quotient.', min: 0, max: 1, step: 'any', default: 0.02182, group: shimmer },
  { name: 'shimmer_apq5', label: 'Shimmer:APQ5', help: 'Five-point amplitude perturbation quotient.', min: 0, max: 1, step: 'any', default: 0.0313, group: shimmer },
  { name: 'mdvp_apq', label: 'MDVP:APQ', help: 'Eleven-point amplitude perturbation quotient.', min: 0, max: 1, step: 'any', default: 0.02971, group: shimmer },
  { name: 'shimmer_dda', label: 'Shimmer:DDA', help: 'Average absolute difference between consecutive amplitude differences (three times APQ3).', min: 0, max: 3, step: 'any', default: 0.06545, group: shimmer },
  { name: 'nhr', label: 'NHR', help: 'Noise-to-harmonics ratio.', min: 0, max: 10, step: 'any', default: 0.02211, group: noise },
  { name: 'hnr', label: 'HNR', unit: 'dB', help: 'Harmonics-to-noise ratio.', min: -50, max: 100, step: 'any', default: 21.033, group: noise },
  { name: 'rpde', label: 'RPDE', help: 'Recurrence period density entropy (0 to 1).', min: 0, max: 1, step: 'any', default: 0.414783, group: nonlinear },
  { name: 'dfa', label: 'DFA', help: 'Detrended fluctuation analysis scaling exponent.', min: 0, max: 2, step: 'any', default: 0.815285, group: nonlinear },
  { name: 'spread1', label: 'Spread1', help: 'Nonlinear measure of fundamental frequency variation (usually negative).', min: -20, max: 20, step: 'any', default: -4.813031, group: nonlinear },
  { name: 'spread2', label: 'Spread2', help: 'Nonlinear measure of fundamental frequency variation.', min: 0, max: 5, step: 'any', default: 0.266482, group: nonlinear },
  { name: 'd2', label: 'D2', help: 'Correlation dimension.', min: 0, max: 20, step: 'any', default: 2.301442, group: nonlinear },
  { name: 'ppe', label: 'PPE', help: 'Pitch period entropy.', min: 0, max: 1, step: 'any', default: 0.284654, group: nonlinear },
] as const satisfies readonly NumericField[];

// ---------------------------------------------------------------------------------------------
// Breast cancer (WDBC): ten nuclear measures × mean, standard error, worst.
// Sample defaults: the first row of breast_cancer.csv (malignant).

const breastMeasures = [
  { base: 'radius', help: 'Mean distance from the centre to points on the perimeter.', max: 100, seMax: 50 },
  { base: 'texture', help: 'Standard deviation of grey-scale values.', max: 100, seMax: 50 },
  { base: 'perimeter', help: 'Perimeter of the nucleus.', max: 1000, seMax: 200 },
  { base: 'area', help: 'Area of the nucleus.', max: 50000, seMax: 10000 },
  { base: 'smoothness', help: 'Local variation in radius lengths.', max: 10, seMax: 10 },
  { base: 'compactness', help: 'Perimeter² / area − 1.0.', max: 10, seMax: 10 },
  { base: 'concavity', help: 'Severity of concave portions of the contour.', max: 10, seMax: 10 },
  { base: 'concave_points', help: 'Number of concave portions of the contour.', max: 10, seMax: 10 },
  { base: 'symmetry', help: 'Symmetry of the nucleus.', max: 10, seMax: 10 },
  { base: 'fractal_dimension', help: '"Coastline approximation" − 1.', max: 10, seMax: 10 },
] as const;

const breastSample = [
  17.99, 10.38, 122.8, 1001, 0.1184, 0.2776, 0.3001, 0.1471, 0.2419, 0.07871, 1.095, 0.9053, 8.589, 153.4, 0.006399, 0.04904, 0.05373, 0.01587, 0.03003,
  0.006193, 25.38, 17.33, 184.6, 2019, 0.1622, 0.6656, 0.7119, 0.2654, 0.4601, 0.1189,
];

const breastSuffixes = [
  { suffix: 'mean', group: 'Mean Values', help: 'Mean over the nuclei in the image.' },
  { suffix: 'se', group: 'Standard Error Values', help: 'Standard error over the nuclei in the image.' },
  { suffix: 'worst', group: 'Worst Values', help: 'Mean of the three largest values in the image.' },
] as const;

/** SPEC: labels are the field names with underscores turned to spaces and words capitalised. */
export function fieldNameToLabel(name: string): string {
  return name
    .split('_')
    .map((word) => (word[0] ?? '').toUpperCase() + word.slice(1))
    .join(' ');
}

export const breastCancerFields: readonly NumericField[] = breastSuffixes.flatMap(({ suffix, group, help }, s) =>
  breastMeasures.map((m, i) => {
    const name = `${m.base}_${suffix}`;
    return {
      name,
      label: fieldNameToLabel(name),
      help: `${m.help} ${help}`,
      min: 0,
      max: suffix === 'se' ? m.seMax : m.max,
      step: 'any' as const,
      default: breastSample[s * 10 + i] ?? 0,
      group,
    };
  }),
);

// ---------------------------------------------------------------------------------------------
// Calories (fmendes exercise data). Defaults from the specification (PRED-CAL-1).

export const caloriesFields = [
  { name: 'Gender', label: 'Gender', help: '0 female, 1 male.', min: 0, max: 1, step: 1, integer: true, options: femaleMale, default: 1 },
  { name: 'Age', label: 'Age', unit: 'years', help: 'Your age in years.', min: 0, max: 120, step: 1, default: 20 },
  { name: 'Height', label: 'Height', unit: 'cm', help: 'Your height in centimetres.', min: 30, max: 280, step: 1, default: 166 },
  { name: 'Weight', label: 'Weight', unit: 'kg', help: 'Your body weight in kilograms.', min: 2, max: 700, step: 1, default: 60 },
  { name: 'Duration', label: 'Duration', unit: 'min', help: 'How long the workout lasted, in minutes.', min: 0, max: 1440, step: 1, default: 14 },
  { name: 'Heart_Rate', label: 'Heart Rate', unit: 'bpm', help: 'Average heart rate during the workout.', min: 20, max: 250, step: 1, default: 94 },
  { name: 'Body_Temp', label: 'Body Temperature', unit: '°C', help: 'Body temperature during or right after the workout.', min: 25, max: 45, step: 0.1, default: 40.3 },
] as const satisfies readonly NumericField[];

// ---------------------------------------------------------------------------------------------
// Insurance (Lantz). Defaults from the specification (PRED-INS-1).

export const insuranceFields = [
  { name: 'age', label: 'Age', unit: 'years', help: 'Age of the primary beneficiary.', min: 0, max: 120, step: 1, default: 31 },
  { name: 'sex', label: 'Sex', help: '0 female, 1 male.', min: 0, max: 1, step: 1, integer: true, options: femaleMale, default: 1 },
  { name: 'bmi', label: 'BMI', unit: 'kg/m²', help: 'Body mass index: weight in kg divided by height in m squared.', min: 5, max: 100, step: 0.01, default: 25.74 },
  { name: 'children', label: 'Dependents', help: 'Number of children covered by the insurance.', min: 0, max: 20, step: 1, integer: true, default: 0 },
  { name: 'smoker', label: 'Smoker', help: '0 no, 1 yes.', min: 0, max: 1, step: 1, integer: true, options: yesNo, default: 1 },
  {
    name: 'region',
    label: 'Region',
    help: 'US region of residence.',
    min: 0,
    max: 3,
    step: 1,
    integer: true,
    options: [
      { value: 0, label: 'Northeast' },
      { value: 1, label: 'Northwest' },
      { value: 2, label: 'Southeast' },
      { value: 3, label: 'Southwest' },
    ],
    default: 0,
  },
] as const satisfies readonly NumericField[];

// ---------------------------------------------------------------------------------------------
// Diabetes (Pima). Defaults from the specification (PRED-DIAB-1). A 0 in Glucose, BloodPressure, SkinThickness,
// Insulin or BMI means "not measured", as in the data set.

export const diabetesFields = [
  { name: 'Pregnancies', label: 'Pregnancies', help: 'Number of times pregnant.', min: 0, max: 30, step: 1, integer: true, default: 9 },
  { name: 'Glucose', label: 'Glucose', unit: 'mg/dL', help: 'Plasma glucose 2 hours into an oral glucose tolerance test (0 = not measured).', min: 0, max: 1000, step: 1, default: 171 },
  { name: 'BloodPressure', label: 'Blood Pressure', unit: 'mm Hg', help: 'Diastolic blood pressure (0 = not measured).', min: 0, max: 300, step: 1, default: 110 },
  { name: 'SkinThickness', label: 'Skin Thickness', unit: 'mm', help: 'Triceps skin-fold thickness (0 = not measured).', min: 0, max: 200, step: 1, default: 24 },
  { name: 'Insulin', label: 'Insulin', unit: 'µU/mL', help: '2-hour serum insulin (0 = not measured).', min: 0, max: 2000, step: 1, default: 240 },
  { name: 'BMI', label: 'BMI', unit: 'kg/m²', help: 'Body mass index (0 = not measured).', min: 0, max: 150, step: 0.1, default: 45.4 },
  { name: 'DiabetesPedigreeFunction', label: 'Diabetes Pedigree Function', help: 'A score of diabetes in the family history.', min: 0, max: 10, step: 0.001, default: 0.721 },
  { name: 'Age', label: 'Age', unit: 'years', help: 'Age in years.', min: 0, max: 120, step: 1, default: 54 },
] as const satisfies readonly NumericField[];

export const predictionFields: Record<PredictionTool, readonly NumericField[]> = {
  heart: heartFields,
  parkinsons: parkinsonsFields,
  'breast-cancer': breastCancerFields,
  calories: caloriesFields,
  insurance: insuranceFields,
  diabetes: diabetesFields,
};

/** Where each tool's sample defaults come from. */
export const sampleDefaultsSource: Record<PredictionTool, string> = {
  heart: 'first row of heart.csv (Cleveland record 1; no heart disease)',
  parkinsons: "first recording of parkinsons.csv (subject S01; Parkinson's disease)",
  'breast-cancer': 'first row of breast_cancer.csv (malignant)',
  calories: "the specification's defaults (PRED-CAL-1)",
  insurance: "the specification's defaults (PRED-INS-1)",
  diabetes: "the specification's defaults (PRED-DIAB-1)",
};

export function defaultValues(tool: PredictionTool): Record<string, number> {
  return Object.fromEntries(predictionFields[tool].map((f) => [f.name, f.default]));
}

// ---------------------------------------------------------------------------------------------
// Request schemas

/**
 * The words of a field's messages, as functions of its label (I18N-11): these messages hold a
 * value, so a Spanish page cannot look them up by their English text; it passes its own words
 * instead. English by default, which the prediction service answers with.
 */
export interface FieldWords {
  required: (label: string) => string;
  notNumber: (label: string) => string;
  whole: (label: string) => string;
  /** `min` and `max` with the field's unit, when it has one ('0 years'). */
  between: (label: string, min: string, max: string) => string;
  /** `values`: the codes, comma-separated ('0, 1'). */
  oneOf: (label: string, values: string) => string;
}

export const englishFieldWords: FieldWords = {
  required: (label) => `${label} is required`,
  notNumber: (label) => `${label} must be a number`,
  whole: (label) => `${label} must be a whole number`,
  between: (label, min, max) => `${label} must be between ${min} and ${max}`,
  oneOf: (label, values) => `${label} must be one of ${values}`,
};

function withUnit(value: number, field: NumericField): string {
  return field.unit === undefined ? String(value) : `${value} ${field.unit}`;
}

/**
 * One field: required, a finite number, whole where coded, within the hard bounds. The messages
 * name the field by its `label` and `unit`, so a page passes the field in its own language too.
 */
export function fieldSchema(field: NumericField, words: FieldWords = englishFieldWords) {
  const outOfRange =
    field.options === undefined
      ? words.between(field.label, withUnit(field.min, field), withUnit(field.max, field))
      : words.oneOf(field.label, field.options.map((o) => o.value).join(', '));
  let schema = z.number({ error: (issue) => (issue.input === undefined ? words.required(field.label) : words.notNumber(field.label)) });
  if (field.integer === true) schema = schema.int({ error: field.options === undefined ? words.whole(field.label) : outOfRange });
  return schema.min(field.min, { error: outOfRange }).max(field.max, { error: outOfRange });
}

export const predictionBodyMessage = 'The request body must be a JSON object';

function inputSchema<const F extends readonly NumericField[]>(fields: F) {
  const shape = Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)])) as Record<F[number]['name'], ReturnType<typeof fieldSchema>>;
  return z.object(shape, { error: predictionBodyMessage });
}

/** Any tool's fields as one schema (a web form's, its fields and words in the page's language). */
export function fieldsSchema(fields: readonly NumericField[], words: FieldWords = englishFieldWords) {
  return z.object(Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f, words)])), { error: predictionBodyMessage });
}

export const heartInputSchema = inputSchema(heartFields);
export const parkinsonsInputSchema = inputSchema(parkinsonsFields);
export const breastCancerInputSchema = fieldsSchema(breastCancerFields);
export const caloriesInputSchema = inputSchema(caloriesFields);
export const insuranceInputSchema = inputSchema(insuranceFields);
export const diabetesInputSchema = inputSchema(diabetesFields);

export type HeartInput = z.infer<typeof heartInputSchema>;
export type ParkinsonsInput = z.infer<typeof parkinsonsInputSchema>;
export type BreastCancerInput = z.infer<typeof breastCancerInputSchema>;
export type CaloriesInput = z.infer<typeof caloriesInputSchema>;
export type InsuranceInput = z.infer<typeof insuranceInputSchema>;
export type DiabetesInput = z.infer<typeof diabetesInputSchema>;

export const predictionInputSchemas = {
  heart: heartInputSchema,
  parkinsons: parkinsonsInputSchema,
  'breast-cancer': breastCancerInputSchema,
  calories: caloriesInputSchema,
  insurance: insuranceInputSchema,
  diabetes: diabetesInputSchema,
} as const satisfies Record<PredictionTool, z.ZodType>;

// ---------------------------------------------------------------------------------------------
// Response schemas: the specification's fields plus the structured extras (ML-5, PRED-6).

/** Every prediction response carries this (short, so that responses stay small and fast). */
export const predictionDisclaimer = 'An estimate from a statistical model, not a diagnosis: talk to a healthcare professional.';

/** The model cards and the forms say it at length. */
export const predictionDisclaimerLong =
  'This is a statistical estimate from a model trained on a public research data set, not a diagnosis or medical advice. Please talk to a qualified healthcare professional about your health.';

/**
 * A value the model has not seen, or an estimate shown as other than the model gave it. `message`
 * says it in English; `kind` and the numbers let a page say it in its own language (I18N-12):
 * - `not_measured`: a 0 read as "not measured", as in the training data; `typical` was used instead.
 * - `outside_training_range`: `value` lies outside the training data's `min` to `max`.
 * - `negative_estimate` (field `_`): the model gave `value`, below 0, shown as 0.
 * A service that speaks only the specification's contract sends no warnings at all (PRED-10).
 */
export const predictionWarningSchema = z.object({
  field: z.string(),
  message: z.string(),
  kind: z.enum(['not_measured', 'outside_training_range', 'negative_estimate']).optional(),
  value: z.number().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  typical: z.number().optional(),
});

export const explanationSchema = z.object({
  /** 'log-odds', 'probability', 'USD' or 'kcal'. */
  unit: z.string(),
  /** Short name of the method; GET /ml/<tool>/model describes it in full. */
  method: z.string(),
  /** The model's output before any input is taken into account (the average case). */
  baseline: z.number(),
  /**
   * Input field → how much it moved the result away from the baseline, in `unit`; ordered by
   * absolute size, largest first. Labels and units of the fields are in the field lists above.
   */
  contributions: z.record(z.string(), z.number()),
  /**
   * Input field → plain words where its contribution would mislead a clinician read alone (the
   * data set's coding or selection, or a model sign against clinical expectation; PRED-11).
   */
  notes: z.record(z.string(), z.string()).optional(),
});

export const metricSummarySchema = z.object({ mean: z.number(), sd: z.number() });

export const modelInfoSchema = z.object({
  tool: z.enum(predictionTools),
  name: z.string(),
  version: z.string(),
  /** Short name of the evaluation protocol; the model card has the details. */
  evaluation: z.string(),
  /** Headline cross-validated metrics (mean and SD); the model card has all of them. */
  metrics: z.record(z.string(), metricSummarySchema),
});

const commonResponseFields = {
  disclaimer: z.string(),
  model: modelInfoSchema,
  explanation: explanationSchema,
  warnings: z.array(predictionWarningSchema),
};

const classificationFields = {
  /** True when the model's estimate is the condition (probability ≥ threshold). */
  positive: z.boolean(),
  /** Estimated probability of the condition named in `condition`. */
  probability: z.number().min(0).max(1),
  threshold: z.number(),
  condition: z.string(),
  ...commonResponseFields,
};

export const predictionIntervalSchema = z.object({ level: z.number(), lower: z.number(), upper: z.number() });

const regressionFields = {
  value: z.number(),
  unit: z.string(),
  interval: predictionIntervalSchema,
  ...commonResponseFields,
};

export const heartMessages = { positive: 'The person has a heart disease', negative: 'The person does not have a heart disease' } as const;
export const parkinsonsMessages = { positive: "The person has Parkinson's disease", negative: 'The person is healthy' } as const;
export const breastCancerResults = { malignant: 'The Breast Cancer is Malignant', benign: 'The Breast Cancer is Benign' } as const;
export const diabetesMessages = { positive: 'The person is diabetic', negative: 'The person is not diabetic' } as const;

export const heartResponseSchema = z.object({ prediction: z.enum([heartMessages.positive, heartMessages.negative]), ...classificationFields });
export const parkinsonsResponseSchema = z.object({ message: z.enum([parkinsonsMessages.positive, parkinsonsMessages.negative]), ...classificationFields });
export const breastCancerResponseSchema = z.object({
  /** SPEC: 0 = malignant, 1 = benign. */
  prediction: z.union([z.literal(0), z.literal(1)]),
  result: z.enum([breastCancerResults.malignant, breastCancerResults.benign]),
  ...classificationFields,
});
export const caloriesResponseSchema = z.object({ predicted_calories: z.number(), ...regressionFields });
export const insuranceResponseSchema = z.object({ predicted_cost_usd: z.number(), ...regressionFields });
export const diabetesResponseSchema = z.object({ prediction: z.enum([diabetesMessages.positive, diabetesMessages.negative]), ...classificationFields });

export type ModelInfo = z.infer<typeof modelInfoSchema>;
export type PredictionExplanation = z.infer<typeof explanationSchema>;
export type PredictionWarning = z.infer<typeof predictionWarningSchema>;
export type PredictionInterval = z.infer<typeof predictionIntervalSchema>;
export type HeartResponse = z.infer<typeof heartResponseSchema>;
export type ParkinsonsResponse = z.infer<typeof parkinsonsResponseSchema>;
export type BreastCancerResponse = z.infer<typeof breastCancerResponseSchema>;
export type CaloriesResponse = z.infer<typeof caloriesResponseSchema>;
export type InsuranceResponse = z.infer<typeof insuranceResponseSchema>;
export type DiabetesResponse = z.infer<typeof diabetesResponseSchema>;

export const predictionResponseSchemas = {
  heart: heartResponseSchema,
  parkinsons: parkinsonsResponseSchema,
  'breast-cancer': breastCancerResponseSchema,
  calories: caloriesResponseSchema,
  insurance: insuranceResponseSchema,
  diabetes: diabetesResponseSchema,
} as const satisfies Record<PredictionTool, z.ZodType>;

// ---------------------------------------------------------------------------------------------
// PRED-10: what a screen needs of an answer. A service that speaks only the specification's contract
// (the Flask peer, any service VITE_PREDICT_URL names) sends just the one field per tool; ours
// adds the probability, interval, explanation, warnings and model. The screens require SPEC's
// field and show each extra only when it is there and well formed: a malformed extra is
// dropped, not a reason to lose the result.

function extra<S extends z.ZodType>(schema: S) {
  return schema.optional().catch(undefined);
}

const answerExtras = {
  disclaimer: extra(z.string()),
  model: extra(modelInfoSchema),
  explanation: extra(explanationSchema),
  warnings: extra(z.array(predictionWarningSchema)),
};
const classificationAnswerExtras = {
  probability: extra(z.number().min(0).max(1)),
  threshold: extra(z.number()),
  condition: extra(z.string()),
  ...answerExtras,
};
const regressionAnswerExtras = { unit: extra(z.string()), interval: extra(predictionIntervalSchema), ...answerExtras };

/** PRED-BREAST-3: an answer to breast cancer without `result` and `prediction` is 'Unexpected response format from server'. */
const breastCancerAnswerSchema = z
  .object({ result: extra(z.string()), prediction: extra(z.number()), ...classificationAnswerExtras })
  .refine((answer) => answer.result !== undefined || answer.prediction !== undefined, 'The answer carries neither result nor prediction');

export const predictionAnswerSchemas = {
  heart: z.object({ prediction: z.string(), ...classificationAnswerExtras }),
  parkinsons: z.object({ message: z.string(), ...classificationAnswerExtras }),
  'breast-cancer': breastCancerAnswerSchema,
  calories: z.object({ predicted_calories: z.number(), ...regressionAnswerExtras }),
  insurance: z.object({ predicted_cost_usd: z.number(), ...regressionAnswerExtras }),
  diabetes: z.object({ prediction: z.string(), ...classificationAnswerExtras }),
} as const satisfies Record<PredictionTool, z.ZodType>;

/** PRED-BREAST-2: breast cancer's text is `result` when sent, else from `prediction` (0 malignant, any other value benign). */
export function breastCancerText(answer: { result?: string | undefined; prediction?: number | undefined }): string {
  return answer.result ?? (answer.prediction === 0 ? breastCancerResults.malignant : breastCancerResults.benign);
}

/**
 * The specification's rules for the tone of a result (PRED-HEART-2, PRED-PARK-2, PRED-BREAST-2, PRED-DIAB-3), applied to the text whatever service sent it:
 * heart and diabetes are favourable when the text contains 'not', Parkinson's is positive when it
 * contains 'Parkinson', breast cancer favourable when it contains 'Benign'.
 */
export const favourableText = {
  heart: (text: string) => text.includes('not'),
  diabetes: (text: string) => text.includes('not'),
  parkinsons: (text: string) => !text.includes('Parkinson'),
  'breast-cancer': (text: string) => text.includes('Benign'),
} as const;

// ---------------------------------------------------------------------------------------------
// Model card (GET /ml/<tool>/model), generated by the training run.

const candidateSchema = z.object({
  id: z.string(),
  name: z.string(),
  chosen: z.boolean(),
  metrics: z.record(z.string(), metricSummarySchema),
});

export const modelCardSchema = z.object({
  tool: z.enum(predictionTools),
  title: z.string(),
  version: z.string(),
  summary: z.string(),
  disclaimer: z.string(),
  data: z.object({
    name: z.string(),
    file: z.string(),
    sha256: z.string(),
    rows: z.number(),
    target: z.string(),
    class_balance: z.string().optional(),
    licence: z.string(),
    citation: z.string(),
    notes: z.array(z.string()),
  }),
  intended_use: z.array(z.string()),
  not_intended_use: z.array(z.string()),
  features: z.array(
    z.object({
      field: z.string(),
      label: z.string(),
      unit: z.string().optional(),
      help: z.string(),
      training_min: z.number(),
      training_max: z.number(),
      /** [min, max] accepted (an array of two rather than a tuple: OpenAPI 3.0 cannot express tuples). */
      bounds: z.array(z.number()).length(2),
    }),
  ),
  model: z.object({
    id: z.string(),
    name: z.string(),
    reason: z.string(),
    preprocessing: z.array(z.string()),
    hyperparameters: z.record(z.string(), z.union([z.string(), z.number()])),
    explanation_method: z.string(),
  }),
  evaluation: z.object({
    protocol: z.string(),
    selection: z.string(),
    seeds: z.array(z.number()),
    folds: z.number(),
  }),
  metrics: z.record(z.string(), metricSummarySchema),
  secondary_evaluation: z.object({ protocol: z.string(), metrics: z.record(z.string(), metricSummarySchema) }).optional(),
  candidates: z.array(candidateSchema),
  quality_bars: z.array(z.object({ metric: z.string(), bar: z.number(), higher_is_better: z.boolean(), achieved: z.number(), met: z.boolean() })),
  published: z.array(z.object({ source: z.string(), result: z.string(), comparison: z.string() })),
  calibration: z
    .object({
      brier: z.number(),
      bins: z.array(z.object({ from: z.number(), to: z.number(), count: z.number(), mean_predicted: z.number(), observed_rate: z.number() })),
    })
    .optional(),
  interval: z.object({ level: z.number(), lower_offset: z.number(), upper_offset: z.number(), method: z.string() }).optional(),
  by_sex: z
    .array(z.object({ group: z.string(), rows: z.number(), metrics: z.record(z.string(), z.number()) }))
    .optional(),
  /** Real rows of the data set with the final model's output (the service must answer the same). */
  examples: z.array(
    z.object({
      row: z.number(),
      inputs: z.record(z.string(), z.number()),
      actual: z.number(),
      predicted: z.number(),
    }),
  ),
  limitations: z.array(z.string()),
  /** Where an input's contribution reads against clinical expectation, and why (PRED-11). */
  reading_notes: z.array(z.object({ field: z.string(), applies_to: z.string(), note: z.string() })).optional(),
});

export type ModelCard = z.infer<typeof modelCardSchema>;
