import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { defaultValues, predictionFields, predictionInputSchemas, predictionTools } from '@clinvia/contracts/predictions';
import { predictionValidatorCompiler as compile } from './validate';

const route = { method: 'POST', url: '/x' } as const;

describe.each(predictionTools)('the %s body check', (tool) => {
  const schema = predictionInputSchemas[tool];
  const check = compile({ ...route, schema, httpPart: 'body' });
  const zod = validatorCompiler({ ...route, schema, httpPart: 'body' });
  const base = defaultValues(tool);

  // Every field at its bounds, just past them, off a whole number, of another type or missing,
  // plus bodies that are not objects: the answer must be zod's, value or error.
  const bodies: unknown[] = [base, { ...base, extra: 1 }, {}, [], null, 'text', 3, [base]];
  for (const field of predictionFields[tool]) {
    for (const value of [field.min, field.max, field.min - 1, field.max + 1, field.min + 0.5, field.max - 1e-9, '1', null, true, [1], { v: 1 }]) {
      bodies.push({ ...base, [field.name]: value });
    }
    bodies.push(Object.fromEntries(Object.entries(base).filter(([name]) => name !== field.name)));
  }

  it.each(bodies.map((body) => [JSON.stringify(body), body] as const))('answers %s as zod does', (_text, body) => {
    const mine: unknown = check(body);
    const theirs: unknown = zod(body);
    expect(mine).toEqual(theirs);
    if (typeof theirs === 'object' && theirs !== null && 'value' in theirs) {
      // The same fields in the same order (the answers' contributions keep the fields' order on ties).
      expect(Object.keys((mine as { value: object }).value)).toEqual(Object.keys(theirs.value as object));
    }
  });
});

describe('inputValidatorCompiler', () => {
  it('leaves other schemas and other parts of a request to zod', async () => {
    const app = Fastify();
    app.setValidatorCompiler(compile);
    app.post('/q', { schema: { querystring: predictionInputSchemas.calories } }, () => ({ ok: true }));
    const response = await app.inject({ method: 'POST', url: '/q?Gender=1' });
    expect(response.statusCode).toBe(400);
    await app.close();
  });
});
