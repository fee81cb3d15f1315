import { describe, expect, it } from 'vitest';
import {
  breastCancerFields,
  breastCancerResults,
  defaultValues,
  diabetesMessages,
  fieldNameToLabel,
  fieldSchema,
  type FieldWords,
  heartMessages,
  parkinsonsFields,
  parkinsonsMessages,
  predictionFields,
  predictionInputSchemas,
  predictionTools,
} from './predictions';

describe('prediction fields', () => {
  it("uses the specification's field names (ML-5)", () => {
    expect(predictionFields.heart.map((f) => f.name)).toEqual(['age', 'sex', 'cp', 'trestbps', 'chol', 'fbs', 'restecg', 'thalach', 'exang', 'oldpeak', 'slope', 'ca', 'thal']);
    expect(predictionFields.calories.map((f) => f.name)).toEqual(['Gender', 'Age', 'Height', 'Weight', 'Duration', 'Heart_Rate', 'Body_Temp']);
    expect(predictionFields.insurance.map((f) => f.name)).toEqual(['age', 'sex', 'bmi', 'children', 'smoker', 'region']);
    expect(predictionFields.diabetes.map((f) => f.name)).toEqual(['Pregnancies', 'Glucose', 'BloodPressure', 'SkinThickness', 'Insulin', 'BMI', 'DiabetesPedigreeFunction', 'Age']);
    expect(parkinsonsFields).toHaveLength(22);
    expect(breastCancerFields).toHaveLength(30);
    expect(breastCancerFields.slice(0, 2).map((f) => f.name)).toEqual(['radius_mean', 'texture_mean']);
    expect(breastCancerFields.at(-1)?.name).toBe('fractal_dimension_worst');
  });

  it("has the specification's defaults for calories, insurance and diabetes (PRED-CAL-1, PRED-INS-1, PRED-DIAB-1)", () => {
    expect(defaultValues('calories')).toEqual({ Gender: 1, Age: 20, Height: 166, Weight: 60, Duration: 14, Heart_Rate: 94, Body_Temp: 40.3 });
    expect(defaultValues('insurance')).toEqual({ age: 31, sex: 1, bmi: 25.74, children: 0, smoker: 1, region: 0 });
    expect(defaultValues('diabetes')).toEqual({ Pregnancies: 9, Glucose: 171, BloodPressure: 110, SkinThickness: 24, Insulin: 240, BMI: 45.4, DiabetesPedigreeFunction: 0.721, Age: 54 });
  });

  it.each(predictionTools)('%s: the defaults pass validation and lie within each field\'s bounds', (tool) => {
    expect(predictionInputSchemas[tool].parse(defaultValues(tool))).toEqual(defaultValues(tool));
    for (const f of predictionFields[tool]) {
      expect(f.default).toBeGreaterThanOrEqual(f.min);
      expect(f.default).toBeLessThanOrEqual(f.max);
      if (f.options !== undefined) expect(f.options.map((o) => o.value)).toEqual(Array.from({ length: f.max - f.min + 1 }, (_, i) => f.min + i));
    }
  });

  it('labels breast cancer fields as SPEC says: underscores to spaces, words capitalised', () => {
    expect(fieldNameToLabel('concave_points_worst')).toBe('Concave Points Worst');
    expect(breastCancerFields.map((f) => f.label)).toContain('Fractal Dimension Se');
    expect(new Set(breastCancerFields.map((f) => f.group))).toEqual(new Set(['Mean Values', 'Standard Error Values', 'Worst Values']));
  });

  it("groups the Parkinson's inputs as PRED-PARK-1 lists them", () => {
    expect(new Set(parkinsonsFields.map((f) => f.group))).toEqual(new Set(['Fundamental Frequency', 'Jitter', 'Shimmer', 'Noise Ratios', 'Nonlinear Measures']));
  });
});

