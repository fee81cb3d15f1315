import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultValues,
  modelCardSchema,
  predictionFields,
  predictionResponseSchemas,
  predictionTools,
  type PredictionTool,
  type PredictionWarning,
} from '@clinvia/contracts/predictions';
import { buildPredictApp, predictRoutes } from './app';
import { readArtefact } from './service/models';

const app = buildPredictApp();
beforeAll(async () => {
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

async function predict(tool: PredictionTool, payload: unknown) {
  const response = await app.inject({ method: 'POST', url: `/ml/${tool}/predict`, payload: payload as Record<string, unknown> });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

describe.each(predictionTools)('POST /ml/%s/predict', (tool) => {
  const card = readArtefact(tool).card;
  const schema = predictionResponseSchemas[tool].strict();

  it('answers every field of the contract, and nothing else, for the default inputs', async () => {
    const { status, body } = await predict(tool, defaultValues(tool));
    expect(status).toBe(200);
    const parsed = schema.parse(body);
    expect(parsed.disclaimer).toMatch(/not a diagnosis/);
    expect(parsed.model.tool).toBe(tool);
    expect(parsed.model.version).toBe(card.version);
    expect(Object.keys(parsed.explanation.contributions).sort()).toEqual(predictionFields[tool].map((f) => f.name).sort());
  });

  it.each(card.examples)('real data row $row predicts as the model card says', async (example) => {
    const { status, body } = await predict(tool, example.inputs);
    expect(status).toBe(200);
    if ('probability' in body) {
      expect(body.probability).toBeCloseTo(example.predicted, 4);
      expect(body.positive).toBe(example.predicted >= 0.5);
    } else {
      expect(body.value).toBeCloseTo(Math.max(0, example.predicted), 2);
    }
  });

  it('rejects a missing body and names every missing field', async () => {
    const { status, body } = await predict(tool, {});
    expect(status).toBe(400);
    const fields = (body.error as { fields: Record<string, string> }).fields;
    for (const f of predictionFields[tool]) expect(fields[f.name]).toBe(`${f.label} is required`);
  });

  it.each(predictionFields[tool].map((f) => [f.name, f] as const))('validates %s: type, bounds and whole-number codes', async (_name, field) => {
    const base = defaultValues(tool);
    const errorFor = async (value: unknown) => {
      const { status, body } = await predict(tool, { ...base, [field.name]: value });
      expect(status).toBe(400);
      const error = body.error as { code: string; fields: Record<string, string> };
      expect(error.code).toBe('validation_error');
      expect(Object.keys(error.fields)).toEqual([field.name]);
      return error.fields[field.name];
    };
    expect(await errorFor('abc')).toBe(`${field.label} must be a number`);
    expect(await errorFor(null)).toBe(`${field.label} must be a number`);
    expect(await errorFor(field.max + 1)).toMatch(new RegExp(`^${field.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} must be (between|one of)`));
    expect(await errorFor(field.min - 1)).toMatch(/must be (between|one of)/);
    if (field.integer === true) expect(await errorFor(field.min + 0.5)).toMatch(/must be (a whole number|one of)/);
  });
});

describe('message conventions (PRED-HEART-2, PRED-PARK-2, PRED-BREAST-2, PRED-DIAB-3)', () => {
  const rows = (tool: PredictionTool) => readArtefact(tool).card.examples;

  it("heart and diabetes: the sentence contains 'not' exactly when the risk is low", async () => {
    for (const tool of ['heart', 'diabetes'] as const) {
      const seen = new Set<boolean>();
      for (const example of rows(tool)) {
        const { body } = await predict(tool, example.inputs);
        seen.add(body.positive as boolean);
        expect((body.prediction as string).includes('not')).toBe(body.positive === false);
      }
      expect(seen).toEqual(new Set([true, false]));
    }
  });

  it("parkinsons: the message contains 'Parkinson' exactly when positive", async () => {
    const seen = new Set<boolean>();
    for (const example of rows('parkinsons')) {
      const { body } = await predict('parkinsons', example.inputs);
      seen.add(body.positive as boolean);
      expect((body.message as string).includes('Parkinson')).toBe(body.positive);
    }
    expect(seen).toEqual(new Set([true, false]));
  });

  it('breast cancer: prediction 0 with the Malignant text, 1 with the Benign text', async () => {
    const seen = new Set<number>();
    for (const example of rows('breast-cancer')) {
      const { body } = await predict('breast-cancer', example.inputs);
      seen.add(body.prediction as number);
      expect(body.result).toBe(body.prediction === 0 ? 'The Breast Cancer is Malignant' : 'The Breast Cancer is Benign');
      expect(body.positive).toBe(body.prediction === 0);
    }
    expect(seen).toEqual(new Set([0, 1]));
  });

  it('regressions: the SPEC field equals the value, inside its prediction interval', async () => {
    for (const tool of ['calories', 'insurance'] as const) {
      const { body } = await predict(tool, defaultValues(tool));
      const key = tool === 'calories' ? 'predicted_calories' : 'predicted_cost_usd';
      const interval = body.interval as { level: number; lower: number; upper: number };
      expect(body[key]).toBe(body.value);
      expect(interval.level).toBe(0.9);
      expect(interval.lower).toBeLessThanOrEqual(body.value as number);
      expect(interval.upper).toBeGreaterThanOrEqual(body.value as number);
    }
  });
});

describe('warnings', () => {
  it('none for a real row inside the training range', async () => {
    const { body } = await predict('heart', defaultValues('heart'));
    expect(body.warnings).toEqual([]);
  });

  it('flags a plausible value outside the training range, and still answers', async () => {
    const { status, body } = await predict('heart', { ...defaultValues('heart'), age: 95 });
    expect(status).toBe(200);
    expect(body.warnings).toEqual([
      {
        field: 'age',
        message: 'Age 95 years is outside the range of the training data (29 to 77 years); the estimate is less reliable.',
        kind: 'outside_training_range',
        value: 95,
        min: 29,
        max: 77,
      },
    ]);
  });

  it('reads a diabetes 0 as "not measured" and says so', async () => {
    const { body } = await predict('diabetes', { ...defaultValues('diabetes'), Insulin: 0 });
    const warnings = body.warnings as PredictionWarning[];
    expect(warnings.map((w) => w.field)).toEqual(['Insulin']);
    expect(warnings[0]?.message).toMatch(/^Insulin 0 is read as "not measured"/);
    // I18N-12: what a page in another language needs to say it: the typical value used instead.
    const typical = warnings[0]?.typical ?? NaN;
    expect(warnings[0]).toMatchObject({ kind: 'not_measured' });
    expect(warnings[0]?.message).toContain(`the typical value ${String(typical)} µU/mL was used instead`);
    expect(typical).toBeGreaterThan(0);
  });

  it('never answers a negative calorie count', async () => {
    const { body } = await predict('calories', { ...defaultValues('calories'), Duration: 0, Heart_Rate: 40, Body_Temp: 36 });
    expect(body.value).toBeGreaterThanOrEqual(0);
    expect((body.interval as { lower: number }).lower).toBeGreaterThanOrEqual(0);
  });

  it('says when an estimate below 0 is shown as 0, with the value the model gave', async () => {
    const { body } = await predict('calories', { ...defaultValues('calories'), Duration: 30, Heart_Rate: 40 });
    const negative = (body.warnings as PredictionWarning[]).find((w) => w.kind === 'negative_estimate');
    expect(body.value).toBe(0);
    expect(negative?.field).toBe('_');
    expect(negative?.value).toBeLessThan(0);
    expect(negative?.message).toBe(`The model gave a negative value (${String(negative?.value)} kcal) for these inputs, shown as 0; they are far from the training data.`);
  });
});

describe('GET /ml/<tool>/model', () => {
  it.each(predictionTools)('%s: returns the model card', async (tool) => {
    const response = await app.inject({ method: 'GET', url: `/ml/${tool}/model` });
    expect(response.statusCode).toBe(200);
    expect(modelCardSchema.strict().parse(response.json())).toEqual(readArtefact(tool).card);
  });
});

describe('errors and hosting', () => {
  it('answers malformed JSON and unknown paths in the error format', async () => {
    const bad = await app.inject({ method: 'POST', url: '/ml/heart/predict', headers: { 'content-type': 'application/json' }, payload: '{oops' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'validation_error' } });
    const missing = await app.inject({ method: 'GET', url: '/ml/unknown/model' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'not_found', message: 'The requested resource was not found.' } });
  });

  it('answers in the request\'s language (I18N-12)', async () => {
    const headers = { 'content-type': 'application/json', 'accept-language': 'es-US,es;q=0.9' };
    const bad = await app.inject({ method: 'POST', url: '/ml/heart/predict', headers, payload: '[]' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: { code: 'validation_error', message: 'Corrija los campos marcados.', fields: { _: 'El cuerpo de la solicitud debe ser un objeto JSON' } } });
    const english = await app.inject({ method: 'POST', url: '/ml/heart/predict', headers: { 'content-type': 'application/json' }, payload: '[]' });
    expect(english.json()).toEqual({ error: { code: 'validation_error', message: 'Please correct the highlighted fields.', fields: { _: 'The request body must be a JSON object' } } });
    const missing = await app.inject({ method: 'GET', url: '/ml/unknown/model', headers });
    expect(missing.json()).toEqual({ error: { code: 'not_found', message: 'No encontramos lo que buscaba.' } });
  });

  it('names a bad field by its Spanish label, with its Spanish unit, to a Spanish request (I18N-12)', async () => {
    const headers = { 'content-type': 'application/json', 'accept-language': 'es' };
    const heart = await app.inject({ method: 'POST', url: '/ml/heart/predict', headers, payload: { ...defaultValues('heart'), age: 130, sex: 2, chol: 'x', oldpeak: undefined } });
    expect(heart.statusCode).toBe(400);
    expect(heart.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      age: 'Edad: escriba un valor de 0 años a 120 años',
      sex: 'Sexo: elija uno de los valores 0, 1',
      chol: 'Colesterol sérico: escriba un número',
      oldpeak: 'Depresión del ST: este dato es obligatorio',
    });
    const breast = await app.inject({ method: 'POST', url: '/ml/breast-cancer/predict', headers, payload: { ...defaultValues('breast-cancer'), radius_worst: -1 } });
    expect(breast.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ radius_worst: expect.stringMatching(/^Radio \(peor valor\): escriba un valor de 0 a \d+$/) as string });
    // English stays the contract's own words.
    const english = await app.inject({ method: 'POST', url: '/ml/heart/predict', headers: { 'content-type': 'application/json' }, payload: { ...defaultValues('heart'), age: 130 } });
    expect(english.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ age: 'Age must be between 0 years and 120 years' });
  });

  it('keeps CORS closed by default and opens it for configured origins only', async () => {
    const closed = await app.inject({ method: 'OPTIONS', url: '/ml/heart/predict', headers: { origin: 'https://portal.example', 'access-control-request-method': 'POST' } });
    expect(closed.headers['access-control-allow-origin']).toBeUndefined();
    const open = buildPredictApp({ cors: ['https://portal.example'] });
    const allowed = await open.inject({ method: 'POST', url: '/ml/diabetes/predict', headers: { origin: 'https://portal.example' }, payload: defaultValues('diabetes') });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://portal.example');
    const other = await open.inject({ method: 'POST', url: '/ml/diabetes/predict', headers: { origin: 'https://evil.example' }, payload: defaultValues('diabetes') });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    await open.close();
  });

  it('behaves the same when mounted under /ml in another server with its own handlers', async () => {
    const host = Fastify();
    host.setErrorHandler((_error, _request, reply) => reply.code(500).send({ host: true }));
    await host.register(predictRoutes, { prefix: '/ml' });
    const ok = await host.inject({ method: 'POST', url: '/ml/insurance/predict', payload: defaultValues('insurance') });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ predicted_cost_usd: expect.any(Number) as number });
    const invalid = await host.inject({ method: 'POST', url: '/ml/insurance/predict', payload: { ...defaultValues('insurance'), bmi: -1 } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      error: { code: 'validation_error', message: 'Please correct the highlighted fields.', fields: { bmi: 'BMI must be between 5 kg/m² and 100 kg/m²' } },
    });
    await host.close();
  });
});
