import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

/**
 * Response serialization without run-time validation: each response schema (zod, from
 * @clinvia/contracts) is converted once to JSON Schema, as the OpenAPI document shows it, and
 * compiled by fast-json-stringify, which writes only the documented fields. Checking every
 * answer against its zod schema cost about a tenth of a listing's CPU; tests build the app
 * with `validateResponses` (zod's serializer), so a handler that drifts from its contract still
 * fails there. A schema JSON Schema cannot express (a transform, a date object) keeps zod's
 * serializer.
 */
export const fastSerializerCompiler: FastifySerializerCompiler<RouteSchema['schema']> = (route) => {
  const { schema } = route;
  if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(route);
  let jsonSchema: unknown;
  try {
    jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
  } catch {
    return zodSerializerCompiler(route);
  }
  // A draft-7 JSON Schema is what fast-json-stringify takes; the two libraries type it apart.
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