describe('field validation messages', () => {
  const age = fieldSchema({ name: 'age', label: 'Age', unit: 'years', help: '', min: 0, max: 120, step: 1, default: 30 });
  const cp = fieldSchema({ name: 'cp', label: 'Chest pain type', help: '', min: 0, max: 3, step: 1, integer: true, options: [0, 1, 2, 3].map((value) => ({ value, label: String(value) })), default: 0 });
  const message = (schema: typeof age, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it('says what is wrong, per case', () => {
    expect(message(age, undefined)).toBe('Age is required');
    expect(message(age, '12')).toBe('Age must be a number');
    expect(message(age, Number.NaN)).toBe('Age must be a number');
    expect(message(age, Number.POSITIVE_INFINITY)).toBe('Age must be a number');
    expect(message(age, -1)).toBe('Age must be between 0 years and 120 years');
    expect(message(age, 121)).toBe('Age must be between 0 years and 120 years');
    expect(message(cp, 1.5)).toBe('Chest pain type must be one of 0, 1, 2, 3');
    expect(message(cp, 4)).toBe('Chest pain type must be one of 0, 1, 2, 3');
    expect(age.parse(37.5)).toBe(37.5);
  });

  it("writes them in the words it is given (I18N-11), with the field's label and unit", () => {
    const words: FieldWords = {
      required: (label) => `required: ${label}`,
      notNumber: (label) => `not a number: ${label}`,
      whole: (label) => `not whole: ${label}`,
      between: (label, min, max) => `${label}: ${min} to ${max}`,
      oneOf: (label, values) => `${label}: one of ${values}`,
    };
    const edad = fieldSchema({ name: 'age', label: 'Edad', unit: 'años', help: '', min: 0, max: 120, step: 1, default: 30 }, words);
    const children = fieldSchema({ name: 'children', label: 'Dependientes', help: '', min: 0, max: 20, step: 1, integer: true, default: 0 }, words);
    const sex = fieldSchema({ name: 'sex', label: 'Sexo', help: '', min: 0, max: 1, step: 1, integer: true, options: [0, 1].map((value) => ({ value, label: String(value) })), default: 0 }, words);
    expect(message(edad, undefined)).toBe('required: Edad');
    expect(message(edad, Number.NaN)).toBe('not a number: Edad');
    expect(message(edad, 121)).toBe('Edad: 0 años to 120 años');
    expect(message(children, 1.5)).toBe('not whole: Dependientes');
    expect(message(children, 21)).toBe('Dependientes: 0 to 20');
    expect(message(sex, 2)).toBe('Sexo: one of 0, 1');
  });
});

describe('result texts (PRED-HEART-2, PRED-PARK-2, PRED-BREAST-2, PRED-DIAB-3)', () => {
  it("heart and diabetes contain 'not' only in the low-risk sentence", () => {
    for (const messages of [heartMessages, diabetesMessages]) {
      expect(messages.negative).toContain('not');
      expect(messages.positive).not.toContain('not');
    }
  });

  it("parkinsons contains 'Parkinson' only in the positive message; breast cancer texts are SPEC's", () => {
    expect(parkinsonsMessages.positive).toContain('Parkinson');
    expect(parkinsonsMessages.negative).not.toContain('Parkinson');
    expect(breastCancerResults).toEqual({ malignant: 'The Breast Cancer is Malignant', benign: 'The Breast Cancer is Benign' });
  });
});

describe('the prediction service operations', () => {
  it('declare every tool, at the paths the service answers', async () => {
    const { predictionOperationTools, predictionOperations } = await import('./operations/predictions');
    expect([...predictionOperationTools]).toEqual([...predictionTools]);
    expect(predictionOperations['breast-cancer'].predict).toMatchObject({ method: 'POST', path: '/breast-cancer/predict', service: 'predict', operationId: 'predictBreastCancer' });
    expect(predictionOperations.heart.modelCard).toMatchObject({ method: 'GET', path: '/heart/model', service: 'predict', operationId: 'getHeartModelCard' });
  });
});
