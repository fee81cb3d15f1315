import type { FieldWords, NumericField, PredictionTool } from './predictions';

// I18N-1, I18N-12: the prediction fields' words in Spanish (usted, the medical words patients in
// the US read; voice measures keep their international names). They live here, not in the web's
// catalogue alone, because the prediction service names a field with them when it answers a
// Spanish request's bad input (a 400's per-field messages); the web's catalogue takes them from
// here, so the form and the service say the same.

export const spanishFieldTexts = {
  fields: {
    heart: {
      age: { label: 'Edad', help: 'Edad en años.', unit: 'años' },
      sex: { label: 'Sexo', help: 'Sexo: 0 femenino, 1 masculino.', options: { 0: 'Femenino', 1: 'Masculino' } },
      cp: { label: 'Tipo de dolor en el pecho', help: 'Tipo de dolor en el pecho: 0 angina típica, 1 angina atípica, 2 dolor no anginoso, 3 sin síntomas.', options: { 0: 'Angina típica', 1: 'Angina atípica', 2: 'Dolor no anginoso', 3: 'Sin síntomas' } },
      trestbps: { label: 'Presión arterial en reposo', help: 'Presión arterial sistólica en reposo al ingreso.', unit: 'mm Hg' },
      chol: { label: 'Colesterol sérico', help: 'Colesterol total en suero.', unit: 'mg/dL' },
      fbs: { label: 'Glucosa en ayunas > 120 mg/dL', help: 'Glucosa en ayunas por encima de 120 mg/dL: 0 no, 1 sí.', options: { 0: 'No', 1: 'Sí' } },
      restecg: { label: 'Electrocardiograma en reposo', help: 'Electrocardiograma en reposo: 0 normal, 1 anomalía de la onda ST-T, 2 hipertrofia ventricular izquierda.', options: { 0: 'Normal', 1: 'Anomalía de la onda ST-T', 2: 'Hipertrofia ventricular izquierda' } },
      thalach: { label: 'Frecuencia cardíaca máxima', help: 'Frecuencia cardíaca máxima alcanzada durante la prueba de esfuerzo.', unit: 'lpm' },
      exang: { label: 'Angina inducida por el ejercicio', help: 'Angina provocada por el ejercicio: 0 no, 1 sí.', options: { 0: 'No', 1: 'Sí' } },
      oldpeak: { label: 'Depresión del ST', help: 'Depresión del segmento ST inducida por el ejercicio en comparación con el reposo.', unit: 'mm' },
      slope: { label: 'Pendiente del segmento ST en el ejercicio máximo', help: 'Pendiente del segmento ST en el ejercicio máximo: 0 ascendente, 1 plana, 2 descendente.', options: { 0: 'Ascendente', 1: 'Plana', 2: 'Descendente' } },
      ca: { label: 'Vasos principales teñidos por fluoroscopia', help: 'Número de vasos principales (0–3) teñidos por fluoroscopia; 4 significa que no se sabe.', options: { 0: '0', 1: '1', 2: '2', 3: '3', 4: 'No se sabe' } },
      thal: { label: 'Prueba de esfuerzo con talio', help: 'Gammagrafía con talio: 1 defecto fijo, 2 normal, 3 defecto reversible; 0 significa que no se sabe.', options: { 0: 'No se sabe', 1: 'Defecto fijo', 2: 'Normal', 3: 'Defecto reversible' } },
    },
    parkinsons: {
      mdvp_fo_hz: { label: 'MDVP:Fo', help: 'Frecuencia fundamental promedio de la voz.', unit: 'Hz' },
      mdvp_fhi_hz: { label: 'MDVP:Fhi', help: 'Frecuencia fundamental máxima de la voz.', unit: 'Hz' },
      mdvp_flo_hz: { label: 'MDVP:Flo', help: 'Frecuencia fundamental mínima de la voz.', unit: 'Hz' },
      mdvp_jitter_percent: { label: 'MDVP:Jitter(%)', help: 'Variación de la frecuencia fundamental de un ciclo a otro, en porcentaje.', unit: '%' },
      mdvp_jitter_abs: { label: 'MDVP:Jitter(Abs)', help: 'Jitter absoluto: diferencia absoluta media entre periodos consecutivos.', unit: 's' },
      mdvp_rap: { label: 'MDVP:RAP', help: 'Perturbación relativa de la amplitud (jitter en tres periodos).' },
      mdvp_ppq: { label: 'MDVP:PPQ', help: 'Cociente de perturbación del periodo en cinco puntos.' },
      jitter_ddp: { label: 'Jitter:DDP', help: 'Diferencia absoluta media de las diferencias entre periodos (tres veces el RAP).' },
      mdvp_shimmer: { label: 'MDVP:Shimmer', help: 'Shimmer local: variación de la amplitud de un ciclo a otro.' },
      mdvp_shimmer_db: { label: 'MDVP:Shimmer(dB)', help: 'Shimmer local en decibelios.', unit: 'dB' },
      shimmer_apq3: { label: 'Shimmer:APQ3', help: 'Cociente de perturbación de la amplitud en tres puntos.' },
      shimmer_apq5: { label: 'Shimmer:APQ5', help: 'Cociente de perturbación de la amplitud en cinco puntos.' },
      mdvp_apq: { label: 'MDVP:APQ', help: 'Cociente de perturbación de la amplitud en once puntos.' },
      shimmer_dda: { label: 'Shimmer:DDA', help: 'Diferencia absoluta media entre diferencias de amplitud consecutivas (tres veces el APQ3).' },
      nhr: { label: 'NHR', help: 'Relación ruido-armónicos.' },
      hnr: { label: 'HNR', help: 'Relación armónicos-ruido.', unit: 'dB' },
      rpde: { label: 'RPDE', help: 'Entropía de densidad del periodo de recurrencia (de 0 a 1).' },
      dfa: { label: 'DFA', help: 'Exponente de escala del análisis de fluctuaciones sin tendencia.' },
      spread1: { label: 'Spread1', help: 'Medida no lineal de la variación de la frecuencia fundamental (suele ser negativa).' },
      spread2: { label: 'Spread2', help: 'Medida no lineal de la variación de la frecuencia fundamental.' },
      d2: { label: 'D2', help: 'Dimensión de correlación.' },
      ppe: { label: 'PPE', help: 'Entropía del periodo del tono.' },
    },
    calories: {
      Gender: { label: 'Sexo', help: '0 femenino, 1 masculino.', options: { 0: 'Femenino', 1: 'Masculino' } },
      Age: { label: 'Edad', help: 'Su edad en años.', unit: 'años' },
      Height: { label: 'Estatura', help: 'Su estatura en centímetros.', unit: 'cm' },
      Weight: { label: 'Peso', help: 'Su peso corporal en kilogramos.', unit: 'kg' },
      Duration: { label: 'Duración', help: 'Cuánto duró el ejercicio, en minutos.', unit: 'min' },
      Heart_Rate: { label: 'Frecuencia cardíaca', help: 'Frecuencia cardíaca promedio durante el ejercicio.', unit: 'lpm' },
      Body_Temp: { label: 'Temperatura corporal', help: 'Temperatura corporal durante el ejercicio o justo después.', unit: '°C' },
    },
    insurance: {
      age: { label: 'Edad', help: 'Edad del beneficiario principal.', unit: 'años' },
      sex: { label: 'Sexo', help: '0 femenino, 1 masculino.', options: { 0: 'Femenino', 1: 'Masculino' } },
      bmi: { label: 'IMC', help: 'Índice de masa corporal: el peso en kg dividido entre la estatura en m al cuadrado.', unit: 'kg/m²' },
      children: { label: 'Dependientes', help: 'Número de hijos cubiertos por el seguro.' },
      smoker: { label: 'Fumador', help: '0 no, 1 sí.', options: { 0: 'No', 1: 'Sí' } },
      region: { label: 'Región', help: 'Región de residencia en EE. UU.', options: { 0: 'Noreste', 1: 'Noroeste', 2: 'Sureste', 3: 'Suroeste' } },
    },
    diabetes: {
      Pregnancies: { label: 'Embarazos', help: 'Número de veces que ha estado embarazada.' },
      Glucose: { label: 'Glucosa', help: 'Glucosa en plasma 2 horas después de una prueba oral de tolerancia a la glucosa (0 = no medida).', unit: 'mg/dL' },
      BloodPressure: { label: 'Presión arterial', help: 'Presión arterial diastólica (0 = no medida).', unit: 'mm Hg' },
      SkinThickness: { label: 'Grosor del pliegue cutáneo', help: 'Grosor del pliegue cutáneo del tríceps (0 = no medido).', unit: 'mm' },
      Insulin: { label: 'Insulina', help: 'Insulina en suero a las 2 horas (0 = no medida).', unit: 'µU/mL' },
      BMI: { label: 'IMC', help: 'Índice de masa corporal (0 = no medido).', unit: 'kg/m²' },
      DiabetesPedigreeFunction: { label: 'Función de antecedentes familiares de diabetes', help: 'Una puntuación de la diabetes en los antecedentes familiares.' },
      Age: { label: 'Edad', help: 'Edad en años.', unit: 'años' },
    },
  },
  breast: {
    label: '{{measure}} ({{suffix}})',
    help: '{{measure}} {{suffix}}',
    measures: {
      radius: { label: 'Radio', help: 'Distancia media del centro a los puntos del perímetro.' },
      texture: { label: 'Textura', help: 'Desviación estándar de los valores en escala de grises.' },
      perimeter: { label: 'Perímetro', help: 'Perímetro del núcleo.' },
      area: { label: 'Área', help: 'Área del núcleo.' },
      smoothness: { label: 'Suavidad', help: 'Variación local de las longitudes del radio.' },
      compactness: { label: 'Compacidad', help: 'Perímetro² / área − 1.0.' },
      concavity: { label: 'Concavidad', help: 'Magnitud de las partes cóncavas del contorno.' },
      concave_points: { label: 'Puntos cóncavos', help: 'Número de partes cóncavas del contorno.' },
      symmetry: { label: 'Simetría', help: 'Simetría del núcleo.' },
      fractal_dimension: { label: 'Dimensión fractal', help: '"Aproximación de la línea de costa" − 1.' },
    },
    suffixes: {
      mean: { label: 'media', help: 'Media de los núcleos de la imagen.' },
      se: { label: 'error estándar', help: 'Error estándar de los núcleos de la imagen.' },
      worst: { label: 'peor valor', help: 'Media de los tres valores más altos de la imagen.' },
    },
  },
  // The label first, then what to do: reads the same whatever the label's gender or number.
  validation: {
    required: '{{label}}: este dato es obligatorio',
    notNumber: '{{label}}: escriba un número',
    whole: '{{label}}: escriba un número entero',
    between: '{{label}}: escriba un valor de {{min}} a {{max}}',
    oneOf: '{{label}}: elija uno de los valores {{values}}',
  },
} as const;

