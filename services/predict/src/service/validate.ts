import { predictionFields, predictionInputSchemas, predictionTools, type NumericField } from '@clinvia/contracts/predictions';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Inputs } from '../models/terms';

/**
 * The plugin's validator compiler: fastify-type-provider-zod's, with a cheaper check in front of
 * the predict routes' bodies (PERF-10). The contract's schema of such a body (`fieldSchema` of
 * @clinvia/contracts/predictions, keyed here by the schema object) accepts a JSON object whose
 * every field is a number within its bounds, whole where the field is coded, and keeps only those
 * fields. A loop over the field list, with zod's own tests (a number, `>=` min, `<=` max,
 * Number.isSafeInteger), decides that for a valid body in less than half of zod's time (breast
 * cancer's 30 fields: 0.7 µs against 1.9 in process); any other body goes to zod itself, so every
 * rejection keeps the contract's messages (ML-6).
 */
export function inputValidatorCompiler(fieldsOf: ReadonlyMap<z.ZodType, readonly NumericField[]>): FastifySchemaCompiler<z.ZodType> {
  return (route) => {
    const zod = validatorCompiler(route);
    const fields = route.httpPart === 'body' ? fieldsOf.get(route.schema) : undefined;
    if (fields === undefined) return zod;
    return (body: unknown) => {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return zod(body);
      const inputs: Record<string, number> = {};
      for (const { name, min, max, integer } of fields) {
        const value = (body as Record<string, unknown>)[name];
        // The comparisons are false for NaN too (JSON has none, but the check should not depend on it).
        if (typeof value !== 'number' || !(value >= min && value <= max) || (integer === true && !Number.isSafeInteger(value))) return zod(body);
        inputs[name] = value;
      }
      return { value: inputs satisfies Inputs };
    };
  };
}

/** The validator compiler of the prediction routes: each tool's body schema with its field list. */
export const predictionValidatorCompiler = inputValidatorCompiler(new Map(predictionTools.map((tool) => [predictionInputSchemas[tool], predictionFields[tool]])));