/** `{{name}}` placeholders filled (the catalogue's i18next syntax, so the web reads the same text). */
function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

const { validation } = spanishFieldTexts;

/** The contract's field messages (`fieldSchema`'s words) in Spanish. */
export const spanishFieldWords: FieldWords = {
  required: (label) => fill(validation.required, { label }),
  notNumber: (label) => fill(validation.notNumber, { label }),
  whole: (label) => fill(validation.whole, { label }),
  between: (label, min, max) => fill(validation.between, { label, min, max }),
  oneOf: (label, values) => fill(validation.oneOf, { label, values }),
};

interface FieldText {
  label: string;
  unit?: string;
}

const fieldTexts: Readonly<Record<string, Readonly<Record<string, FieldText>> | undefined>> = spanishFieldTexts.fields;
const { measures, suffixes } = spanishFieldTexts.breast;
const breastSuffixes = ['mean', 'se', 'worst'] as const;

/**
 * The field named as a Spanish page names it: its label and unit in Spanish, its name and bounds
 * the contract's. Breast cancer's labels are built from the measure and the kind of value
 * (PRED-BREAST-1: `<measure>_<mean|se|worst>`).
 */
export function fieldInSpanish(tool: PredictionTool, field: NumericField): NumericField {
  if (tool === 'breast-cancer') {
    const suffix = breastSuffixes.find((end) => field.name.endsWith(`_${end}`)) ?? 'mean';
    const measure = (measures as Readonly<Record<string, FieldText | undefined>>)[field.name.slice(0, -(suffix.length + 1))];
    if (measure === undefined) return field;
    return { ...field, label: fill(spanishFieldTexts.breast.label, { measure: measure.label, suffix: suffixes[suffix].label }) };
  }
  const text = fieldTexts[tool]?.[field.name];
  if (text === undefined) return field;
  return { ...field, label: text.label, ...(field.unit === undefined || text.unit === undefined ? {} : { unit: text.unit }) };
}
